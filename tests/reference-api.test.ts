import { appendFile, copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader } from './harness/auth.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { shippingDates } from './shipments-helpers.ts';

let portal: TestPortal;
let scratch: string;

const POLISH_AREAS = [
  ['PL', '00-001', 'Warszawa', 'Mazowieckie'],
  ['PL', '00-950', 'Warszawa', 'Mazowieckie'],
  ['PL', '31-001', 'Kraków', 'Małopolskie'],
];

beforeAll(async () => {
  // The zip sync reads ZIP_SOURCE: the bundled extract plus a few Polish areas it does not have yet.
  scratch = await mkdtemp(path.join(tmpdir(), 'zip-source-'));
  const source = path.join(scratch, 'zip.tsv');
  await copyFile(new URL('../services/masterdata/data/zip-codes.geonames.tsv', import.meta.url), source);
  await appendFile(source, POLISH_AREAS.map((row) => `${row.join('\t')}\t\t\t\t\t\t\t\t\n`).join(''));
  portal = await startTestPortal({ ZIP_SOURCE: source });
});
afterAll(async () => {
  await portal?.stop();
  await rm(scratch, { recursive: true, force: true });
});

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await portal.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json(), type: response.headers['content-type'] };
}

describe('GET /api/countries', () => {
  it('pages 100 countries at a time, sorted by alpha-2 code, with next and prev links', async () => {
    const first = await get('/api/countries');
    expect(first.status).toBe(200);
    expect(first.body.page).toEqual({ size: 100, totalElements: 250, totalPages: 3, number: 0 });
    expect(first.body._embedded.countries[0]).toMatchObject({ alpha2Code: 'AD', alpha3Code: 'AND' });
    expect(first.body._links.next.href).toContain('page=1');
    expect(first.body._links.prev).toBeUndefined();
    const last = await get('/api/countries?page=2');
    expect(last.body._embedded.countries).toHaveLength(50);
    expect(last.body._links.prev.href).toContain('page=1');
    expect(last.body._links.next).toBeUndefined();
  });

  it('finds countries by a name in any language and names them in the request language', async () => {
    const { body } = await get('/api/countries?query=Tschech', { 'accept-language': 'de' });
    expect(body._embedded.countries.map((country: { alpha2Code: string }) => country.alpha2Code)).toEqual([
      'CZ',
    ]);
    expect(body._embedded.countries[0]).toMatchObject({
      name: 'Tschechische Republik',
      isoCode: '203',
      iocCode: 'CZE',
    });
    const slovak = await get('/api/countries/de', { 'accept-language': 'sk' });
    expect(slovak.body).toMatchObject({ alpha2Code: 'DE', name: 'Nemecko', iocCode: 'GER' });
    expect(slovak.body._links.self.href).toMatch(/\/api\/countries\/DE$/);
    expect(slovak.body._links.modify).toBeUndefined();
  });

  it('sorts by name and refuses an unknown sort property with a field error', async () => {
    // Names without accents, so the order is the same under every database collation.
    const { body } = await get('/api/countries?query=Guinea&sort=name,desc', { 'accept-language': 'en' });
    expect(body._embedded.countries.map((country: { name: string }) => country.name)).toEqual([
      'Papua New Guinea',
      'Guinea-Bissau',
      'Guinea',
      'Equatorial Guinea',
    ]);
    const byCode = await get('/api/countries?sort=alpha3Code,desc&size=3');
    expect(
      byCode.body._embedded.countries.map((country: { alpha3Code: string }) => country.alpha3Code),
    ).toEqual(['ZWE', 'ZMB', 'ZAF']);
    const wrong = await get('/api/countries?sort=population,asc');
    expect(wrong.status).toBe(400);
    expect(wrong.type).toContain('application/problem+json');
    expect(wrong.body.errors).toEqual([{ field: 'querystring.sort', defaultMessage: expect.any(String) }]);
  });

  it('answers an unknown country with a 404 problem', async () => {
    const { status, body } = await get('/api/countries/QQ');
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: 404, instance: '/api/countries/QQ' });
  });
});

describe('GET /api/currencies', () => {
  it('lists the currency configurations and answers one by ISO code, 404 when unknown', async () => {
    const list = await get('/api/currencies');
    expect(list.body._embedded.currencies.map((currency: { isoCode: string }) => currency.isoCode)).toEqual([
      'CHF',
      'CZK',
      'EUR',
      'HUF',
      'PLN',
    ]);
    const czk = await get('/api/currencies/CZK');
    expect(czk.body).toMatchObject({
      isoCode: 'CZK',
      insuranceThreshold: 1000000,
      insuranceDefaultPerKg: 500,
      collectOnDeliveryMaximum: 120000,
    });
    expect((await get('/api/currencies/XYZ')).status).toBe(404);
  });
});

