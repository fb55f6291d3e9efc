import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { type Api, apiAs, type Json, order } from './shipments-helpers.ts';

let portal: TestPortal;
let customer1: Api;

beforeAll(async () => {
  portal = await startTestPortal();
  customer1 = await apiAs(portal, 'customer1');
});
afterAll(() => portal?.stop());

/** Tracking as a consignee does it: no token, from one client address. */
async function track(body: unknown) {
  const response = await portal.app.inject({
    method: 'POST',
    url: '/api/tracking',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  const type = String(response.headers['content-type'] ?? '');
  return {
    status: response.statusCode,
    body: (type.includes('json') ? response.json() : response.body) as Json,
  };
}

async function create(body: unknown = order()) {
  const response = await customer1.request('POST', '/api/shipments', { body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** A problem document without what differs per request. */
const comparable = ({ instance: _i, timestamp: _t, ...rest }: Json) => rest;

describe('tracking for consignees', () => {
  let announced: Json;
  let draft: Json;
  beforeAll(async () => {
    const shipment = await create(
      order({
        deliveryTimeFrom: '08:00',
        deliveryTimeUntil: '12:00',
      }),
    );
    const put = await customer1.request('PUT', `/api/shipments/${shipment.shipmentNumber}`, {
      body: {
        ...order({ deliveryTimeFrom: '08:00', deliveryTimeUntil: '12:00' }),
        version: 0,
        state: 'CREATE_ANNOUNCEMENT',
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    announced = put.body;
    draft = await create();
  });

  it('answers the timeline, the branch and the delivery window for the consignee zip code, however spaced', async () => {
    const tracked = await track({ shipmentNumber: announced.shipmentNumber, zipCode: ' 80 339 ' });
    expect(tracked.status, JSON.stringify(tracked.body)).toBe(200);
    expect(tracked.body).toEqual({
      shipmentNumber: announced.shipmentNumber,
      state: 'ANNOUNCED',
      timeline: [{ state: 'ANNOUNCED', at: new Date(announced.shippingNoticeCreated).toISOString() }],
      journey: { current: null, statuses: [] },
      branch: { abbreviation: 'HAM', name: 'Hamburg' },
      delivery: { date: announced.deliveryDate, timeFrom: '08:00', timeUntil: '12:00' },
    });
    // Nothing personal: no names, no streets, no cities.
    const text = JSON.stringify(tracked.body);
    for (const personal of ['Schmidt', 'Landsberger', 'München', 'Müller', 'Billwerder'])
      expect(text).not.toContain(personal);
  });

  it('answers a wrong zip code, an unknown number and a draft with the same 404', async () => {
    const wrongZip = await track({ shipmentNumber: announced.shipmentNumber, zipCode: '80331' });
    const unknown = await track({ shipmentNumber: '9999999', zipCode: '80339' });
    const hidden = await track({ shipmentNumber: draft.shipmentNumber, zipCode: '80339' });
    expect([wrongZip.status, unknown.status, hidden.status]).toEqual([404, 404, 404]);
    expect(comparable(wrongZip.body)).toEqual(comparable(unknown.body));
    expect(comparable(hidden.body)).toEqual(comparable(unknown.body));
    expect(JSON.stringify(wrongZip.body)).not.toContain(announced.shipmentNumber);
  });

  it('shows the steps after the announcement: commissioned', async () => {
    const commissioned = await customer1.request(
      'PUT',
      `/api/shipments/${announced.shipmentNumber}/commission`,
      {
        body: {
          ...order({ deliveryTimeFrom: '08:00', deliveryTimeUntil: '12:00' }),
          version: announced.version,
        },
      },
    );
    expect(commissioned.status, JSON.stringify(commissioned.body)).toBe(200);
    announced = commissioned.body;
    const tracked = await track({ shipmentNumber: announced.shipmentNumber, zipCode: '80339' });
    expect(tracked.body.state).toBe('FINALIZED');
    expect(tracked.body.timeline.map((step: Json) => step.state)).toEqual(['ANNOUNCED', 'FINALIZED']);
    expect(tracked.body.timeline[1].at).toBe(new Date(announced.commissionedOn).toISOString());
  });

  it('hides a draft cancelled before it was announced', async () => {
    const cancelled = await customer1.request('PUT', `/api/shipments/${draft.shipmentNumber}`, {
      body: { ...order(), version: draft.version, state: 'CANCELLED' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await track({ shipmentNumber: draft.shipmentNumber, zipCode: '80339' })).status).toBe(404);
  });

  it('answers 400 for what is no shipment number', async () => {
    expect((await track({ shipmentNumber: 'abc', zipCode: '80339' })).status).toBe(400);
  });

  it('limits a client address to 10 requests a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await track({ shipmentNumber: '9999999', zipCode: '80339' })).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status !== 429).every((status) => status === 404)).toBe(true);
  });
});

describe('the track-and-trace link of a shipment', () => {
  it("opens the portal's tracking page without TRACKING_URL", async () => {
    const shipment = await create();
    const put = await customer1.request('PUT', `/api/shipments/${shipment.shipmentNumber}`, {
      body: { ...order(), version: shipment.version, state: 'CREATE_ANNOUNCEMENT' },
    });
    expect(put.body._links.trackAndTrace.href).toBe(`${portal.url}/track?number=${shipment.shipmentNumber}`);
  });

  it('opens the external tracking site in its language codes when TRACKING_URL is set', async () => {
    const external = await startTestPortal({ TRACKING_URL: 'https://tracking.forwarder.example/track' });
    try {
      const api = await apiAs(external, 'customer1');
      const created = await api.request('POST', '/api/shipments', { body: order() });
      const put = await api.request('PUT', `/api/shipments/${created.body.shipmentNumber}`, {
        body: { ...order(), version: created.body.version, state: 'CREATE_ANNOUNCEMENT' },
        headers: { 'accept-language': 'sk' },
      });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      expect(put.body._links.trackAndTrace.href).toBe(
        `https://tracking.forwarder.example/track?lang=cz&shipment=${created.body.shipmentNumber}`,
      );
    } finally {
      await external.stop();
    }
  });
});
