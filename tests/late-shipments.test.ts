import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATE } from '../projections/shipment-list/queries.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { commissionedInThePast } from './late-helpers.ts';
import { type Api, apiAs, type Json, order } from './shipments-helpers.ts';

/**
 * Late shipments: commissioned two weeks ago, their delivery date passed without a DELIVERED
 * status; the list marks them `late` and the "Exceptions only" filter lists them, computed when read.
 */
let portal: TestPortal;
let customer1: Api;
let staff: Api;

beforeAll(async () => {
  portal = await startTestPortal();
  customer1 = await apiAs(portal, 'customer1');
  staff = await apiAs(portal, 'centraladmin');
});
afterAll(async () => {
  await portal?.stop();
});

async function listed(query: string): Promise<Json[]> {
  const answer = await customer1.request('GET', `/api/shipments?size=1000${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body._embedded.shipments;
}
const numbers = (rows: Json[]) => rows.map((row) => row.shipmentNumber);

describe('late shipments', () => {
  let late: string;
  let delivered: string;
  let onTime: string;

  beforeAll(async () => {
    late = (await commissionedInThePast(portal, 14, 'LATE-1')).shipmentNumber;
    delivered = (await commissionedInThePast(portal, 14, 'LATE-2')).shipmentNumber;
    const report = await staff.request('POST', `/api/shipments/${delivered}/statuses`, {
      body: { reportId: `D-${delivered}`, status: 'DELIVERED', occurredAt: new Date().toISOString() },
    });
    expect(report.status, JSON.stringify(report.body)).toBe(201);
    const draft = await customer1.request('POST', '/api/shipments', { body: order() });
    const done = await customer1.request('PUT', `/api/shipments/${draft.body.shipmentNumber}/commission`, {
      body: { ...order(), version: draft.body.version },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    onTime = draft.body.shipmentNumber;
  });

  it('marks a commissioned shipment late once its delivery date passed without a delivery', async () => {
    await expect
      .poll(async () => (await listed('')).find((row) => row.shipmentNumber === late)?.late)
      .toBe(true);
    const rows = await listed('');
    expect(rows.find((row) => row.shipmentNumber === delivered)?.late).toBeUndefined();
    expect(rows.find((row) => row.shipmentNumber === onTime)?.late).toBeUndefined();
    expect(rows.find((row) => row.shipmentNumber === delivered)?.journey?.status).toBe('DELIVERED');
  });

  it('lists late shipments under "Exceptions only", not the delivered or the one still on time', async () => {
    const exceptions = await listed('&journey=exception');
    expect(numbers(exceptions)).toContain(late);
    expect(numbers(exceptions)).not.toContain(delivered);
    expect(numbers(exceptions)).not.toContain(onTime);
    expect(exceptions.every((row) => row.late === true || row.journey?.exception === true)).toBe(true);
    const searched = await listed(`&journey=exception&query=${late}`);
    expect(numbers(searched)).toEqual([late]);
  });

  it('keeps a partial index of the open deliveries by delivery date for the exceptions filter', async () => {
    const { rows } = await sql<{ indexdef: string }>`
      select indexdef from pg_indexes where indexname = 'shipment_list_open_deliveries'
    `.execute(portal.runtime.db);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]?.indexdef).toMatch(/\(customer_id, delivery_date, shipment_number\) WHERE/);
    expect(rows[0]?.indexdef).toContain("IS DISTINCT FROM 'DELIVERED'");
    // The filter's condition names the index's predicate word for word (projections/shipment-list).
    const explained = await sql<{ 'QUERY PLAN': string }>`
      explain select shipment_number from shipment_list where customer_id in ('100001') and ${LATE}
    `.execute(portal.runtime.db);
    expect(explained.rows.length).toBeGreaterThan(0);
  });
});
