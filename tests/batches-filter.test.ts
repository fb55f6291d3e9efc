import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addWorkdays } from '../services/domain/rules/calendar.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import {
  type Api,
  apiAs,
  crossTransportOrder,
  type Json,
  order,
  shippingDates,
} from './shipments-helpers.ts';

/** Batches of "every shipment that matches": the server resolves the list's filter itself. */

let portal: TestPortal;
let customer1: Api;
let customer2: Api;

beforeAll(async () => {
  portal = await startTestPortal();
  customer1 = await apiAs(portal, 'customer1');
  customer2 = await apiAs(portal, 'customer2');
});
afterAll(() => portal?.stop());

async function create(api: Api, body: Json, state?: string): Promise<string> {
  const response = await api.request('POST', '/api/shipments', {
    body: { ...body, ...(state ? { state } : {}) },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.shipmentNumber;
}

async function finished(api: Api, location: string): Promise<Json> {
  const path = new URL(location).pathname;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const batch = await api.request('GET', path);
    expect(batch.status).toBe(200);
    if (batch.body.state === 'completed') return batch.body;
    if (Date.now() > deadline) throw new Error(`batch not finished: ${JSON.stringify(batch.body.progress)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const toConsignee = (name: string) => ({ consignee: { ...order().consignee, name } });
const foreignOrder = (name: string) => ({
  ...order(toConsignee(name)),
  sender: { ...order().sender, customerId: '100002' },
  emonsCustomerId: '100002',
});

describe('batches by filter', () => {
  it('commissions every matching DRAFT and ANNOUNCED shipment of the own customers, highest first', async () => {
    const name = 'Filterprobe Kühlhaus KG';
    const draft = await create(customer1, order(toConsignee(name)));
    const announced = await create(customer1, order(toConsignee(name)), 'CREATE_ANNOUNCEMENT');
    const cancelled = await create(customer1, order(toConsignee(name)));
    await customer1.request('PUT', `/api/shipments/${cancelled}`, {
      body: { ...order(toConsignee(name)), state: 'CANCELLED' },
    });
    const unrelated = await create(customer1, order());
    const foreign = await create(customer2, foreignOrder(name));

    const submitted = await customer1.request('POST', '/api/shipments/batch/commission', {
      body: { filter: { query: 'filterprobe', state: 'DRAFT,ANNOUNCED,CANCELLED' } },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(202);
    expect(submitted.body.progress.total).toBe(2);
    const batch = await finished(customer1, String(submitted.headers.location));
    expect(batch.results).toEqual([
      { shipmentNumber: announced, outcome: 'done' },
      { shipmentNumber: draft, outcome: 'done' },
    ]);
    for (const [number, api] of [
      [unrelated, customer1],
      [foreign, customer2],
    ] as const) {
      expect((await api.request('GET', `/api/shipments/${number}`)).body.state).toBe('DRAFT');
    }
  });

  it('announces every matching DRAFT distribution shipment and prefills the dialog for them', async () => {
    const name = 'Avisfilter Frischdienst';
    const first = await create(customer1, order(toConsignee(name)));
    const second = await create(customer1, order(toConsignee(name)));
    await create(customer1, crossTransportOrder(toConsignee(name)));
    await create(customer1, order(toConsignee(name)), 'CREATE_ANNOUNCEMENT');
    await create(customer2, foreignOrder(name));

    const prefill = await customer1.request('POST', '/api/shipments/announcement', {
      body: { filter: { query: 'avisfilter' } },
    });
    expect(prefill.status, JSON.stringify(prefill.body)).toBe(200);
    expect(prefill.body.announceable).toEqual([second, first]);
    expect(prefill.body.countries).toEqual({ sender: ['DE'], consignee: ['DE'] });

    const dateFrom = addWorkdays(shippingDates().shippingDate, 1, 'DE');
    const submitted = await customer1.request('POST', '/api/shipments/batch/announce', {
      body: {
        filter: { query: 'avisfilter' },
        announcement: { dateFrom, timeFrom: '08:00', timeUntil: '12:00' },
      },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(202);
    const batch = await finished(customer1, String(submitted.headers.location));
    expect(batch.results).toEqual([
      { shipmentNumber: second, outcome: 'done' },
      { shipmentNumber: first, outcome: 'done' },
    ]);
  });

  it('answers field errors for no match, and for both or neither of numbers and filter', async () => {
    const none = await customer1.request('POST', '/api/shipments/batch/commission', {
      body: { filter: { query: 'gibt-es-nicht-xyz' } },
    });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual([{ field: 'filter', defaultMessage: expect.any(String) }]);
    const onlyFinalized = await customer1.request('POST', '/api/shipments/batch/commission', {
      body: { filter: { state: 'FINALIZED' } },
    });
    expect(onlyFinalized.status).toBe(400);
    for (const body of [{}, { shipmentNumbers: ['1000001'], filter: {} }]) {
      const response = await customer1.request('POST', '/api/shipments/batch/commission', { body });
      expect(response.status).toBe(400);
      expect(response.body.errors[0].field).toBe('shipmentNumbers');
    }
  });
});
