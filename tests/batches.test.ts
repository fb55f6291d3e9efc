import { Queue } from 'bullmq';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueNames } from '../contracts/jobs.ts';
import { addWorkdays } from '../services/domain/rules/calendar.ts';
import { shipmentStreamId } from '../services/domain/shipment/index.ts';
import { createBatch, readBatch } from '../services/shipments/batches.ts';
import { createBatchQueue } from '../workers/queues.ts';
import { startBatchWorkers } from '../workers/shipment-batch.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import {
  type Api,
  apiAs,
  crossTransportOrder,
  type Json,
  order,
  shippingDates,
} from './shipments-helpers.ts';

let portal: TestPortal;
let customer1: Api;
let customer2: Api;

beforeAll(async () => {
  portal = await startTestPortal();
  customer1 = await apiAs(portal, 'customer1');
  customer2 = await apiAs(portal, 'customer2');
});
afterAll(() => portal?.stop());

/** Waits for the batch to complete, then checks every shipment was commissioned exactly once. */
async function expectCommissionedOnce(batchId: string, numbers: string[]) {
  const deadline = Date.now() + 30_000;
  let batch = await readBatch(portal.runtime.db, batchId, 'customer1');
  while (batch?.state !== 'completed' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    batch = await readBatch(portal.runtime.db, batchId, 'customer1');
  }
  const total = numbers.length;
  expect(batch?.progress).toMatchObject({ total, processed: total, done: total });
  // The batch's id is time-ordered and its items' event ids keep its time (decision 0188).
  expect(batchId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
  for (const number of numbers) {
    const events = await portal.runtime.eventStore.readStream(shipmentStreamId(number));
    const commissioned = events.filter((event) => event.type === 'ShipmentCommissioned');
    expect(commissioned).toHaveLength(1);
    expect(commissioned[0]?.id.slice(0, 13)).toBe(batchId.slice(0, 13));
  }
}

/** The batch's requester, as the API would take it from the request. */
function actor() {
  return {
    principal: {
      subject: 'customer1',
      username: 'customer1',
      email: 'customer1@example.com',
      firstName: 'Petra',
      lastName: 'Müller',
      fullName: 'Petra Müller',
      phone: '',
      roles: ['User' as const],
      customerIds: ['100001'],
    },
    correlationId: crypto.randomUUID(),
    now: new Date(),
  };
}

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

describe('batch announcement', () => {
  it('announces the DRAFT shipments and skips the others with their reasons', async () => {
    const { shippingDate } = shippingDates();
    const p81 = await create(
      customer1,
      order({ product: { identifier: 'P81' }, deliveryDate: addWorkdays(shippingDate, 3, 'DE') }),
    );
    const draft = await create(customer1, order());
    const announced = await create(customer1, order(), 'CREATE_ANNOUNCEMENT');
    const finalized = await create(customer1, order());
    expect(
      (await customer1.request('PUT', `/api/shipments/${finalized}/commission`, { body: order() })).status,
    ).toBe(200);
    const cross = await create(customer1, crossTransportOrder());
    const foreign = await create(customer2, {
      ...order(),
      sender: { ...order().sender, customerId: '100002' },
      emonsCustomerId: '100002',
    });
    const dateFrom = addWorkdays(shippingDate, 2, 'DE');

    const submitted = await customer1.request('POST', '/api/shipments/batch/announce', {
      body: {
        shipmentNumbers: [p81, draft, announced, finalized, cross, foreign],
        announcement: { dateFrom, timeFrom: '08:00', timeUntil: '12:00', notice: 'Rampe 2' },
      },
    });
    expect(submitted.status).toBe(202);
    expect(submitted.headers.location).toBe(submitted.body._links.self.href);
    const batch = await finished(customer1, String(submitted.headers.location));
    expect(batch.progress).toEqual({ total: 6, processed: 6, done: 2, skipped: 4 });
    expect(batch.results).toEqual([
      { shipmentNumber: p81, outcome: 'done' },
      { shipmentNumber: draft, outcome: 'done' },
      { shipmentNumber: announced, outcome: 'skipped', reason: 'ALREADY_ANNOUNCED' },
      { shipmentNumber: finalized, outcome: 'skipped', reason: 'ALREADY_FINALIZED' },
      { shipmentNumber: cross, outcome: 'skipped', reason: 'WRONG_SHIPMENT_TYPE' },
      { shipmentNumber: foreign, outcome: 'skipped', reason: 'shipment.not-found' },
    ]);

    // A batch reports progress rather than waiting for the read models: the list follows a moment later.
    await expect
      .poll(async () => (await customer1.request('GET', `/api/shipments/${draft}`)).body.state)
      .toBe('ANNOUNCED');
    await expect
      .poll(async () => (await customer1.request('GET', `/api/shipments/${p81}`)).body.state)
      .toBe('ANNOUNCED');
    const shifted = (await customer1.request('GET', `/api/shipments/${p81}`)).body;
    expect(shifted).toMatchObject({
      state: 'ANNOUNCED',
      shippingDate: dateFrom,
      shippingTimeFrom: '08:00',
      shippingNotice: 'Rampe 2',
      // P81's window is mandatory: the three workdays between shipping and delivery are kept.
      deliveryDate: addWorkdays(dateFrom, 3, 'DE'),
    });
    const moved = (await customer1.request('GET', `/api/shipments/${draft}`)).body;
    // P01's window is optional: its delivery date, now before the new shipping date, moves to the
    // earliest day the window allows (single-announcement rule).
    expect(moved).toMatchObject({ state: 'ANNOUNCED', deliveryDate: addWorkdays(dateFrom, 1, 'DE') });
    expect(
      (await customer2.request('GET', String(new URL(String(submitted.headers.location)).pathname))).status,
    ).toBe(404);
  });

  it("gives the chosen delivery date only to shipments whose product's window is mandatory", async () => {
    const { shippingDate, deliveryDate: own } = shippingDates();
    const chosen = addWorkdays(shippingDate, 4, 'DE');
    const p81 = await create(
      customer1,
      order({ product: { identifier: 'P81' }, deliveryDate: addWorkdays(shippingDate, 3, 'DE') }),
    );
    // P01's delivery date is optional and its window ends three workdays out: the chosen date,
    // four workdays out, is not its to take.
    const p01 = await create(customer1, order());
    const submitted = await customer1.request('POST', '/api/shipments/batch/announce', {
      body: {
        shipmentNumbers: [p81, p01],
        announcement: { dateFrom: shippingDate, timeFrom: '08:00', timeUntil: '12:00', deliveryDate: chosen },
      },
    });
    expect(submitted.status).toBe(202);
    const batch = await finished(customer1, String(submitted.headers.location));
    expect(batch.results).toEqual([
      { shipmentNumber: p81, outcome: 'done' },
      { shipmentNumber: p01, outcome: 'done' },
    ]);
    await expect
      .poll(async () => (await customer1.request('GET', `/api/shipments/${p01}`)).body.state)
      .toBe('ANNOUNCED');
    expect((await customer1.request('GET', `/api/shipments/${p01}`)).body.deliveryDate).toBe(own);
    await expect
      .poll(async () => (await customer1.request('GET', `/api/shipments/${p81}`)).body.deliveryDate)
      .toBe(chosen);
  });

  it('refuses more than 1000 shipments and duplicates with field errors', async () => {
    const tooMany = Array.from({ length: 1001 }, (_v, index) => String(1_000_000 + index));
    const response = await customer1.request('POST', '/api/shipments/batch/commission', {
      body: { shipmentNumbers: tooMany },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].field).toBe('shipmentNumbers');
  });

  it('prefills the announce dialog for a selection', async () => {
    const first = await create(customer1, order({ shippingNotice: 'Tor 4' }));
    const second = await create(customer1, order({ shippingNotice: 'Tor 4' }));
    const finalized = await create(customer1, order());
    await customer1.request('PUT', `/api/shipments/${finalized}/commission`, { body: order() });
    const prefill = await customer1.request('POST', '/api/shipments/announcement', {
      body: { shipmentNumbers: [first, second, finalized] },
    });
    expect(prefill.status).toBe(200);
    expect(prefill.body).toMatchObject({
      announceable: [first, second],
      notAnnounceable: [{ shipmentNumber: finalized, reason: 'ALREADY_FINALIZED' }],
      values: { dateFrom: shippingDates().shippingDate, notice: 'Tor 4' },
    });
  });
});

describe('batch commissioning', () => {
  it('commissions DRAFT and ANNOUNCED shipments, highest number first', async () => {
    const draft = await create(customer1, order());
    const announced = await create(customer1, order(), 'CREATE_ANNOUNCEMENT');
    const cancelled = await create(customer1, order());
    await customer1.request('PUT', `/api/shipments/${cancelled}`, {
      body: { ...order(), state: 'CANCELLED' },
    });
    const submitted = await customer1.request('POST', '/api/shipments/batch/commission', {
      body: { shipmentNumbers: [draft, cancelled, announced] },
    });
    const batch = await finished(customer1, String(submitted.headers.location));
    expect(batch.results).toEqual([
      { shipmentNumber: cancelled, outcome: 'skipped', reason: 'NOT_COMMISSIONABLE' },
      { shipmentNumber: announced, outcome: 'done' },
      { shipmentNumber: draft, outcome: 'done' },
    ]);
    // A batch reports progress rather than waiting for the read models: the list follows a moment later.
    for (const number of [draft, announced]) {
      await expect
        .poll(async () => (await customer1.request('GET', `/api/shipments/${number}`)).body.state)
        .toBe('FINALIZED');
    }
  });

  it('finishes a batch whose worker was killed midway, changing each shipment once', async () => {
    const numbers: string[] = [];
    // Three jobs: two chunks of eight shipments and one of four (decision 0168).
    for (let index = 0; index < 20; index++) numbers.push(await create(customer1, order()));
    const prefix = `kill-${crypto.randomUUID().slice(0, 8)}`;
    const connection = { url: portal.runtime.redisUrl, maxRetriesPerRequest: null };
    const deps = {
      db: portal.runtime.db,
      eventStore: portal.runtime.eventStore,
      log: pino({ level: 'silent' }),
    };
    const queue = createBatchQueue(connection, prefix);
    const locks = { lockDuration: 1000, stalledInterval: 500 };
    const first = startBatchWorkers(deps, connection, prefix, locks);
    const principal = (await portal.app.inject({ method: 'GET', url: '/api/user' })).statusCode;
    expect(principal).toBe(401);
    const { batchId, items: jobs } = await createBatch(portal.runtime.db, actor(), 'commission', numbers);
    await queue.enqueue(jobs);
    const items = new Queue(queueNames.shipmentBatchItems, { connection, prefix });
    // Killed once three shipments have their results: the job of their chunk may still be running.
    for (;;) {
      const batch = await readBatch(portal.runtime.db, batchId, 'customer1');
      if ((batch?.progress.processed ?? 0) >= 3) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await first.close(true);
    const second = startBatchWorkers(deps, connection, prefix, locks);
    try {
      await expectCommissionedOnce(batchId, numbers);
    } finally {
      await second.close();
      await items.close();
      await queue.close();
    }
  });

  it('resumes a batch whose queued jobs Redis lost, from what PostgreSQL kept', async () => {
    const numbers: string[] = [];
    for (let index = 0; index < 6; index++) numbers.push(await create(customer1, order()));
    const prefix = `lost-${crypto.randomUUID().slice(0, 8)}`;
    const connection = { url: portal.runtime.redisUrl, maxRetriesPerRequest: null };
    const deps = {
      db: portal.runtime.db,
      eventStore: portal.runtime.eventStore,
      log: pino({ level: 'silent' }),
    };
    const queue = createBatchQueue(connection, prefix);
    const { batchId, items } = await createBatch(portal.runtime.db, actor(), 'commission', numbers);
    await queue.enqueue(items);
    // Redis restarts without its data: the queue and every job are gone.
    const lost = new Queue(queueNames.shipmentBatchItems, { connection, prefix });
    await lost.obliterate({ force: true });
    expect(await lost.count()).toBe(0);
    const workers = startBatchWorkers(deps, connection, prefix, { resume: { everyMs: 100, afterMs: 0 } });
    try {
      await expectCommissionedOnce(batchId, numbers);
    } finally {
      await workers.close();
      await lost.close();
      await queue.close();
    }
  });
  it('reports shipments that failed after their retries with a code, not with what failed inside', async () => {
    const numbers = [await create(customer1, order()), await create(customer1, order())];
    const prefix = `fail-${crypto.randomUUID().slice(0, 8)}`;
    const connection = { url: portal.runtime.redisUrl, maxRetriesPerRequest: null };
    const store = portal.runtime.eventStore;
    // PostgreSQL refuses every append of this worker (a fault injected around the real store).
    const failing: typeof store = {
      ...store,
      appendToStream: async () => {
        throw new Error('connection to 10.0.0.7:5432 reset by peer');
      },
    };
    const deps = { db: portal.runtime.db, eventStore: failing, log: pino({ level: 'silent' }) };
    const queue = createBatchQueue(connection, prefix);
    const workers = startBatchWorkers(deps, connection, prefix);
    try {
      const { batchId, items } = await createBatch(portal.runtime.db, actor(), 'commission', numbers);
      await queue.enqueue(items);
      await expect
        .poll(async () => (await readBatch(portal.runtime.db, batchId, 'customer1'))?.state, {
          timeout: 20_000,
        })
        .toBe('completed');
      const batch = await readBatch(portal.runtime.db, batchId, 'customer1');
      expect(batch?.progress).toMatchObject({ total: 2, processed: 2, done: 0, skipped: 2 });
      for (const result of batch?.results ?? []) {
        expect(result).toMatchObject({ outcome: 'skipped', reason: 'batch.item-failed' });
        expect(JSON.stringify(result)).not.toContain('10.0.0.7');
      }
      for (const number of numbers) {
        const events = await store.readStream(shipmentStreamId(number));
        expect(events.filter((event) => event.type === 'ShipmentCommissioned')).toHaveLength(0);
      }
    } finally {
      await workers.close();
      await queue.close();
    }
  });
});
