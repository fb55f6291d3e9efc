import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallArgs, callAs, pathOf } from './harness/calls.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { order } from './shipments-helpers.ts';

let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

const call = (...args: CallArgs) => callAs(portal, ...args);
const FIND = '/api/admin/customers/search/findLocationsOnOccurrence';

const address = (name: string, extra: object = {}) => ({
  types: ['CONSIGNEE'],
  name,
  street: 'Hauptstraße 1',
  zipCode: '10115',
  city: 'Berlin',
  country: 'DE',
  ...extra,
});

describe('the branches on which customers occur', () => {
  it('lists the branches of the matching customers with their number, narrowed and sorted', async () => {
    const all = await call('GET', `${FIND}?projection=dropDown&sort=abbreviation,asc&size=100`, 'admin');
    expect(all.status).toBe(200);
    const abbreviations = all.body._embedded.locations.map(
      (entry: { abbreviation: string }) => entry.abbreviation,
    );
    expect(abbreviations).toEqual(expect.arrayContaining(['HAM', 'PRG']));
    expect(abbreviations).toEqual([...abbreviations].sort());
    const ham = all.body._embedded.locations.find(
      (entry: { abbreviation: string }) => entry.abbreviation === 'HAM',
    );
    expect(ham).toMatchObject({ customerCount: expect.any(Number), name: expect.any(String) });
    expect(ham._links.self.href).toContain('/api/admin/locations/HAM');

    const byCustomer = await call('GET', `${FIND}?query=100002`, 'admin');
    expect(byCustomer.body._embedded.locations).toEqual([
      expect.objectContaining({ abbreviation: 'PRG', customerCount: 1 }),
    ]);
    const narrowed = await call('GET', `${FIND}?queryDropDown=ham`, 'admin');
    expect(
      narrowed.body._embedded.locations.map((entry: { abbreviation: string }) => entry.abbreviation),
    ).toEqual(['HAM']);
  });

  it("shows a branch admin only their branch's customers and refuses a wrong sort", async () => {
    const own = await call('GET', FIND, 'branchadmin');
    expect(own.status).toBe(200);
    expect(own.body._embedded.locations.map((entry: { abbreviation: string }) => entry.abbreviation)).toEqual(
      ['HAM'],
    );
    expect((await call('GET', `${FIND}?sort=customerCount,asc`, 'admin')).status).toBe(400);
    expect((await call('GET', FIND, 'customer1')).status).toBe(403);
  });
});

describe("assigning a user by saving it on the user's self link", () => {
  it("saves the user's customers; a branch admin changes only their own branch's", async () => {
    const user = await call('GET', '/api/admin/users/customer2', 'admin');
    expect(user.body.customerIds).toEqual(['100002']);
    const self = pathOf(user.body);

    const added = await call('PUT', self, 'admin', { ...user.body, customerIds: ['100002', '100001'] });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.customerIds).toEqual(['100001', '100002']);
    const members = await call('GET', '/api/admin/customers/100001/members', 'admin');
    expect(members.body._embedded.users.map((member: { username: string }) => member.username)).toContain(
      'customer2',
    );

    // Customer 100002 is PRG's: the Hamburg branch admin may not take it away.
    const foreign = await call('PUT', self, 'branchadmin', { customerIds: ['100001'] });
    expect(foreign.status).toBe(404);
    const unassigned = await call('PUT', self, 'branchadmin', { customerIds: ['100002'] });
    expect(unassigned.status).toBe(200);
    expect(unassigned.body.customerIds).toEqual(['100002']);

    const invalid = await call('PUT', self, 'admin', { customerIds: ['1', 7] });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'customerIds[0]',
      'customerIds[1]',
    ]);
    expect((await call('PUT', '/api/admin/users/nobody', 'admin', { customerIds: [] })).status).toBe(404);
  });
});

describe('the address links', () => {
  it('offers modifyAddressData only where the user may change the address data', async () => {
    const own = await call('POST', '/api/addresses', 'customer1', address('Eigene Adresse'));
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect(own.body._links.modifyAddressData).toBeDefined();

    const created = await call(
      'POST',
      '/api/addresses',
      'admin',
      address('Kunde des Spediteurs', { emonsCustomerId: '100002', ownerCustomerId: '100001' }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body._links.modifyAddressData).toBeDefined();
    const seen = await call('GET', pathOf(created.body), 'customer1');
    expect(seen.body._links.modify).toBeDefined();
    expect(seen.body._links.modifyAddressData).toBeUndefined();
  });

  it('lets a customer delete all of their own addresses, and no one else', async () => {
    await call('POST', '/api/addresses', 'customer2', address('Bleibt'));
    const list = await call('GET', '/api/addresses', 'customer1');
    expect(list.body.page.totalElements).toBeGreaterThan(0);
    expect(list.body._links.deleteAll).toBeDefined();
    expect((await call('GET', '/api/addresses', 'admin')).body._links.deleteAll).toBeUndefined();

    expect((await call('DELETE', '/api/addresses?ownerCustomerId=100001', 'customer2')).status).toBe(404);
    expect((await call('DELETE', '/api/addresses', 'admin')).status).toBe(404);
    const deleted = await call('DELETE', new URL(list.body._links.deleteAll.href).pathname, 'customer1');
    expect(deleted.status).toBe(204);
    expect((await call('GET', '/api/addresses', 'customer1')).body.page.totalElements).toBe(0);
    expect((await call('GET', '/api/addresses', 'customer2')).body.page.totalElements).toBeGreaterThan(0);
    const changes = await portal.runtime.db
      .selectFrom('masterdata_changes')
      .select(['action', 'user_login'])
      .where('entity', '=', 'addressBook')
      .where('entity_id', '=', '100001')
      .execute();
    expect(changes).toEqual([{ action: 'DEL', user_login: 'customer1' }]);
  });
});

describe('the neutral consignor of a shipment', () => {
  const neutralConsignor = {
    name: 'Neutral Versand GmbH',
    street: 'Alsterufer 3',
    zipCode: '20354',
    city: 'Hamburg',
    country: 'DE',
  };

  it('is refused unless the sender is shipped neutrally, and kept when it is', async () => {
    const refused = await call('POST', '/api/shipments', 'customer1', order({ neutralConsignor }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: 'neutralConsignor', defaultMessage: expect.any(String) }]);
    const base = order();
    const saved = await call(
      'POST',
      '/api/shipments',
      'customer1',
      order({ neutralConsignor, sender: { ...base.sender, isNeutral: true } }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.neutralConsignor).toMatchObject({ name: 'Neutral Versand GmbH' });
  });
});
