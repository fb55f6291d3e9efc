import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailCatcher, startMailCatcher } from '../services/mail/mail-catcher.ts';
import { eventually } from './harness/eventually.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { type Api, apiAs, order } from './shipments-helpers.ts';

let portal: TestPortal;
let catcher: MailCatcher;
let admin: Api;
let branchAdmin: Api;
let customer1: Api;
let customer2: Api;

beforeAll(async () => {
  catcher = await startMailCatcher();
  portal = await startTestPortal({ SMTP_URL: catcher.url, MAIL_RETRY_BASE_MS: '50' });
  admin = await apiAs(portal, 'admin');
  branchAdmin = await apiAs(portal, 'branchadmin');
  customer1 = await apiAs(portal, 'customer1');
  customer2 = await apiAs(portal, 'customer2');
});

afterAll(async () => {
  await portal?.stop();
  await catcher?.stop();
});

describe('contract logistics (BELOG) customers', () => {
  it('only administrators mark a customer for contract logistics, with a boolean', async () => {
    const wrong = await admin.request('PUT', '/api/admin/customers/100001/settings/BELOG_CUSTOMER', {
      body: { value: 'yes' },
    });
    expect(wrong.status).toBe(400);
    const byCustomer = await customer1.request('PUT', '/api/admin/customers/100001/settings/BELOG_CUSTOMER', {
      body: { value: true },
    });
    expect(byCustomer.status).toBe(403);
    const settings = await admin.request('GET', '/api/admin/customers/100001/settings');
    expect(settings.status).toBe(200);
    expect(settings.body.map((setting: { name: string }) => setting.name)).toContain('BELOG_CUSTOMER');
  });

  it("makes the customer's shipments BELOG and mails the branch and the user on commissioning", async () => {
    const marked = await branchAdmin.request('PUT', '/api/admin/customers/100001/settings/BELOG_CUSTOMER', {
      body: { value: true },
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body).toMatchObject({ name: 'BELOG_CUSTOMER', value: true });

    for (const [name, value] of [
      ['BELOG_SEND_MAIL', 'ON'],
      ['BELOG_MAIL_ADDRESS', 'belog.user@example.com'],
    ]) {
      const saved = await customer1.request('PUT', `/api/settings/${name}`, { body: { name, value } });
      expect(saved.status).toBe(200);
    }

    const created = await customer1.request('POST', '/api/shipments', { body: order() });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.type).toBe('BELOG');
    // Only distribution shipments are announced by the customer (spec 000 section 4).
    expect(created.body._links.announce).toBeUndefined();

    const commissioned = await customer1.request(
      'PUT',
      `/api/shipments/${created.body.shipmentNumber}/commission`,
      { body: { ...order(), version: created.body.version } },
    );
    expect(commissioned.status, JSON.stringify(commissioned.body)).toBe(200);
    expect(commissioned.body).toMatchObject({ state: 'FINALIZED', type: 'BELOG' });

    const number = created.body.shipmentNumber as string;
    const mailsTo = (address: string) =>
      catcher.delivered.filter((mail) => mail.to.includes(address) && mail.raw.includes(number));
    const branchMail = await eventually(() => mailsTo('belog.ham@freight-portal.local')[0]);
    const userMail = await eventually(() => mailsTo('belog.user@example.com')[0]);
    expect(branchMail.subject).toContain(number);
    expect(userMail.subject).toContain(number);

    // Another customer's shipments stay distribution shipments.
    const other = await customer2.request('GET', '/api/shipments?size=1');
    expect(other.status).toBe(200);
    for (const shipment of other.body._embedded.shipments) expect(shipment.type).not.toBe('BELOG');
  });

  it('turned off again, new shipments of the customer are distribution shipments', async () => {
    const unmarked = await admin.request('PUT', '/api/admin/customers/100001/settings/BELOG_CUSTOMER', {
      body: { value: false },
    });
    expect(unmarked.status).toBe(200);
    const created = await customer1.request('POST', '/api/shipments', { body: order() });
    expect(created.status).toBe(201);
    expect(created.body.type).toBe('DISTRIBUTION');
  });
});
