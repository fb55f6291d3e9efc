import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySftpPassword } from '../services/masterdata/index.ts';
import { type CallArgs, callAs } from './harness/calls.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';

let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

const call = (...args: CallArgs) => callAs(portal, ...args);

const viennaCustomer = {
  customerId: '200001',
  name: 'Donau Handels GmbH',
  street: 'Handelskai 94',
  zipCode: '1200',
  city: 'Wien',
  country: 'AT',
  location: 'VIE',
};

describe('customers administration', () => {
  it('shows a branch admin the customers of their branch only', async () => {
    const branch = await call('GET', '/api/admin/customers', 'branchadmin');
    expect(
      branch.body._embedded.customers.map((customer: { customerId: string }) => customer.customerId),
    ).toEqual(['100001']);
    expect((await call('GET', '/api/admin/customers/100002', 'branchadmin')).status).toBe(404);
    const central = await call('GET', '/api/admin/customers?location=PRG', 'centraladmin');
    expect(
      central.body._embedded.customers.map((customer: { customerId: string }) => customer.customerId),
    ).toEqual(['100002']);
    expect((await call('GET', '/api/admin/customers', 'customer1')).status).toBe(403);
  });

  it('offers the registration link of a customer, whose hash opens the invitation', async () => {
    const customer = await call('GET', '/api/admin/customers/100001', 'branchadmin');
    const invitation = new URL(customer.body._links.registerUser.href);
    expect(invitation.pathname).toBe('/registration');
    expect(invitation.searchParams.get('customerId')).toBe('100001');
    const hash = invitation.searchParams.get('hash') ?? '';
    const invited = await call('GET', `/api/customers/100001?hash=${encodeURIComponent(hash)}`);
    expect(invited.status).toBe(200);
    expect(invited.body).toMatchObject({ customerId: '100001' });
    const forged = await call('GET', `/api/customers/100002?hash=${encodeURIComponent(hash)}`);
    expect(forged.status).toBe(404);
  });

  it('creates a customer with default settings, changes and deletes it, recording each change', async () => {
    expect((await call('POST', '/api/admin/customers', 'branchadmin', viennaCustomer)).status).toBe(400);
    const created = await call('POST', '/api/admin/customers', 'centraladmin', viennaCustomer);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ customerId: '200001', activated: true, location: 'VIE' });
    expect((await call('POST', '/api/admin/customers', 'centraladmin', viennaCustomer)).status).toBe(409);
    const settings = await call('GET', '/api/admin/customers/200001/settings', 'centraladmin');
    expect(settings.body.map((setting: { name: string }) => setting.name)).toContain('WAIVER_CUSTOMER');

    const renamed = await call('PUT', '/api/admin/customers/200001', 'centraladmin', {
      ...viennaCustomer,
      name: 'Donau Handel AG',
    });
    expect(renamed.body.name).toBe('Donau Handel AG');
    expect((await call('DELETE', '/api/admin/customers/200001', 'centraladmin')).status).toBe(204);
    expect((await call('GET', '/api/admin/customers/200001', 'centraladmin')).status).toBe(404);
    const changes = await portal.runtime.db
      .selectFrom('masterdata_changes')
      .select(['action', 'user_login', 'modifications'])
      .where('entity', '=', 'customer')
      .where('entity_id', '=', '200001')
      .orderBy('id')
      .execute();
    expect(changes.map((change) => change.action)).toEqual(['ADD', 'MOD', 'DEL']);
    expect(changes[1]?.modifications).toEqual({ name: 'Donau Handel AG' });
  });

  it('refuses a customer id that is not six characters and missing required fields', async () => {
    const { status, body } = await call('POST', '/api/admin/customers', 'admin', {
      ...viennaCustomer,
      customerId: '12345',
      city: '',
    });
    expect(status).toBe(400);
    expect(body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['city', 'customerId']);
  });

  it('validates customer settings and generates the SFTP password once, keeping only its hash', async () => {
    const bulkiness = await call(
      'PUT',
      '/api/admin/customers/100001/settings/INVOICING_BULKINESS',
      'branchadmin',
      {
        value: 'ldm',
      },
    );
    expect(bulkiness.body.value).toBe('ldm');
    expect(
      (
        await call('PUT', '/api/admin/customers/100001/settings/INVOICING_BULKINESS', 'branchadmin', {
          value: 'kg',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(
          'PUT',
          '/api/admin/customers/100001/settings/ADDITIONAL_PALETTE_SWAP_COUNTRIES',
          'branchadmin',
          {
            value: 'PL, DE',
          },
        )
      ).status,
    ).toBe(400);

    const generated = await call(
      'PUT',
      '/api/admin/customers/100001/settings/SFTP_PASSWORD',
      'branchadmin',
      {},
    );
    expect(generated.body).toMatchObject({ name: 'SFTP_PASSWORD' });
    expect(generated.body.value).toMatch(/^[a-zA-HJ-NP-Z1-9]{12}$/);
    const shown = await call('GET', '/api/admin/customers/100001/settings/SFTP_PASSWORD', 'branchadmin');
    expect(shown.body.value).toBeNull();
    expect(await verifySftpPassword(portal.runtime.db, '100001', generated.body.value)).toBe(true);
    expect(await verifySftpPassword(portal.runtime.db, '100001', 'wrong-password')).toBe(false);
    const logged = await portal.runtime.db
      .selectFrom('masterdata_changes')
      .select('modifications')
      .where('entity_id', '=', '100001/SFTP_PASSWORD')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(logged.modifications)).not.toContain(generated.body.value);
  });

  it("lists a customer's address book for its branch admin and deletes it all", async () => {
    const customer = await call('GET', '/api/admin/customers/100002', 'centraladmin');
    const addressesPath = new URL(customer.body._links.addresses.href).pathname;
    expect((await call('GET', addressesPath, 'branchadmin')).status).toBe(404);
    const book = await call('GET', `${addressesPath}?sort=name,asc`, 'centraladmin');
    expect(book.body._embedded.addresses.map((address: { name: string }) => address.name)).toEqual([
      'Moravia Stroje a.s.',
      'Novák Logistika s.r.o.',
      'Ostravské Oceli s.r.o.',
      'Tatra Obchod s.r.o.',
    ]);
    expect(
      (await call('DELETE', new URL(customer.body._links.deleteAll.href).pathname, 'centraladmin')).status,
    ).toBe(204);
    expect((await call('GET', addressesPath, 'centraladmin')).body.page.totalElements).toBe(0);
    expect((await call('GET', '/api/addresses', 'customer2')).body.page.totalElements).toBe(0);
    expect((await call('GET', '/api/addresses', 'customer1')).body.page.totalElements).toBeGreaterThan(0);
  });
});