describe('code lists', () => {
  it('has national and international incoterm codes', async () => {
    const { body } = await get('/api/incotermCodes');
    const codes = Object.fromEntries(
      body._embedded.incotermCodes.map((code: { identifier: string; international: boolean }) => [
        code.identifier,
        code.international,
      ]),
    );
    expect(codes).toMatchObject({ '04': false, '06': false, '11': true, '24': true });
  });

  it('filters notification codes by active and by query', async () => {
    const inactive = await get('/api/notificationCodes?active=false');
    expect(
      inactive.body._embedded.notificationCodes.map((code: { identifier: string }) => code.identifier),
    ).toEqual(['130']);
    const active = await get('/api/notificationCodes?active=true&size=100');
    const identifiers = active.body._embedded.notificationCodes.map(
      (code: { identifier: string }) => code.identifier,
    );
    expect(identifiers).toContain('199');
    expect(identifiers.some((identifier: string) => identifier.startsWith('6'))).toBe(true);
    const phone = await get('/api/notificationCodes?query=Telefonische%20Avisierung%20vor%20Zustellung');
    expect(phone.body._embedded.notificationCodes[0]).toMatchObject({
      identifier: '101',
      attachment: { name: 'Ja, Telefonnummer', validator: 'phone' },
      requiredFields: ['consignee.phone', 'consignee.mobile'],
    });
  });

  it('has the packaging codes and the UN packaging codes', async () => {
    const packaging = await get('/api/packagingCodes?query=palette&sort=identifier,asc');
    const identifiers = packaging.body._embedded.packagingCodes.map(
      (code: { identifier: string }) => code.identifier,
    );
    expect(identifiers).toEqual(expect.arrayContaining(['FP', 'GP', 'EP', 'HP', 'CP']));
    expect(identifiers).not.toContain('KT');
    const hazmatCodes = await get('/api/hazmatCodes?size=100');
    expect(hazmatCodes.body._embedded.hazmatCodes.map((code: { code: string }) => code.code)).toEqual(
      expect.arrayContaining(['1A1', '1A2', '3H1', '4G', '6HA1']),
    );
  });
});

describe('GET /api/hazmats', () => {
  it('finds UN numbers by number, with or without the UN prefix', async () => {
    const petrol = await get('/api/hazmats?query=1203');
    expect(petrol.body._embedded.hazmats).toHaveLength(1);
    expect(petrol.body._embedded.hazmats[0]).toMatchObject({
      unNumber: '1203',
      clazz: '3',
      packagingGroup: 'II',
      tunnelRestrictionCode: 'D/E',
      transportCategory: 2,
      factor: 3,
    });
    const nos = await get('/api/hazmats?query=UN1993');
    expect(nos.body._embedded.hazmats.map((row: { sequenceNumber: number }) => row.sequenceNumber)).toEqual([
      1, 2, 3,
    ]);
  });

  it('finds shipping names and pages the drop-down projection 25 at a time with labels', async () => {
    const lithium = await get('/api/hazmats?query=lithium%20ion');
    expect(lithium.body._embedded.hazmats.map((row: { unNumber: string }) => row.unNumber)).toEqual([
      '3480',
      '3481',
    ]);
    const dropDown = await get('/api/hazmats?projection=dropDown');
    expect(dropDown.body.page.size).toBe(25);
    expect(dropDown.body.page.totalElements).toBeGreaterThanOrEqual(200);
    expect(dropDown.body._embedded.hazmats).toHaveLength(25);
    expect(dropDown.body._embedded.hazmats[0].label).toMatch(/^UN 0012 /);
    const second = await get('/api/hazmats?projection=dropDown&page=1');
    expect(second.body._embedded.hazmats[0].id).not.toBe(dropDown.body._embedded.hazmats[0].id);
    expect((await get('/api/hazmats?query=1203')).body._embedded.hazmats[0].label).toBeUndefined();
  });
});

