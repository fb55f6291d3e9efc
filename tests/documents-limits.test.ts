import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from './harness/auth.ts';
import { type CallArgs, callAs } from './harness/calls.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { order } from './shipments-helpers.ts';

let portal: TestPortal;
const call = (...args: CallArgs) => callAs(portal, ...args);

beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

async function shipmentWithPackages(packages: number): Promise<string> {
  const payload = order();
  const item = payload.cargoList.items[0];
  if (!item) throw new Error('the order has no item');
  const created = await call('POST', '/api/shipments', 'customer1', {
    ...payload,
    cargoList: { ...payload.cargoList, items: [{ ...item, colliQty: packages, weight: 9000 }] },
  });
  expect(created.status).toBe(201);
  return String(created.body.shipmentNumber);
}

async function ssccCount(): Promise<number> {
  const row = await portal.runtime.db
    .selectFrom('shipment_package_ssccs')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const labels = async (numbers: string[]) =>
  portal.app.inject({
    method: 'GET',
    url: `/api/shipments/labels?shipments=${numbers.join(',')}`,
    headers: { authorization: `Bearer ${await tokenFor(portal, 'customer1')}` },
  });

describe('documents within bounds', () => {
  it('refuses a print of more than 2000 labels before drawing a serial number', async () => {
    const numbers = [
      await shipmentWithPackages(999),
      await shipmentWithPackages(999),
      await shipmentWithPackages(3),
    ];
    const before = await ssccCount();
    const refused = await labels(numbers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'shipments', defaultMessage: expect.stringContaining('2000') },
    ]);
    expect(await ssccCount()).toBe(before);
  });

  it('renders a customer two documents at a time and asks a third to wait', async () => {
    const numbers = [
      await shipmentWithPackages(400),
      await shipmentWithPackages(400),
      await shipmentWithPackages(400),
    ];
    const answers = await Promise.all(numbers.map((number) => labels([number])));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 429]);
    const busy = answers.find((answer) => answer.statusCode === 429);
    expect(busy?.headers['retry-after']).toBe('2');
    expect(busy?.headers['content-type']).toContain('application/problem+json');
    const pdf = answers.find((answer) => answer.statusCode === 200);
    expect(pdf?.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
