import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader } from './harness/auth.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { type Api, apiAs, type Json, order } from './shipments-helpers.ts';

/** Every warning this test process emits from here on; Node.js emits each deprecation once. */
const warnings: Error[] = [];
process.on('warning', (warning) => warnings.push(warning));

let portal: TestPortal;
let customer1: Api;
beforeAll(async () => {
  portal = await startTestPortal();
  customer1 = await apiAs(portal, 'customer1');
});
afterAll(() => portal?.stop());

const deprecations = () =>
  warnings
    .filter((warning) => warning.name === 'DeprecationWarning')
    .map((warning) => `${warning.message}\n${warning.stack ?? ''}`);

describe('the portal under a little load', () => {
  it('emits no deprecation warning, from start to stop', async () => {
    const created: Json[] = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        customer1.request('POST', '/api/shipments', {
          body: {
            ...order({ orderNumber: `LOAD-${index}` }),
            ...(index % 2 ? { state: 'CREATE_ANNOUNCEMENT' } : {}),
          },
        }),
      ),
    );
    expect(created.map((response) => response.status)).toEqual(Array(8).fill(201));
    const drafts = created.filter((response) => response.body.state === 'DRAFT');
    const batch = await customer1.request('POST', '/api/shipments/batch/announce', {
      body: {
        shipmentNumbers: drafts.map((response) => response.body.shipmentNumber),
        announcement: { dateFrom: order().shippingDate, timeFrom: '08:00', timeUntil: '12:00' },
      },
    });
    expect(batch.status).toBe(202);
    // Over the network as well, with the lists and the switch the workers react to.
    const headers = await authHeader(portal, 'customer1');
    const admin = await authHeader(portal, 'admin');
    const lists = await Promise.all(
      Array.from({ length: 6 }, () => fetch(`${portal.url}/api/shipments?size=5`, { headers })),
    );
    expect(lists.map((response) => response.status)).toEqual(Array(6).fill(200));
    for (const enabled of [true, false]) {
      const switched = await fetch(`${portal.url}/api/admin/services/sftp/status`, {
        method: 'PUT',
        headers: { ...admin, 'content-type': 'application/json' },
        body: JSON.stringify({ enabled }),
      });
      expect(switched.status).toBe(200);
    }
    const path = new URL(String(batch.headers.location)).pathname;
    await expect.poll(async () => (await customer1.request('GET', path)).body.state).toBe('completed');
    await portal.stop();
    portal = undefined as unknown as TestPortal;
    expect(deprecations()).toEqual([]);
  });
});
