import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallArgs, callAs, pathOf } from './harness/calls.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';

let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

const call = (...args: CallArgs) => callAs(portal, ...args);

const consignee = {
  types: ['CONSIGNEE'],
  name: 'Pražské Strojírny a.s.',
  street: 'Průmyslová 11',
  country: 'CZ',
  zipCode: '10200',
  city: 'Praha 10',
  contactName: 'Eva Nováková',
  phone: '+420 271 000 111',
  mobile: '+420 603 123 456',
  email: 'prijem@prazske-strojirny.example',
};

describe('address book', () => {
  it("lists only the user's own customer's addresses, filtered by type", async () => {
    const own = await call('GET', '/api/addresses', 'customer1');
    expect(own.status).toBe(200);
    expect(
      own.body._embedded.addresses.every(
        (address: { ownerCustomerId: string }) => address.ownerCustomerId === '100001',
      ),
    ).toBe(true);
    expect(own.body._embedded.addresses).toHaveLength(4);
    const consignees = await call('GET', '/api/addresses?type=CONSIGNEE&sort=city,asc', 'customer1');
    expect(consignees.body._embedded.addresses.map((address: { city: string }) => address.city)).toEqual([
      'Berlin',
      'München',
      'Wien',
    ]);
    expect((await call('GET', '/api/addresses?type=NOBODY', 'customer1')).status).toBe(400);
  });

  it('answers the default sender, and 404 when there is no default consignee', async () => {
    const sender = await call('GET', '/api/addresses/defaultSender', 'customer1');
    expect(sender.body).toMatchObject({ name: 'Müller Maschinenbau GmbH', isDefaultSenderAddress: true });
    expect((await call('GET', '/api/addresses/defaultConsignee', 'customer1')).status).toBe(404);
    const other = await call('GET', '/api/addresses/defaultSender', 'customer2');
    expect(other.body.name).toBe('Novák Logistika s.r.o.');
  });

  it("never shows or changes another customer's address", async () => {
    const sender = await call('GET', '/api/addresses/defaultSender', 'customer1');
    const path = pathOf(sender.body);
    expect((await call('GET', path, 'customer2')).status).toBe(404);
    expect((await call('PUT', path, 'customer2', { ...consignee })).status).toBe(404);
    expect((await call('DELETE', path, 'customer2')).status).toBe(404);
    expect((await call('GET', path, 'customer1')).status).toBe(200);
    const created = await call('POST', '/api/addresses', 'customer2', {
      ...consignee,
      ownerCustomerId: '100001',
    });
    expect(created.status).toBe(404);
  });

  it('creates an address with its zip code in the country format, updates and deletes it', async () => {
    const created = await call('POST', '/api/addresses', 'customer2', consignee);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ownerCustomerId: '100002', zipCode: '102 00', country: 'CZ' });
    const path = pathOf(created.body);
    const updated = await call('PUT', path, 'customer2', { ...consignee, contactName: 'Jan Novotný' });
    expect(updated.body.contactName).toBe('Jan Novotný');
    expect((await call('DELETE', path, 'customer2')).status).toBe(204);
    expect((await call('GET', path, 'customer2')).status).toBe(404);
    const changes = await portal.runtime.db
      .selectFrom('masterdata_changes')
      .selectAll()
      .where('entity', '=', 'address')
      .where('entity_id', '=', created.body.id)
      .orderBy('id')
      .execute();
    expect(changes.map((change) => [change.action, change.user_login])).toEqual([
      ['ADD', 'customer2'],
      ['MOD', 'customer2'],
      ['DEL', 'customer2'],
    ]);
    expect(changes[1]?.modifications).toEqual({ contactName: 'Jan Novotný' });
  });

  it.each([
    ['no role', { types: [] }, 'types'],
    ['a default sender that is no sender', { types: ['CONSIGNEE', 'DEFAULT_SENDER'] }, 'types'],
    ['a zip code of the wrong format', { zipCode: '1020' }, 'zipCode'],
    ['an invalid phone number', { phone: '12' }, 'phone'],
    ['a landline as mobile number', { mobile: '+420 271 000 111' }, 'mobile'],
    ['an invalid e-mail', { email: 'prijem-at-example' }, 'email'],
    ['a name over 35 characters', { name: 'N'.repeat(36) }, 'name'],
    [
      'autosend on a loading site without e-mail',
      { types: ['LOADING_SITE'], autosendShippingDocuments: true, email: '' },
      'email',
    ],
  ])('refuses %s with a field error', async (_case, change, field) => {
    const { status, body } = await call('POST', '/api/addresses', 'customer2', { ...consignee, ...change });
    expect(status).toBe(400);
    expect(body.errors.map((error: { field: string }) => error.field)).toContain(field);
  });

  it('names every wrong field at once', async () => {
    const { status, body } = await call('POST', '/api/addresses', 'customer2', {
      ...consignee,
      name: '',
      zipCode: '1020',
      phone: '12',
    });
    expect(status).toBe(400);
    expect(body.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'name',
      'phone',
      'zipCode',
    ]);
  });

  it('keeps one default consignee per address book', async () => {
    const first = await call('POST', '/api/addresses', 'customer2', {
      ...consignee,
      isDefaultConsigneeAddress: true,
    });
    expect(first.body.types).toEqual(['CONSIGNEE', 'DEFAULT_CONSIGNEE']);
    expect((await call('GET', '/api/addresses/defaultConsignee', 'customer2')).body.id).toBe(first.body.id);
    const second = await call('POST', '/api/addresses', 'customer2', {
      ...consignee,
      name: 'Brněnské Stroje s.r.o.',
      types: ['CONSIGNEE', 'DEFAULT_CONSIGNEE'],
    });
    expect((await call('GET', '/api/addresses/defaultConsignee', 'customer2')).body.id).toBe(second.body.id);
    const demoted = await call('GET', pathOf(first.body), 'customer2');
    expect(demoted.body).toMatchObject({ isDefaultConsigneeAddress: false, types: ['CONSIGNEE'] });
  });

  it('locks the provider data of an address for customers, not for administrators', async () => {
    const sender = (await call('GET', '/api/addresses/defaultSender', 'customer1')).body;
    const { _links, id, ownerCustomerId, isNeutral, ...payload } = sender;
    const renamed = await call('PUT', pathOf(sender), 'customer1', { ...payload, name: 'Müller AG' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.errors).toEqual([{ field: 'name', defaultMessage: expect.any(String) }]);
    const contact = await call('PUT', pathOf(sender), 'customer1', {
      ...payload,
      contactName: 'Jonas Müller',
    });
    expect(contact.status).toBe(200);
    const claimed = await call('POST', '/api/addresses', 'customer1', {
      ...consignee,
      emonsCustomerId: '100002',
    });
    expect(claimed.body.errors).toEqual([{ field: 'emonsCustomerId', defaultMessage: expect.any(String) }]);
    const byAdmin = await call('PUT', pathOf(sender), 'admin', {
      ...payload,
      contactName: 'Jonas Müller',
      name: 'Müller AG',
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.name).toBe('Müller AG');
  });
});