describe('products', () => {
  it('lists the products with P01 as default and the fixed-window and EU products', async () => {
    const { body } = await get('/api/products');
    const products = body._embedded.products as {
      identifier: string;
      default: boolean;
      region: string | null;
      deliveryDateWindow: { min: number; max: number | null } | null;
    }[];
    expect(products[0]).toMatchObject({ identifier: 'P01', default: true });
    for (const identifier of ['P81', '150', '166', '230', '352', '400', '601']) {
      expect(products.map((product) => product.identifier)).toContain(identifier);
    }
    expect(
      products.some((product) => product.deliveryDateWindow?.min === product.deliveryDateWindow?.max),
    ).toBe(true);
    expect(products.some((product) => product.region === 'EU')).toBe(true);
  });

  it('offers products by origin and destination and asks for both places', async () => {
    const { body } = await get(
      `/api/products/byOriginAndDestination?originAlpha2Code=DE&originZipCode=20539&originIsCustomer=true&destinationAlpha2Code=CZ&destinationZipCode=11000&destinationIsCustomer=false&shippingDate=${shippingDates().shippingDate}`,
    );
    const identifiers = body._embedded.products.map((product: { identifier: string }) => product.identifier);
    expect(identifiers).toEqual(expect.arrayContaining(['P01', 'E01']));
    expect(identifiers).not.toContain('P81');
    const missing = await get('/api/products/byOriginAndDestination?originAlpha2Code=DE&originZipCode=20539');
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual(
      ['querystring.destinationAlpha2Code', 'querystring.destinationZipCode'].map((field) => ({
        field,
        defaultMessage: 'Sender and consignee with country and zip code are required.',
      })),
    );
    // The published document says so: a client generated from it sends both places.
    const document = (await get('/api/docs')).body;
    const parameters = document.paths['/api/products/byOriginAndDestination'].get.parameters as {
      name: string;
      required?: boolean;
    }[];
    expect(
      parameters
        .filter((parameter) => parameter.required)
        .map((parameter) => parameter.name)
        .sort(),
    ).toEqual(['destinationAlpha2Code', 'destinationZipCode', 'originAlpha2Code', 'originZipCode']);
  });

  it('leaves out the products the parties of the order rule out', async () => {
    const route = 'originAlpha2Code=DE&originZipCode=20539&destinationAlpha2Code=DE&destinationZipCode=80331';
    const offered = async (flags: string) => {
      const { status, body } = await get(`/api/products/byOriginAndDestination?${route}${flags}`);
      expect(status).toBe(200);
      return body._embedded.products.map((product: { identifier: string }) => product.identifier) as string[];
    };
    const thirdParties = await offered('');
    expect(thirdParties).toEqual(expect.arrayContaining(['P01', '150', '166', '230', '352', '400', '601']));
    expect(
      await offered('&originIsCustomer=false&originIsNeutral=false&destinationIsCustomer=false'),
    ).toEqual(thirdParties);

    // Picking up at the customer's own address needs no pick-up advice at the sender.
    const fromCustomer = await offered('&originIsCustomer=true');
    expect(fromCustomer).not.toContain('601');
    expect(fromCustomer).toEqual(expect.arrayContaining(['P01', '150', '400']));

    // Delivering to the customer itself needs none of the consignee advice products.
    const toCustomer = await offered('&destinationIsCustomer=true');
    for (const advice of ['150', '166', '230', '352', '400']) expect(toCustomer).not.toContain(advice);
    expect(toCustomer).toEqual(expect.arrayContaining(['P01', '601']));

    // Under a neutral sender the portal sends the consignee no booking or e-mail advice in the customer's name.
    const neutral = await offered('&originIsNeutral=true');
    expect(neutral).not.toContain('230');
    expect(neutral).not.toContain('400');
    expect(neutral).toEqual(expect.arrayContaining(['150', '352', '601']));

    const wrong = await get(`/api/products/byOriginAndDestination?${route}&originIsNeutral=maybe`);
    expect(wrong.status).toBe(400);
  });
});

