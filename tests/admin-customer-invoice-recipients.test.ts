import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallArgs, callAs } from './harness/calls.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';

let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

const call = (...args: CallArgs) => callAs(portal, ...args);
const recipient = (owner: string, customerId: string, name: string) => ({
  ownerCustomerId: owner,
  customerId,
  name,
  street: 'Ballindamm 17',
  zipCode: '20095',
  city: 'Hamburg',
  country: 'DE',
});
const names = (body: { _embedded: { invoiceRecipientAddresses: { name: string }[] } }) =>
  body._embedded.invoiceRecipientAddresses.map((entry) => entry.name);

describe("a customer's invoice recipients in the customer administration", () => {
  it('are linked from the customer and list only that customer’s recipients', async () => {
    for (const [owner, id, name] of [
      ['100001', 'HAM-1', 'Hamburger Rechnungsstelle'],
      ['100002', 'PRG-1', 'Pražská fakturace'],
    ] as const) {
      expect(
        (await call('POST', '/api/invoiceRecipientAddresses', 'centraladmin', recipient(owner, id, name)))
          .status,
      ).toBe(201);
    }
    const customer = await call('GET', '/api/admin/customers/100001', 'centraladmin');
    const href = new URL(customer.body._links.invoiceRecipients.href);
    const list = await call('GET', `${href.pathname}${href.search}`, 'centraladmin');
    // Beside the saved one, the customer's own master data: its default while none is chosen.
    expect(names(list.body)).toEqual(['Hamburger Rechnungsstelle', 'Müller Maschinenbau GmbH']);
    expect(list.body._links.create).toBeDefined();

    // Another branch's customer stays invisible to a branch admin, as everywhere else.
    const foreign = await call('GET', '/api/invoiceRecipientAddresses?ownerCustomerId=100002', 'branchadmin');
    expect(foreign.status).toBe(200);
    expect(names(foreign.body)).toEqual([]);
    const own = await call('GET', '/api/invoiceRecipientAddresses?ownerCustomerId=100001', 'branchadmin');
    expect(names(own.body)).toEqual(['Hamburger Rechnungsstelle', 'Müller Maschinenbau GmbH']);
    expect(
      (await call('GET', '/api/invoiceRecipientAddresses?ownerCustomerId=12', 'centraladmin')).status,
    ).toBe(400);
  });
});
