import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { type Api, apiAs, type Json, order } from './shipments-helpers.ts';

let portal: TestPortal;
let customer1: Api;
let customer2: Api;
let auditor: Api;

beforeAll(async () => {
  portal = await startTestPortal();
  customer1 = await apiAs(portal, 'customer1');
  customer2 = await apiAs(portal, 'customer2');
  auditor = await apiAs(portal, 'auditor');
});
afterAll(() => portal?.stop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A draft, a save changing the order number, and an announcement, with an instant between each. */
async function history() {
  const created = await customer1.request('POST', '/api/shipments', { body: order() });
  expect(created.status).toBe(201);
  const shipment: Json = created.body;
  await sleep(20);
  const afterCreate = new Date().toISOString();
  await sleep(20);
  const saved = await customer1.request('PUT', `/api/shipments/${shipment.shipmentNumber}`, {
    body: { ...order(), orderNumber: 'B-0815', version: shipment.version },
  });
  expect(saved.status).toBe(200);
  await sleep(20);
  const afterSave = new Date().toISOString();
  await sleep(20);
  const announced = await customer1.request('PUT', `/api/shipments/${shipment.shipmentNumber}`, {
    body: { ...order(), orderNumber: 'B-0815', version: saved.body.version, state: 'CREATE_ANNOUNCEMENT' },
  });
  expect(announced.status).toBe(200);
  return {
    number: String(shipment.shipmentNumber),
    created: shipment,
    saved: saved.body,
    announced: announced.body,
    afterCreate,
    afterSave,
  };
}

let shipment: Awaited<ReturnType<typeof history>>;
beforeAll(async () => {
  shipment = await history();
});

const revision = (api: Api, number: string, value: number | string) =>
  api.request('GET', `/api/shipments/${number}/revisions/${value}`);
const asOf = (api: Api, number: string, instant: string) =>
  api.request('GET', `/api/shipments/${number}/revisions?asOf=${encodeURIComponent(instant)}`);

describe('a shipment as it was at a revision', () => {
  it('answers the draft as created at revision 0, with what it set', async () => {
    const first = await revision(customer1, shipment.number, 0);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      shipmentNumber: shipment.number,
      state: 'DRAFT',
      orderNumber: 'A-4711',
      emonsCustomerId: '100001',
      location: 'HAM',
      revision: 0,
      version: 0,
      lastModifiedBy: 'Anna Müller',
    });
    expect(first.body.changes).toEqual(expect.arrayContaining([{ path: 'state', value: 'DRAFT' }]));
    expect(Object.keys(first.body._links).sort()).toEqual(['auditLog', 'next', 'self', 'shipment']);
    expect(first.body._links.self.href).toMatch(new RegExp(`/api/shipments/${shipment.number}/revisions/0$`));
    expect(first.body._links.shipment.href).toMatch(new RegExp(`/api/shipments/${shipment.number}$`));
  });

  it('answers the save with the changed field, and the announcement in the state it reached', async () => {
    const saved = await revision(customer1, shipment.number, shipment.saved.version);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ state: 'DRAFT', orderNumber: 'B-0815', revision: 1 });
    expect(saved.body.changes).toEqual([{ path: 'orderNumber', value: 'B-0815' }]);
    expect(saved.body._links.previous.href).toMatch(/\/revisions\/0$/);

    const last = await revision(customer1, shipment.number, shipment.announced.version);
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({ state: 'ANNOUNCED', orderNumber: 'B-0815', isOpen: true });
    expect(last.body.shippingNoticeCreated).toBe(shipment.announced.shippingNoticeCreated);
    expect(last.body.changes).toEqual(expect.arrayContaining([{ path: 'state', value: 'ANNOUNCED' }]));
    expect(last.body._links.next).toBeUndefined();
    // The shipment itself as the current representation shows it, but for links and revision data.
    const { _links, revision: _r, recordedAt: _t, changes: _c, lastModifiedAt: _a, ...rest } = last.body;
    const current = await customer1.request('GET', `/api/shipments/${shipment.number}`);
    const { _links: _l, lastModifiedAt: _b, ...currentRest } = current.body;
    expect(rest).toEqual(currentRest);
  });

  it('answers 404 beyond the stream, for an unknown shipment, and 400 for a revision that is no number', async () => {
    expect((await revision(customer1, shipment.number, shipment.announced.version + 1)).status).toBe(404);
    expect((await revision(customer1, '9999999', 0)).status).toBe(404);
    expect((await revision(customer1, shipment.number, 'x')).status).toBe(400);
    expect((await revision(customer1, shipment.number, -1)).status).toBe(400);
  });

  it("answers another customer's shipment like a missing one, and lets the auditor read", async () => {
    const foreign = await revision(customer2, shipment.number, 0);
    expect(foreign.status).toBe(404);
    expect((await asOf(customer2, shipment.number, shipment.afterSave)).status).toBe(404);
    const audited = await revision(auditor, shipment.number, 1);
    expect(audited.status).toBe(200);
    expect(audited.body.orderNumber).toBe('B-0815');
  });
});

describe('a shipment as it was at an instant', () => {
  it('answers the revision in force: after the create, after the save, now', async () => {
    const draft = await asOf(customer1, shipment.number, shipment.afterCreate);
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(draft.body).toMatchObject({ revision: 0, orderNumber: 'A-4711', state: 'DRAFT' });

    const saved = await asOf(customer1, shipment.number, shipment.afterSave);
    expect(saved.body).toMatchObject({ revision: 1, orderNumber: 'B-0815', state: 'DRAFT' });

    const now = await asOf(customer1, shipment.number, new Date(Date.now() + 60_000).toISOString());
    expect(now.body).toMatchObject({ revision: shipment.announced.version, state: 'ANNOUNCED' });
    expect(now.body._links.self.href).toMatch(
      new RegExp(`/api/shipments/${shipment.number}/revisions/${shipment.announced.version}$`),
    );
  });

  it('answers 404 before the shipment existed and 400 for what is no instant', async () => {
    expect((await asOf(customer1, shipment.number, '2000-01-01T00:00:00Z')).status).toBe(404);
    expect((await asOf(customer1, shipment.number, 'yesterday')).status).toBe(400);
    expect((await customer1.request('GET', `/api/shipments/${shipment.number}/revisions`)).status).toBe(400);
  });
});

describe('the audit log', () => {
  it('links each entry to the shipment as that revision left it', async () => {
    const log = await customer1.request('GET', `/api/shipments/${shipment.number}/auditLog`);
    expect(log.status).toBe(200);
    const entries: Json[] = log.body._embedded.auditEntries;
    expect(entries.length).toBe(shipment.announced.version + 1);
    for (const entry of entries) {
      expect(entry._links.shipment.href).toMatch(
        new RegExp(`/api/shipments/${shipment.number}/revisions/${entry.revision}$`),
      );
      const path = new URL(entry._links.shipment.href).pathname;
      const followed = await customer1.request('GET', path);
      expect(followed.status).toBe(200);
      expect(followed.body.revision).toBe(entry.revision);
    }
  });
});