describe('zip code areas', () => {
  it('lists areas of some countries by zip code or city, sorted by city, 250 per page', async () => {
    const prague = await get('/api/zipCodeAreas?country=CZ&query=11000');
    expect(prague.body._embedded.zipCodeAreas).toEqual([
      expect.objectContaining({ country: 'CZ', zipCode: '110 00', city: 'Praha 1' }),
    ]);
    const all = await get('/api/zipCodeAreas?country=DE,AT');
    expect(all.body.page.size).toBe(250);
    const countries = new Set(
      all.body._embedded.zipCodeAreas.map((area: { country: string }) => area.country),
    );
    expect([...countries].sort()).toEqual(['AT', 'DE']);
    const cities = all.body._embedded.zipCodeAreas.map((area: { city: string }) => area.city);
    expect(cities).toEqual([...cities].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byCity = await get('/api/zipCodeAreas?country=SK&query=Bansk');
    expect(
      byCity.body._embedded.zipCodeAreas.every((area: { city: string }) => area.city === 'Banská Bystrica'),
    ).toBe(true);
  });

  it('names the supported countries', async () => {
    expect((await get('/api/zipCodeAreas/supportedCountries')).body).toEqual(['AT', 'CZ', 'DE', 'SK']);
  });
});

describe('GET /api/locations', () => {
  it('lists the branches by abbreviation with address and currency', async () => {
    const { body } = await get('/api/locations');
    expect(
      body._embedded.locations.map((location: { abbreviation: string }) => location.abbreviation),
    ).toEqual(['BTS', 'HAM', 'PRG', 'VIE']);
    const prague = body._embedded.locations[2];
    expect(prague).toMatchObject({
      currency: { isoCode: 'CZK' },
      address: { city: 'Praha 9', country: 'CZ' },
    });
    expect((await get('/api/locations/XXX')).status).toBe(404);
  });
});

describe('POST /api/zipCodeAreas (sync)', () => {
  const sync = async (query: string, username?: string) => {
    const headers = username ? await authHeader(portal, username) : {};
    const response = await portal.app.inject({ method: 'POST', url: `/api/zipCodeAreas${query}`, headers });
    return { status: response.statusCode, body: response.json() };
  };

  it('is for admins only', async () => {
    expect((await sync('?country=PL&query=Warszawa')).status).toBe(401);
    expect((await sync('?country=PL&query=Warszawa', 'customer1')).status).toBe(403);
  });

  it.each([
    ['', 'country', 'zipCodeAreas.sync.country-required'],
    ['?country=DE,AT&query=Wien', 'country', 'zipCodeAreas.sync.one-country-only'],
    ['?country=PL', 'query', 'zipCodeAreas.sync.query-required'],
    ['?country=QQ&query=x', 'country', 'zipCodeAreas.sync.country-unknown'],
    ['?country=DE&query=Berlin', 'query', 'zipCodeAreas.sync.too-many-results'],
  ])('refuses %j with a problem on %s', async (query, field, code) => {
    const { status, body } = await sync(query, 'admin');
    expect(status).toBe(400);
    expect(body.code).toBe(code);
    expect(body.errors).toEqual([{ field, defaultMessage: expect.any(String) }]);
  });

  it('adds the matching areas of the source once and records who did it', async () => {
    const first = await sync('?country=PL&query=Warszawa', 'admin');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ country: 'PL', found: 2, inserted: 2 });
    const again = await sync('?country=PL&query=Warszawa', 'admin');
    expect(again.body).toMatchObject({ found: 2, inserted: 0 });
    expect((await get('/api/zipCodeAreas/supportedCountries')).body).toContain('PL');
    const listed = await get('/api/zipCodeAreas?country=PL');
    expect(listed.body._embedded.zipCodeAreas.map((area: { zipCode: string }) => area.zipCode)).toEqual([
      '00-001',
      '00-950',
    ]);
    const changes = await portal.runtime.db
      .selectFrom('masterdata_changes')
      .selectAll()
      .where('entity', '=', 'zipCodeAreas')
      .execute();
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ entity_id: 'PL', action: 'ADD', user_login: 'admin' });
  });
});

describe('GET /api/holidays', () => {
  it('lists the public and bank holidays of a country in a range, named in the asked language', async () => {
    const german = await get('/api/holidays?country=de&from=2026-12-20&to=2027-01-10', {
      'accept-language': 'de-DE,de;q=0.9',
    });
    expect(german.status).toBe(200);
    expect(german.body.country).toBe('DE');
    expect(german.body.holidays.map((holiday: { date: string }) => holiday.date)).toEqual([
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
      '2026-12-31',
      '2027-01-01',
    ]);
    expect(german.body.holidays[1]).toEqual({ date: '2026-12-25', name: '1. Weihnachtstag' });

    const czech = await get('/api/holidays?country=CZ&from=2026-10-01&to=2026-11-30', {
      'accept-language': 'cs',
    });
    expect(czech.body.holidays).toEqual([
      { date: '2026-10-28', name: expect.stringContaining('samostatného') },
      { date: '2026-11-17', name: expect.stringContaining('svobodu') },
    ]);
    const slovak = await get('/api/holidays?country=SK&from=2026-01-01&to=2026-01-31');
    expect(slovak.body.holidays.map((holiday: { date: string }) => holiday.date)).toEqual([
      '2026-01-01',
      '2026-01-06',
    ]);
  });

  it('answers a bad range with field errors and an unknown country with no holidays', async () => {
    const backwards = await get('/api/holidays?country=DE&from=2026-12-31&to=2026-12-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual([
      { field: 'querystring.to', defaultMessage: 'must not lie before the start date' },
    ]);
    const tooLong = await get('/api/holidays?country=DE&from=2026-01-01&to=2028-01-01');
    expect(tooLong.status).toBe(400);
    const missing = await get('/api/holidays?from=2026-01-01&to=2026-02-01');
    expect(missing.body.errors).toEqual([expect.objectContaining({ field: 'querystring.country' })]);
    const nowhere = await get('/api/holidays?country=XX&from=2026-01-01&to=2026-12-31');
    expect(nowhere.body).toEqual({ country: 'XX', holidays: [] });
  });
});
