import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader } from './harness/auth.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { type Json, order } from './shipments-helpers.ts';

/**
 * The forwarder's own status codes (docs/decisions/0236): an administrator keeps the table through
 * the admin API, every problem of an entry answered at once; a report that sends such a code is
 * recorded with the portal status (and reason) it maps to, the code as sent kept beside it.
 */

let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(async () => {
  await portal?.stop();
});

async function call(method: string, path: string, username: string, body?: unknown) {
  const response = await fetch(`${portal.url}${path}`, {
    method,
    headers: {
      ...(await authHeader(portal, username)),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: (text ? JSON.parse(text) : undefined) as Json,
  };
}

const CODES = '/api/admin/journeyCodes';

describe("the forwarder's own status codes", () => {
  it('are added, listed, changed and removed by an administrator', async () => {
    const added = await call('POST', CODES, 'admin', {
      code: 'av',
      status: 'DELIVERY_ATTEMPTED',
      reason: 'CONSIGNEE_ABSENT',
      note: 'Driver: nobody at home',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({
      code: 'AV',
      status: 'DELIVERY_ATTEMPTED',
      reason: 'CONSIGNEE_ABSENT',
    });
    expect(added.body._links.self.href).toMatch(/\/api\/admin\/journeyCodes\/AV$/);
    const zu = await call('POST', CODES, 'admin', { code: 'ZU', status: 'DELIVERED' });
    expect(zu.status, JSON.stringify(zu.body)).toBe(201);
    const tmp = await call('POST', CODES, 'admin', { code: 'XX', status: 'HELD' });
    expect(tmp.status).toBe(201);

    const changed = await call('PUT', `${CODES}/xx`, 'admin', { status: 'HELD', reason: 'OTHER' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ code: 'XX', status: 'HELD', reason: 'OTHER' });

    const listed = await call('GET', CODES, 'admin');
    expect(listed.status).toBe(200);
    expect(listed.body.codes.map((code: Json) => [code.code, code.status, code.reason])).toEqual([
      ['AV', 'DELIVERY_ATTEMPTED', 'CONSIGNEE_ABSENT'],
      ['XX', 'HELD', 'OTHER'],
      ['ZU', 'DELIVERED', null],
    ]);
    expect(listed.body._links.create.href).toMatch(/\/api\/admin\/journeyCodes$/);

    expect((await call('DELETE', `${CODES}/XX`, 'admin')).status).toBe(204);
    expect((await call('DELETE', `${CODES}/XX`, 'admin')).status).toBe(404);
    expect((await call('PUT', `${CODES}/XX`, 'admin', { status: 'HELD' })).status).toBe(404);
    const after = await call('GET', CODES, 'admin');
    expect(after.body.codes.map((code: Json) => code.code)).toEqual(['AV', 'ZU']);
  });

  it('answers every problem of an entry at once as an RFC 9457 problem', async () => {
    const refused = await call('POST', CODES, 'admin', {
      code: 'DELIVERED',
      status: 'NOPE',
      note: 'x'.repeat(71),
    });
    expect(refused.status).toBe(400);
    expect(refused.type).toContain('application/problem+json');
    const fields = (refused.body.errors as Json[]).map((error) => error.field).sort();
    expect(fields).toEqual(['code', 'note', 'status']);

    const reasonless = await call('POST', CODES, 'admin', {
      code: 'AB',
      status: 'DEPARTED',
      reason: 'CONSIGNEE_ABSENT',
    });
    expect(reasonless.status).toBe(400);
    expect(reasonless.body.errors).toEqual([
      expect.objectContaining({ field: 'reason', defaultMessage: 'this status takes no reason' }),
    ]);

    const twice = await call('POST', CODES, 'admin', { code: 'zu', status: 'DELIVERED' });
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual([expect.objectContaining({ field: 'code' })]);
  });

  it('are kept by the portal administrators only', async () => {
    for (const username of ['centraladmin', 'branchadmin', 'customer1'])
      expect((await call('GET', CODES, username)).status, username).toBe(403);
    expect((await call('POST', CODES, 'centraladmin', { code: 'QQ', status: 'HELD' })).status).toBe(403);
  });
});

describe("a report with a forwarder's own code", () => {
  let number: string;

  beforeAll(async () => {
    const draft = await call('POST', '/api/shipments', 'customer1', order());
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const done = await call('PUT', `/api/shipments/${draft.body.shipmentNumber}/commission`, 'customer1', {
      ...order(),
      version: draft.body.version,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    number = done.body.shipmentNumber;
  });

  it('is recorded as the portal status and reason the code maps to, the code kept for the audit trail', async () => {
    const reported = await call('POST', `/api/shipments/${number}/statuses`, 'centraladmin', {
      reportId: `TMS-${number}-AV`,
      status: 'av',
      occurredAt: '2026-11-25T09:12:00+01:00',
    });
    expect(reported.status, JSON.stringify(reported.body)).toBe(201);
    expect(reported.body.current).toMatchObject({ status: 'DELIVERY_ATTEMPTED', exception: true });

    const history = await call('GET', `/api/shipments/${number}/statuses`, 'customer1');
    expect(history.body.statuses[0]).toMatchObject({
      status: 'DELIVERY_ATTEMPTED',
      reason: 'CONSIGNEE_ABSENT',
      reportedCode: 'AV',
    });
    const rows = await portal.runtime.db
      .selectFrom('events')
      .select(['data'])
      .where('stream_id', '=', `shipment-${number}`)
      .where('type', '=', 'ShipmentStatusReported')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.data).toMatchObject({ status: 'DELIVERY_ATTEMPTED', reportedCode: 'AV' });
    const log = await call('GET', `/api/shipments/${number}/auditLog`, 'customer1');
    const modifications = (log.body._embedded.auditEntries as Json[]).map((entry) => entry.modifications);
    expect(modifications).toContainEqual(
      expect.objectContaining({ 'journey.status': 'DELIVERY_ATTEMPTED', 'journey.reportedCode': 'AV' }),
    );
  });

  it("keeps the report's own reason over the code's, and a portal code as it is", async () => {
    const own = await call('POST', `/api/shipments/${number}/statuses`, 'centraladmin', {
      reportId: `TMS-${number}-AV-2`,
      status: 'AV',
      reason: 'CLOSED',
      occurredAt: '2026-11-25T10:00:00+01:00',
    });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    const zu = await call('POST', `/api/shipments/${number}/statuses`, 'centraladmin', {
      reportId: `TMS-${number}-ZU`,
      status: 'ZU',
      occurredAt: '2026-11-26T10:00:00+01:00',
    });
    expect(zu.body.current).toMatchObject({ status: 'DELIVERED', exception: false });
    const history = await call('GET', `/api/shipments/${number}/statuses`, 'centraladmin');
    expect(
      history.body.statuses.map((entry: Json) => [entry.status, entry.reason, entry.reportedCode]),
    ).toEqual([
      ['DELIVERED', undefined, 'ZU'],
      ['DELIVERY_ATTEMPTED', 'CLOSED', 'AV'],
      ['DELIVERY_ATTEMPTED', 'CONSIGNEE_ABSENT', 'AV'],
    ]);
  });

  it('refuses a code neither the catalogue nor the table knows, at its field', async () => {
    const refused = await call('POST', `/api/shipments/${number}/statuses`, 'centraladmin', {
      reportId: `TMS-${number}-QQ`,
      status: 'QQ',
      occurredAt: '2026-11-25T09:12:00+01:00',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'status' })]);
  });

  it("offers reportStatus in the history to the forwarder's staff, not to the customer", async () => {
    const staff = await call('GET', `/api/shipments/${number}/statuses`, 'branchadmin');
    expect(staff.body._links.reportStatus.href).toMatch(new RegExp(`/api/shipments/${number}/statuses$`));
    const customer = await call('GET', `/api/shipments/${number}/statuses`, 'customer1');
    expect(customer.status).toBe(200);
    expect(customer.body._links?.reportStatus).toBeUndefined();
  });
});
