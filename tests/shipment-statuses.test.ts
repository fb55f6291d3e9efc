import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookPayloadSchemas } from '../contracts/integrations.ts';
import { authHeader } from './harness/auth.ts';
import { fetchJson } from './harness/calls.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { startWebhookReceiver, type WebhookReceiver } from './harness/webhook-receiver.ts';
import { type Json, order } from './shipments-helpers.ts';

/**
 * The journey after commissioning end to end: customer 100001's forwarder system (a machine client
 * with status:write) reports a commissioned shipment's statuses, one twice and one late; the list,
 * the history, the consignee's tracking and a webhook subscription each show them, and a customer's
 * own user may read but not report.
 */

let portal: TestPortal;
let receiver: WebhookReceiver;
let receiverUrl: string;
let received: Json[];

beforeAll(async () => {
  portal = await startTestPortal({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE_MS: '200' });
  receiver = await startWebhookReceiver();
  receiverUrl = receiver.url;
  received = receiver.received;
});
afterAll(async () => {
  await portal?.stop();
  await receiver?.close();
});

const call = (method: string, path: string, auth: Record<string, string>, body?: unknown) =>
  fetchJson(portal, method, path, auth, body);

const as = (username: string) => authHeader(portal, username);

/** A machine client of customer 100001 made through the admin API, and its token. */
async function machineClient(scopes: string[]): Promise<Record<string, string>> {
  const created = await call('POST', '/api/admin/customers/100001/apiClients', await as('centraladmin'), {
    name: 'TMS',
    scopes,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { clientId, clientSecret } = created.body;
  const response = await fetch(`${portal.app.identity.issuer()}/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: scopes.join(' ') }).toString(),
  });
  const token = (await response.json()) as Json;
  expect(response.status, JSON.stringify(token)).toBe(200);
  return { authorization: `Bearer ${token.access_token}` };
}

async function saved(username = 'customer1', overrides: Json = {}) {
  const created = await call('POST', '/api/shipments', await as(username), { ...order(), ...overrides });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as Json;
}

async function commissioned() {
  const draft = await saved();
  const done = await call('PUT', `/api/shipments/${draft.shipmentNumber}/commission`, await as('customer1'), {
    ...order(),
    version: draft.version,
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body.shipmentNumber as string;
}

const statuses = (number: string) => `/api/shipments/${number}/statuses`;

describe('the journey of a commissioned shipment', () => {
  let tms: Record<string, string>;
  let number: string;

  beforeAll(async () => {
    const subscribed = await call('POST', '/api/admin/customers/100001/webhooks', await as('centraladmin'), {
      url: receiverUrl,
      events: ['shipment.statusReported'],
    });
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(201);
    const deliveriesAndExceptions = await call(
      'POST',
      '/api/admin/customers/100001/webhooks',
      await as('centraladmin'),
      { url: receiverUrl, events: ['shipment.delivered', 'shipment.exception'] },
    );
    expect(deliveriesAndExceptions.status, JSON.stringify(deliveriesAndExceptions.body)).toBe(201);
    tms = await machineClient(['shipments:read', 'status:write']);
    number = await commissioned();
  });

  it('records reports of a machine client with status:write; the same report id twice changes nothing', async () => {
    const pickedUp = {
      reportId: `TMS-${number}-1`,
      status: 'PICKED_UP',
      occurredAt: '2026-11-24T08:00:00+01:00',
      place: { branch: 'HAM', zipCode: '20539', city: 'Hamburg', country: 'DE' },
      reporter: 'Driver Jan Dvořák',
    };
    const first = await call('POST', statuses(number), tms, pickedUp);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      outcome: 'RECORDED',
      current: { status: 'PICKED_UP', exception: false },
    });
    const again = await call('POST', statuses(number), tms, { ...pickedUp, status: 'DELIVERED' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ outcome: 'DUPLICATE', current: { status: 'PICKED_UP' } });

    const attempted = await call('POST', statuses(number), tms, {
      reportId: `TMS-${number}-3`,
      status: 'DELIVERY_ATTEMPTED',
      occurredAt: '2026-11-25T09:12:00+01:00',
      place: { branch: 'MUC', zipCode: '80339', city: 'München', country: 'DE' },
      reason: 'CONSIGNEE_ABSENT',
      remarks: 'Nobody at the door, neighbour Mrs Novak away too',
    });
    expect(attempted.status, JSON.stringify(attempted.body)).toBe(201);
    // A late scan from the hub: older than the attempt, so history only.
    const late = await call('POST', statuses(number), tms, {
      reportId: `TMS-${number}-2`,
      status: 'DEPARTED',
      occurredAt: '2026-11-24T19:30:00Z',
      sscc: '340123450000000018',
    });
    expect(late.status, JSON.stringify(late.body)).toBe(201);
    expect(late.body.current).toMatchObject({ status: 'DELIVERY_ATTEMPTED', exception: true });
  });

  it('shows the current status in the list, and the exceptions filter finds the shipment', async () => {
    const shipment = await call('GET', `/api/shipments/${number}`, await as('customer1'));
    expect(shipment.body.journey).toEqual({
      status: 'DELIVERY_ATTEMPTED',
      occurredAt: '2026-11-25T08:12:00.000Z',
      exception: true,
    });
    const exceptions = await call('GET', '/api/shipments?journey=exception&size=1000', await as('customer1'));
    expect(exceptions.status).toBe(200);
    const rows = exceptions.body._embedded.shipments as Json[];
    const row = rows.find((entry) => entry.shipmentNumber === number);
    expect(row?.journey).toEqual(shipment.body.journey);
    expect(rows.every((entry) => entry.journey?.exception === true)).toBe(true);
    expect(exceptions.body.page.totalElements).toBe(rows.length);
    const other = await commissioned();
    const filtered = await call('GET', '/api/shipments?journey=exception&size=1000', await as('customer1'));
    expect(filtered.body._embedded.shipments.map((entry: Json) => entry.shipmentNumber)).not.toContain(other);
    const searched = await call(
      'GET',
      `/api/shipments?journey=exception&query=${number}`,
      await as('customer1'),
    );
    expect(searched.body._embedded.shipments.map((entry: Json) => entry.shipmentNumber)).toEqual([number]);
  });

  it('answers the history newest first, the late scan in its place, to whoever may read the shipment', async () => {
    const timeline = await call('GET', statuses(number), await as('customer1'));
    expect(timeline.status).toBe(200);
    expect(timeline.body.current.status).toBe('DELIVERY_ATTEMPTED');
    expect(timeline.body.statuses.map((entry: Json) => [entry.status, entry.rec24, entry.current])).toEqual([
      ['DELIVERY_ATTEMPTED', '23', true],
      ['DEPARTED', '24', false],
      ['PICKED_UP', '13', true],
    ]);
    expect(timeline.body.statuses[0]).toMatchObject({
      reason: 'CONSIGNEE_ABSENT',
      remarks: 'Nobody at the door, neighbour Mrs Novak away too',
      place: { branch: 'MUC', city: 'München' },
    });
    expect(timeline.body.statuses[1].sscc).toBe('340123450000000018');
    const foreign = await call('GET', statuses(number), await as('customer2'));
    expect(foreign.status).toBe(404);
    const machine = await call('GET', statuses(number), tms);
    expect(machine.status).toBe(200);
  });

  it('lists each report in the audit log, and keeps the remarks sealed at rest', async () => {
    const log = await call('GET', `/api/shipments/${number}/auditLog`, await as('customer1'));
    expect(log.status).toBe(200);
    const entries = log.body._embedded.auditEntries as Json[];
    const statuses = entries.map((entry) => entry.modifications?.['journey.status']).filter(Boolean);
    expect(statuses.sort()).toEqual(['DELIVERY_ATTEMPTED', 'DEPARTED', 'PICKED_UP']);
    const rows = await portal.runtime.db
      .selectFrom('events')
      .select(['data'])
      .where('stream_id', '=', `shipment-${number}`)
      .where('type', '=', 'ShipmentStatusReported')
      .execute();
    expect(rows).toHaveLength(3);
    const stored = JSON.stringify(rows);
    expect(stored).toContain('DELIVERY_ATTEMPTED');
    expect(stored).not.toContain('Novak');
    expect(stored).not.toContain('Dvořák');
  });

  it('lets a consignee track the journey without remarks or names', async () => {
    const tracked = await call('POST', '/api/tracking', {}, { shipmentNumber: number, zipCode: '80339' });
    expect(tracked.status, JSON.stringify(tracked.body)).toBe(200);
    expect(tracked.body.journey.current).toMatchObject({ status: 'DELIVERY_ATTEMPTED', exception: true });
    expect(tracked.body.journey.statuses.map((entry: Json) => entry.status)).toEqual([
      'DELIVERY_ATTEMPTED',
      'DEPARTED',
      'PICKED_UP',
    ]);
    expect(tracked.body.journey.statuses[0]).toEqual({
      status: 'DELIVERY_ATTEMPTED',
      occurredAt: '2026-11-25T09:12:00+01:00',
      place: { branch: 'MUC', city: 'München', country: 'DE' },
      reason: 'CONSIGNEE_ABSENT',
      exception: true,
    });
    const text = JSON.stringify(tracked.body);
    expect(text).not.toContain('Novak');
    expect(text).not.toContain('Dvořák');
  });

  it('sends each report to the webhook subscription, without remarks', async () => {
    const reported = (body: Json) =>
      body.data.shipmentNumber === number && body.type === 'shipment.statusReported';
    await expect.poll(() => received.filter(reported).length, { timeout: 20_000 }).toBe(3);
    const ours = received.filter(reported);
    for (const body of ours) webhookPayloadSchemas['shipment.statusReported'].parse(body);
    const attempt = ours.find((body) => body.data.status === 'DELIVERY_ATTEMPTED');
    expect(attempt).toMatchObject({
      type: 'shipment.statusReported',
      customerId: '100001',
      data: { rec24: '23', reason: 'CONSIGNEE_ABSENT', exception: true, current: true },
    });
    expect(JSON.stringify(ours)).not.toContain('Novak');
    expect(ours.find((body) => body.data.status === 'DEPARTED')?.data.current).toBe(false);
  });

  it('keeps a journey-ending status against later non-ending reports', async () => {
    const delivered = await call('POST', statuses(number), tms, {
      reportId: `TMS-${number}-4`,
      status: 'DELIVERED',
      occurredAt: '2026-11-26T10:00:00+01:00',
    });
    expect(delivered.body.current).toMatchObject({ status: 'DELIVERED', exception: false });
    const damaged = await call('POST', statuses(number), tms, {
      reportId: `TMS-${number}-5`,
      status: 'DAMAGED',
      occurredAt: '2026-11-26T11:00:00+01:00',
    });
    expect(damaged.status).toBe(201);
    expect(damaged.body.current.status).toBe('DELIVERED');
    const exceptions = await call('GET', '/api/shipments?journey=exception&size=1000', await as('customer1'));
    expect(exceptions.body._embedded.shipments.map((entry: Json) => entry.shipmentNumber)).not.toContain(
      number,
    );
  });

  it("refuses a customer's own user (403), a client without status:write (403), and a shipment not commissioned (409)", async () => {
    const report = { reportId: 'X-1', status: 'LOADED', occurredAt: '2026-11-24T10:00:00+01:00' };
    const user = await call('POST', statuses(number), await as('customer1'), report);
    expect(user.status).toBe(403);
    const reader = await machineClient(['shipments:read', 'shipments:write']);
    expect((await call('POST', statuses(number), reader, report)).status).toBe(403);
    const draft = await saved();
    const early = await call('POST', statuses(draft.shipmentNumber), tms, report);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('shipment.status.not-commissioned');
    const foreign = await saved('customer2', { sender: { ...order().sender, customerId: '100002' } });
    expect((await call('POST', statuses(foreign.shipmentNumber), tms, report)).status).toBe(404);
    const admin = await call('POST', statuses(number), await as('centraladmin'), {
      ...report,
      reportId: 'ADM-1',
    });
    expect(admin.status, JSON.stringify(admin.body)).toBe(201);
    // A branch admin reports for the customers of the branch (100001 is Hamburg's); an auditor reads only.
    const branch = await call('POST', statuses(number), await as('branchadmin'), {
      ...report,
      reportId: 'NL-1',
    });
    expect(branch.status, JSON.stringify(branch.body)).toBe(201);
    expect(
      (await call('POST', statuses(number), await as('auditor'), { ...report, reportId: 'AU-1' })).status,
    ).toBe(403);
  });

  it('names every wrong field of a report at once, control characters too', async () => {
    const refused = await call('POST', statuses(number), tms, {
      reportId: 'R 1',
      status: 'TELEPORTED',
      occurredAt: '2026-11-24T10:00:00',
      sscc: '12',
    });
    expect(refused.status).toBe(400);
    const fields = (refused.body.fieldErrors ?? refused.body.errors ?? []).map((error: Json) => error.field);
    expect(fields.sort()).toEqual(['occurredAt', 'reportId', 'sscc', 'status']);
    const control = await call('POST', statuses(number), tms, {
      reportId: 'R-2',
      status: 'LOADED',
      occurredAt: '2026-11-24T10:00:00Z',
      remarks: 'bell\u0007',
    });
    expect(control.status).toBe(400);
  });

  it('sends a current DELIVERED and a current exception as their own types, a late one not', async () => {
    const own = (type: string) => () =>
      received.filter((body) => body.data.shipmentNumber === number && body.type === type);
    await expect.poll(() => own('shipment.delivered')().length, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => own('shipment.exception')().length, { timeout: 20_000 }).toBe(1);
    expect(own('shipment.delivered')()[0]?.data).toMatchObject({ status: 'DELIVERED', current: true });
    // The attempt was current when reported; the damage after the delivery is history only.
    expect(own('shipment.exception')()[0]?.data).toMatchObject({
      status: 'DELIVERY_ATTEMPTED',
      current: true,
    });
    webhookPayloadSchemas['shipment.delivered'].parse(own('shipment.delivered')()[0]);
    webhookPayloadSchemas['shipment.exception'].parse(own('shipment.exception')()[0]);
  });
});
