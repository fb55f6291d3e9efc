import { afterAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { type Api, apiAs, order } from './shipments-helpers.ts';

/**
 * Links that lead somewhere: tracking and product flyers come from the configuration or the reference
 * data, never from a made-up host.
 */

const portals: TestPortal[] = [];
afterAll(() => Promise.all(portals.map((portal) => portal.stop())));

async function announcedShipment(api: Api): Promise<string> {
  const created = await api.request('POST', '/api/shipments', {
    body: { ...order(), state: 'CREATE_ANNOUNCEMENT' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.shipmentNumber;
}

const productsOf = async (api: Api) =>
  (await api.request('GET', '/api/products')).body._embedded.products as {
    identifier: string;
    flyerUrl: string | null;
  }[];

describe('links from the configuration', () => {
  it('without TRACKING_URL and PRODUCT_FLYER_URL: the own tracking page and no flyer', async () => {
    const portal = await startTestPortal();
    portals.push(portal);
    const customer1 = await apiAs(portal, 'customer1');
    const number = await announcedShipment(customer1);
    const shipment = await customer1.request('GET', `/api/shipments/${number}`);
    const origin = new URL(shipment.body._links.self.href).origin;
    expect(shipment.body._links.trackAndTrace.href).toBe(`${origin}/track?number=${number}`);
    for (const product of await productsOf(customer1)) expect(product.flyerUrl).toBeNull();
  });

  it("with them: the forwarder's tracking site in the tracking language, and the flyers", async () => {
    const portal = await startTestPortal({
      TRACKING_URL: 'https://tracking.forwarder.test/sendung',
      PRODUCT_FLYER_URL: 'https://files.forwarder.test/flyer/{identifier}.pdf',
    });
    portals.push(portal);
    const customer1 = await apiAs(portal, 'customer1');
    const number = await announcedShipment(customer1);
    const slovak = await customer1.request('GET', `/api/shipments/${number}`, {
      headers: { 'accept-language': 'sk' },
    });
    expect(slovak.body._links.trackAndTrace.href).toBe(
      `https://tracking.forwarder.test/sendung?lang=cz&shipment=${number}`,
    );
    const english = await customer1.request('GET', `/api/shipments/${number}`, {
      headers: { 'accept-language': 'en' },
    });
    expect(english.body._links.trackAndTrace.href).toContain('lang=gb');
    const p01 = (await productsOf(customer1)).find((product) => product.identifier === 'P01');
    expect(p01?.flyerUrl).toBe('https://files.forwarder.test/flyer/P01.pdf');
  });
});
