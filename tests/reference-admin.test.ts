import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallArgs, callAs } from './harness/calls.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';

let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

const call = (...args: CallArgs) => callAs(portal, ...args);

const changesOf = (entity: string, entityId: string) =>
  portal.runtime.db
    .selectFrom('masterdata_changes')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();

// QZ is a user-assigned ISO code, so no seeded country is in the way.
const testland = {
  alpha2Code: 'qz',
  alpha3Code: 'qzz',
  isoCode: '999',
  iocCode: 'qzz',
  names: { en: 'Testland' },
};

describe('countries administration', () => {
  it('offers create, modify and delete links to admins only', async () => {
    const list = await call('GET', '/api/admin/countries?size=5', 'admin');
    expect(list.status).toBe(200);
    expect(list.body._links.create.href).toMatch(/\/api\/countries$/);
    expect(list.body._embedded.countries[0]._links).toMatchObject({
      self: expect.anything(),
      modify: expect.anything(),
      delete: expect.anything(),
    });
    expect((await call('GET', '/api/admin/countries', 'centraladmin')).status).toBe(403);
    expect((await call('GET', '/api/admin/countries')).status).toBe(401);
    expect((await call('POST', '/api/countries', 'customer1', testland)).status).toBe(403);
  });

  it('creates, modifies and deletes a country and records each change with its author', async () => {
    const created = await call('POST', '/api/countries', 'admin', testland);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      alpha2Code: 'QZ',
      alpha3Code: 'QZZ',
      iocCode: 'QZZ',
      name: 'Testland',
    });
    expect((await call('POST', '/api/countries', 'admin', testland)).status).toBe(409);

    const modified = await call('PUT', '/api/countries/QZ', 'admin', { ...testland, iocCode: 'QZX' });
    expect(modified.status).toBe(200);
    expect(modified.body.iocCode).toBe('QZX');
    expect((await call('GET', '/api/countries/QZ')).body.iocCode).toBe('QZX');

    expect((await call('DELETE', '/api/countries/QZ', 'admin')).status).toBe(204);
    expect((await call('GET', '/api/countries/QZ')).status).toBe(404);
    expect((await call('DELETE', '/api/countries/QZ', 'admin')).status).toBe(404);

    const changes = await changesOf('country', 'QZ');
    expect(changes.map((change) => [change.action, change.user_login])).toEqual([
      ['ADD', 'admin'],
      ['MOD', 'admin'],
      ['DEL', 'admin'],
    ]);
    expect(changes[1]?.modifications).toEqual({ iocCode: 'QZX' });
    expect(changes[0]?.user_full_name).not.toBe('');
  });

  it('answers invalid codes with field errors', async () => {
    const { status, body } = await call('POST', '/api/countries', 'admin', {
      alpha2Code: 'X1',
      alpha3Code: 'XKX',
      isoCode: '92',
    });
    expect(status).toBe(400);
    expect(body.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'alpha2Code',
      'iocCode',
      'isoCode',
    ]);
  });
});

describe('locations administration', () => {
  const emails = {
    announcementEmail: ['avis.ham@freight-portal.local', 'disposition.ham@freight-portal.local'],
    inquiryEmail: ['anfragen.ham@freight-portal.local'],
    cancellationEmail: ['storno.ham@freight-portal.local'],
    belogEmail: ['belog.ham@freight-portal.local'],
    insuranceEmail: ['versicherung.ham@freight-portal.local'],
    registrationEmail: ['vertrieb.ham@freight-portal.local'],
  };

  it('lists the branches with barcode data, and lets a branch admin modify only their own', async () => {
    const { status, body } = await call('GET', '/api/admin/locations', 'branchadmin');
    expect(status).toBe(200);
    const byAbbreviation = Object.fromEntries(
      body._embedded.locations.map((location: { abbreviation: string }) => [location.abbreviation, location]),
    );
    expect(byAbbreviation.HAM).toMatchObject({
      barcodeInfos: { globalLocationPrefix: '4012345', globalLocationNumber: '4012345000016' },
      ssccCounterMin: 100000000,
    });
    expect(byAbbreviation.HAM._links.modify).toBeDefined();
    expect(byAbbreviation.PRG._links.modify).toBeUndefined();
    expect((await call('GET', '/api/admin/locations', 'customer1')).status).toBe(403);

    const refused = await call('PUT', '/api/admin/locations/PRG', 'branchadmin', emails);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('location.save-not-allowed');
  });

  it('saves valid e-mail lists, refuses invalid ones and records the change', async () => {
    const invalid = await call('PUT', '/api/admin/locations/HAM', 'branchadmin', {
      ...emails,
      inquiryEmail: ['not an address'],
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual([
      { field: expect.stringMatching(/^inquiryEmail(\[0\]|\.0)$/), defaultMessage: expect.any(String) },
    ]);

    const saved = await call('PUT', '/api/admin/locations/ham', 'branchadmin', emails);
    expect(saved.status).toBe(200);
    expect(saved.body.announcementEmail).toEqual(emails.announcementEmail);
    const changes = await changesOf('location', 'HAM');
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ action: 'MOD', user_login: 'branchadmin' });
    expect(changes[0]?.modifications).toEqual({ announcementEmail: emails.announcementEmail });
    // The branch's changes link shows the same, newest first, to its administrators.
    expect(saved.body._links.changes.href).toMatch(/\/api\/admin\/locations\/HAM\/changes$/);
    const log = await call('GET', '/api/admin/locations/HAM/changes', 'branchadmin');
    expect(log.status).toBe(200);
    expect(log.body._embedded.auditEntries).toEqual([
      expect.objectContaining({
        type: 'MOD',
        userLogin: 'branchadmin',
        modifications: { announcementEmail: emails.announcementEmail },
      }),
    ]);
    expect((await call('GET', '/api/admin/locations/NOPE/changes', 'centraladmin')).status).toBe(404);
    expect((await call('GET', '/api/admin/locations/HAM/changes', 'customer1')).status).toBe(403);
  });

  it('pages zones and routings 50 at a time and finds them by relation or zip code', async () => {
    const routings = await call('GET', '/api/admin/locations/HAM/routings', 'centraladmin');
    expect(routings.status).toBe(200);
    expect(routings.body.page.size).toBe(50);
    expect(routings.body._embedded.routings.length).toBeGreaterThan(3);
    const prague = await call('GET', '/api/admin/locations/HAM/routings?query=HAM-PRG', 'centraladmin');
    expect(prague.body._embedded.routings).toHaveLength(1);
    const routing = prague.body._embedded.routings[0];
    expect(routing).toMatchObject({
      zipCodeAreaInterval: { start: { alpha2Code: 'CZ', zipCode: '100 00' } },
      distribution: { relation: 'HAM-PRG' },
      productMap: { E01: 'YES' },
    });
    const detail = await call('GET', new URL(routing._links.self.href).pathname, 'centraladmin');
    expect(detail.body.id).toBe(routing.id);
    const zones = await call('GET', '/api/admin/locations/HAM/zones', 'centraladmin');
    expect(zones.body._embedded.zones[0].zipCodeAreaInterval.start.zipCode).toBe('20000');
    expect((await call('GET', '/api/admin/locations/XXX/zones', 'centraladmin')).status).toBe(404);
  });

  it('lists every notification code for admins', async () => {
    const { status, body } = await call('GET', '/api/admin/notificationCodes', 'admin');
    expect(status).toBe(200);
    expect(body._embedded.notificationCodes.map((code: { identifier: string }) => code.identifier)).toContain(
      '130',
    );
    expect((await call('GET', '/api/admin/notificationCodes', 'branchadmin')).status).toBe(403);
  });
});
