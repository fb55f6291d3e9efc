import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallArgs, callAs, pathOf } from './harness/calls.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';

let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal();
  // Customer 100001 enters recipients by hand; 100002 keeps the default and takes them over.
  const setting = await callAs(
    portal,
    'PUT',
    '/api/admin/customers/100001/settings/MANUAL_INVOICE_RECIPIENTS',
    'branchadmin',
    { value: true },
  );
  expect(setting.status).toBe(200);
});
afterAll(() => portal?.stop());

const call = (...args: CallArgs) => callAs(portal, ...args);

const headOffice = {
  customerId: 'MUE-ZENTRALE',
  name: 'Müller Holding GmbH',
  street: 'Ballindamm 17',
  zipCode: '20095',
  city: 'Hamburg',
  country: 'DE',
  contactName: 'Buchhaltung',
  phone: '+49 40 3009871',
};

describe('invoice recipients', () => {
  it('lists the default the order form offers: the customer itself, read-only, until one is chosen', async () => {
    const offered = await call('GET', '/api/invoiceRecipientAddresses/default', 'customer1');
    const list = await call('GET', '/api/invoiceRecipientAddresses', 'customer1');
    expect(list.status).toBe(200);
    const listed = list.body._embedded.invoiceRecipientAddresses;
    expect(listed).toEqual([offered.body]);
    expect(listed[0]).toMatchObject({
      id: null,
      ownerCustomerId: '100001',
      customerId: '100001',
      name: 'Müller Maschinenbau GmbH',
      isDefault: true,
      _links: {},
    });
    expect(list.body.page.totalElements).toBe(1);
    // Found by its number and its name like any other recipient.
    const found = await call('GET', '/api/invoiceRecipientAddresses?query=maschinenbau', 'customer1');
    expect(found.body._embedded.invoiceRecipientAddresses).toHaveLength(1);
  });

  it('answers the customer itself as default until one is chosen, then the chosen one', async () => {
    const fallback = await call('GET', '/api/invoiceRecipientAddresses/default', 'customer1');
    expect(fallback.body).toMatchObject({
      customerId: '100001',
      name: 'Müller Maschinenbau GmbH',
      isDefault: true,
    });
    const created = await call('POST', '/api/invoiceRecipientAddresses', 'customer1', {
      ...headOffice,
      isDefault: true,
    });
    expect(created.status).toBe(201);
    const chosen = await call('GET', '/api/invoiceRecipientAddresses/default?customerId=100001', 'customer1');
    expect(chosen.body.id).toBe(created.body.id);
    // The chosen default takes the own master data's place in the list.
    const list = await call('GET', '/api/invoiceRecipientAddresses', 'customer1');
    expect(list.body._embedded.invoiceRecipientAddresses).toEqual([
      expect.objectContaining({ id: created.body.id, isDefault: true }),
    ]);
    expect(
      (await call('GET', '/api/invoiceRecipientAddresses/default?customerId=100001', 'customer2')).status,
    ).toBe(404);
  });

  it('finds a recipient by customer id, falling back to the forwarder customer of that id', async () => {
    const saved = await call(
      'GET',
      '/api/invoiceRecipientAddresses/find/byCustomerId/MUE-ZENTRALE',
      'customer1',
    );
    expect(saved.body).toMatchObject({ name: 'Müller Holding GmbH' });
    const provider = await call(
      'GET',
      '/api/invoiceRecipientAddresses/find/byCustomerId/100002',
      'customer1',
    );
    expect(provider.body).toMatchObject({ id: null, customerId: '100002', name: 'Novák Logistika s.r.o.' });
    expect(
      (await call('GET', '/api/invoiceRecipientAddresses/find/byCustomerId/999999', 'customer1')).status,
    ).toBe(404);
  });

  it('migrates a forwarder customer as recipient once', async () => {
    const migrated = await call('POST', '/api/invoiceRecipientAddresses/migrate/100002', 'customer1');
    expect(migrated.status).toBe(201);
    expect(migrated.body).toMatchObject({
      customerId: '100002',
      zipCode: '190 00',
      ownerCustomerId: '100001',
    });
    const again = await call('POST', '/api/invoiceRecipientAddresses/migrate/100002', 'customer1');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('invoiceRecipient.already-exists');
    expect((await call('POST', '/api/invoiceRecipientAddresses/migrate/999999', 'customer1')).body.code).toBe(
      'invoiceRecipient.not-found',
    );
    expect((await call('POST', '/api/invoiceRecipientAddresses/migrate/12345', 'customer1')).status).toBe(
      400,
    );
  });

  it('offers migrate to customers, create to administrators and to customers with manual recipients', async () => {
    const links = async (user: string) =>
      (await call('GET', '/api/invoiceRecipientAddresses', user)).body._links;
    // 100002 has no manual recipients: it takes them over, and entering one by hand is refused.
    expect(await links('customer2')).toMatchObject({
      migrate: { href: expect.stringMatching(/\/migrate\/\{customerId\}$/), templated: true },
    });
    expect(await links('customer2')).not.toHaveProperty('create');
    const refused = await call('POST', '/api/invoiceRecipientAddresses', 'customer2', {
      ...headOffice,
      customerId: 'NOV-ZENTRALE',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('invoiceRecipient.manual-not-allowed');
    expect(refused.body.detail).toContain('taken over by customer number');
    // 100001 enters them by hand (set in beforeAll), administrators always may.
    expect(await links('customer1')).toHaveProperty('create');
    expect(await links('customer1')).not.toHaveProperty('migrate');
    expect(await links('branchadmin')).toHaveProperty('create');
    expect(await links('branchadmin')).not.toHaveProperty('migrate');
    const forNovak = await call('POST', '/api/invoiceRecipientAddresses', 'centraladmin', {
      ...headOffice,
      customerId: 'NOV-ZENTRALE',
      ownerCustomerId: '100002',
    });
    expect(forNovak.status).toBe(201);
    await call('DELETE', pathOf(forNovak.body), 'centraladmin');
  });

  it('sorts by every column of the list', async () => {
    for (const column of ['isDefault', 'customerId', 'name', 'street', 'country', 'zipCode', 'city']) {
      const sorted = await call('GET', `/api/invoiceRecipientAddresses?sort=${column},desc`, 'customer1');
      expect(sorted.status, column).toBe(200);
    }
    const byZip = await call('GET', '/api/invoiceRecipientAddresses?sort=zipCode,asc', 'customer1');
    const zips = byZip.body._embedded.invoiceRecipientAddresses.map((r: { zipCode: string }) => r.zipCode);
    expect(zips).toEqual([...zips].sort());
  });

  it("keeps each customer's recipients to itself", async () => {
    const list = await call('GET', '/api/invoiceRecipientAddresses', 'customer1');
    const recipient = list.body._embedded.invoiceRecipientAddresses[0];
    // 100002 sees only its own master data, its default.
    const other = (await call('GET', '/api/invoiceRecipientAddresses', 'customer2')).body;
    expect(other.page.totalElements).toBe(1);
    expect(other._embedded.invoiceRecipientAddresses[0]).toMatchObject({ id: null, customerId: '100002' });
    expect((await call('GET', pathOf(recipient), 'customer2')).status).toBe(404);
    expect((await call('PUT', pathOf(recipient), 'customer2', headOffice)).status).toBe(404);
    expect((await call('DELETE', pathOf(recipient), 'customer2')).status).toBe(404);
  });

  it('validates, updates and deletes a recipient', async () => {
    const invalid = await call('POST', '/api/invoiceRecipientAddresses', 'customer1', {
      ...headOffice,
      customerId: 'OTHER',
      zipCode: '2009',
      phone: '12',
      city: '',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'city',
      'phone',
      'zipCode',
    ]);
    const created = await call('POST', '/api/invoiceRecipientAddresses', 'customer1', {
      ...headOffice,
      customerId: 'MUE-WERK2',
    });
    const updated = await call('PUT', pathOf(created.body), 'customer1', {
      ...headOffice,
      customerId: 'MUE-WERK2',
      contactName: 'Werk 2',
    });
    expect(updated.body.contactName).toBe('Werk 2');
    const clash = await call('PUT', pathOf(created.body), 'customer1', headOffice);
    expect(clash.status).toBe(409);
    expect((await call('DELETE', pathOf(created.body), 'customer1')).status).toBe(204);
    expect((await call('GET', pathOf(created.body), 'customer1')).status).toBe(404);
  });
});
