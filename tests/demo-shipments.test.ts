import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAll } from '../infra/seed.ts';
import { DEMO_SHIPMENTS_STREAM } from '../services/shipments/demo.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { type Api, apiAs, type Json } from './shipments-helpers.ts';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

async function listOf(api: Api): Promise<Json[]> {
  const response = await api.request('GET', '/api/shipments?size=100');
  expect(response.status).toBe(200);
  return response.body._embedded?.shipments ?? [];
}

describe('demo shipments (SEED_DEMO_DATA with npm start)', () => {
  it('are not there in a portal started without them', async () => {
    expect(await listOf(await apiAs(portal, 'customer1'))).toEqual([]);
  });

  it('gives each demo customer a draft, an announced and a commissioned shipment, once', async () => {
    await seedAll(portal.runtime, { demoShipments: true });
    const customer1 = await apiAs(portal, 'customer1');
    const customer2 = await apiAs(portal, 'customer2');
    await expect.poll(async () => (await listOf(customer1)).length).toBe(3);
    await expect.poll(async () => (await listOf(customer2)).length).toBe(3);
    for (const [api, customerId, login] of [
      [customer1, '100001', 'customer1'],
      [customer2, '100002', 'customer2'],
    ] as const) {
      const list = await listOf(api);
      expect(list.map((shipment: Json) => shipment.state).sort()).toEqual([
        'ANNOUNCED',
        'DRAFT',
        'FINALIZED',
      ]);
      for (const shipment of list) {
        expect(shipment).toMatchObject({
          emonsCustomerId: customerId,
          orderNumber: expect.stringMatching(/^DEMO-/),
        });
        // Entered through the shipment commands by the customer's demo user: the audit log says so.
        const log = await api.request('GET', `/api/shipments/${shipment.shipmentNumber}/auditLog`);
        expect(log.body._embedded.auditEntries[0]).toMatchObject({ userLogin: login });
      }
    }

    await seedAll(portal.runtime, { demoShipments: true });
    expect(await portal.runtime.eventStore.readStream(DEMO_SHIPMENTS_STREAM)).toHaveLength(1);
    expect((await listOf(await apiAs(portal, 'admin'))).length).toBe(6);
  });
});
