import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateIn } from '../services/domain/rules/index.ts';
import { type CallArgs, callAs, pathOf } from './harness/calls.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';

let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

const call = (...args: CallArgs) => callAs(portal, ...args);

const mailLists = {
  announcementEmail: ['avis.lpz@freight-portal.local'],
  inquiryEmail: ['anfragen.lpz@freight-portal.local'],
  cancellationEmail: [],
  belogEmail: ['belog.lpz@freight-portal.local'],
  insuranceEmail: [],
  registrationEmail: ['vertrieb.lpz@freight-portal.local', 'leitung.lpz@freight-portal.local'],
};

// 4012345000023 carries the GS1 check digit of 401234500002.
const leipzig = {
  abbreviation: 'LPZ',
  name: 'Leipzig',
  legalName: 'Freight Portal Leipzig GmbH',
  address: { streetName: 'Am Exer', streetNumber: '12', zipCode: '04158', city: 'Leipzig', country: 'de' },
  phone: '+49 341 1234560',
  currency: { isoCode: 'eur' },
  ssccPrefix: '4012345',
  gln: '4012345000023',
  ssccCounterMin: 200_000_000,
  ssccCounterMax: 299_999_999,
  ...mailLists,
};

const fieldsOf = (body: { errors: { field: string }[] }) => body.errors.map((error) => error.field).sort();

describe('creating a branch', () => {
  it('creates a branch that the detail and the list then show, and records it', async () => {
    const created = await call('POST', '/api/admin/locations', 'centraladmin', leipzig);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      abbreviation: 'LPZ',
      address: { zipCode: '04158', country: 'DE' },
      currency: { isoCode: 'EUR' },
      barcodeInfos: {
        globalLocationPrefix: '4012345',
        globalLocationNumber: '4012345000023',
        numberInterval: { min: 200_000_000, max: 299_999_999 },
      },
      registrationEmail: mailLists.registrationEmail,
      zonesCount: 0,
    });

    const detail = await call('GET', pathOf(created.body), 'admin');
    expect(detail.status).toBe(200);
    expect(detail.body).toEqual(created.body);

    const list = await call('GET', '/api/admin/locations?query=LPZ', 'admin');
    expect(
      list.body._embedded.locations.map((location: { abbreviation: string }) => location.abbreviation),
    ).toEqual(['LPZ']);

    const changes = await portal.runtime.db
      .selectFrom('masterdata_changes')
      .selectAll()
      .where('entity', '=', 'location')
      .where('entity_id', '=', 'LPZ')
      .execute();
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ action: 'ADD', user_login: 'centraladmin' });
    expect(changes[0]?.modifications).toMatchObject({ name: 'Leipzig', gln: '4012345000023' });
  });

  it('answers 409 when the abbreviation is taken', async () => {
    const taken = await call('POST', '/api/admin/locations', 'admin', { ...leipzig, abbreviation: 'HAM' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('location.exists');
    expect((await call('GET', '/api/admin/locations/HAM', 'admin')).body.name).not.toBe('Leipzig');
  });

  it('names every wrong field', async () => {
    const { status, body } = await call('POST', '/api/admin/locations', 'admin', {
      ...leipzig,
      abbreviation: 'Ab1',
      address: { ...leipzig.address, zipCode: '0415', country: 'DE' },
      inquiryEmail: ['not an address'],
      gln: '4012345000024',
      ssccCounterMin: 300_000_000,
    });
    expect(status).toBe(400);
    expect(fieldsOf(body)).toEqual([
      'abbreviation',
      'address.zipCode',
      'gln',
      expect.stringMatching(/^inquiryEmail(\[0\]|\.0)$/),
      'ssccCounterMax',
    ]);

    const equalBounds = await call('POST', '/api/admin/locations', 'admin', {
      ...leipzig,
      abbreviation: 'DRS',
      ssccCounterMin: 5,
      ssccCounterMax: 5,
    });
    expect(equalBounds.status).toBe(400);
    expect(fieldsOf(equalBounds.body)).toEqual(['ssccCounterMax']);

    const austrianZip = await call('POST', '/api/admin/locations', 'admin', {
      ...leipzig,
      abbreviation: 'DRS',
      address: { ...leipzig.address, country: 'AT' },
    });
    expect(austrianZip.status).toBe(400);
    expect(fieldsOf(austrianZip.body)).toEqual(['address.zipCode']);

    const unknownCurrency = await call('POST', '/api/admin/locations', 'admin', {
      ...leipzig,
      abbreviation: 'DRS',
      currency: { isoCode: 'XXX' },
    });
    expect(unknownCurrency.status).toBe(400);
    expect(fieldsOf(unknownCurrency.body)).toEqual(['currency.isoCode']);
    expect((await call('GET', '/api/admin/locations/DRS', 'admin')).status).toBe(404);
  });

  it('is refused to branch admins and customers', async () => {
    const branchAdmin = await call('POST', '/api/admin/locations', 'branchadmin', {
      ...leipzig,
      abbreviation: 'BRA',
    });
    expect(branchAdmin.status).toBe(403);
    const customer = await call('POST', '/api/admin/locations', 'customer1', {
      ...leipzig,
      abbreviation: 'BRA',
    });
    expect(customer.status).toBe(403);
    expect((await call('POST', '/api/admin/locations', undefined, leipzig)).status).toBe(401);
    expect((await call('GET', '/api/admin/locations/BRA', 'admin')).status).toBe(404);
  });
});

// The route offer shares the branches' zones and routings, so its shipping-date check lives here too.
describe('products by origin and destination with a shipping date', () => {
  const route =
    '/api/products/byOriginAndDestination?originAlpha2Code=DE&originZipCode=20539&destinationAlpha2Code=CZ&destinationZipCode=11000';
  const dayFromToday = (days: number) => dateIn(new Date(Date.now() + days * 86_400_000), 'Europe/Berlin');

  it('offers products from today on and refuses a past or malformed date', async () => {
    const today = await call('GET', `${route}&shippingDate=${dayFromToday(0)}`);
    expect(today.status).toBe(200);
    expect(today.body._embedded.products.length).toBeGreaterThan(0);
    expect((await call('GET', `${route}&shippingDate=${dayFromToday(30)}`)).status).toBe(200);

    const past = await call('GET', `${route}&shippingDate=${dayFromToday(-2)}`);
    expect(past.status).toBe(400);
    expect(fieldsOf(past.body)).toEqual(['shippingDate']);
    const malformed = await call('GET', `${route}&shippingDate=22.11.2026`);
    expect(malformed.status).toBe(400);
    expect(fieldsOf(malformed.body)).toEqual([expect.stringMatching(/shippingDate$/)]);
  });
});
