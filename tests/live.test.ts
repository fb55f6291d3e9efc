import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_STREAM_PATH } from '../contracts/live.ts';
import { addWorkdays } from '../services/domain/rules/calendar.ts';
import { tokenFor } from './harness/auth.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { getOnOwnConnection, openSse, type SseEvent, type SseStream } from './harness/sse.ts';
import { type Api, apiAs, type Json, order, shippingDates } from './shipments-helpers.ts';

/**
 * GET /api/events/stream against a whole portal: authentication, tenancy, Last-Event-ID replay,
 * batch progress, mails, the per-user limit and the close on shutdown.
 */

let portal: TestPortal;
let customer1: Api;
const tokens: Record<string, string> = {};
const streams: SseStream[] = [];

beforeAll(async () => {
  portal = await startTestPortal();
  customer1 = await apiAs(portal, 'customer1');
  for (const user of ['customer1', 'customer2', 'admin', 'branchadmin'])
    tokens[user] = await tokenFor(portal, user);
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await portal?.stop();
});

async function open(user: string, lastEventId?: string) {
  const stream = await openSse(`${portal.url}${LIVE_STREAM_PATH}`, {
    token: tokens[user] as string,
    ...(lastEventId ? { lastEventId } : {}),
  });
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.next((event) => event.event === 'ready');
  return stream;
}

async function create(api: Api, body: Json = order()): Promise<string> {
  const response = await api.request('POST', '/api/shipments', { body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.shipmentNumber;
}

const shipmentEvent = (number: string, change?: string) => (event: SseEvent) =>
  event.event === 'shipment' &&
  event.data.shipmentNumber === number &&
  (!change || event.data.change === change);

describe('the live update stream', () => {
  it('wants a signed-in user, an Accept for event streams and a well-formed Last-Event-ID', async () => {
    const anonymous = await getOnOwnConnection(`${portal.url}${LIVE_STREAM_PATH}`, {
      accept: 'text/event-stream',
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toContain('application/problem+json');
    const wrongToken = await getOnOwnConnection(`${portal.url}${LIVE_STREAM_PATH}`, {
      accept: 'text/event-stream',
      authorization: 'Bearer nope',
    });
    expect(wrongToken.status).toBe(401);

    const json = await fetch(`${portal.url}${LIVE_STREAM_PATH}`, {
      headers: { accept: 'application/json', authorization: `Bearer ${tokens.customer1}` },
    });
    expect(json.status).toBe(406);
    expect((await json.json()).code).toBe('live.not-event-stream');

    const badId = await fetch(`${portal.url}${LIVE_STREAM_PATH}?lastEventId=x`, {
      headers: { accept: 'text/event-stream', authorization: `Bearer ${tokens.customer1}` },
    });
    expect(badId.status).toBe(400);
    expect((await badId.json()).errors).toEqual([
      { field: 'querystring.lastEventId', defaultMessage: 'is not an event id of this portal' },
    ]);
  });

  it("sends a customer's user its own shipments only, and staff those their access covers", async () => {
    const own = await open('customer1');
    const other = await open('customer2');
    const admin = await open('admin');
    const branch = await open('branchadmin');
    expect(own.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(own.events[0]?.id).toMatch(/^\d{20}-\d{20}$/);

    const number = await create(customer1);
    const created = await own.next(shipmentEvent(number, 'created'));
    expect(created.data).toMatchObject({ customerId: '100001', version: 0, eventType: 'ShipmentDrafted' });
    expect(created.id && created.id > (own.events[0]?.id ?? '')).toBe(true);
    await admin.next(shipmentEvent(number, 'created'));
    // The seeded branch admin's branch holds customer 100001 as well (the demo world).
    await branch.next(shipmentEvent(number));

    // The read model already shows the change when the event arrives.
    const row = await customer1.request('GET', `/api/shipments/${number}`);
    expect(row.status).toBe(200);

    const customer2 = await apiAs(portal, 'customer2');
    const foreign = await create(customer2, {
      ...order(),
      sender: { ...order().sender, customerId: '100002' },
      emonsCustomerId: '100002',
    });
    await other.next(shipmentEvent(foreign, 'created'));
    await admin.next(shipmentEvent(foreign, 'created'));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(own.events.filter((event) => event.data?.shipmentNumber === foreign)).toEqual([]);
    expect(other.events.filter((event) => event.data?.shipmentNumber === number)).toEqual([]);
    for (const stream of [own, other, admin, branch]) stream.close();
  });

  it('replays what changed while the client was away, from its Last-Event-ID', async () => {
    const first = await open('customer1');
    const number = await create(customer1);
    await first.next(shipmentEvent(number, 'created'));
    const lastSeen = first.lastEventId() as string;
    first.close();

    // Changes while disconnected: a save and a deletion of another shipment.
    const saved = await customer1.request('GET', `/api/shipments/${number}`);
    const changed = await customer1.request('PUT', `/api/shipments/${number}`, {
      body: { ...saved.body, orderNumber: 'LIVE-REPLAY' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const doomed = await create(customer1);
    expect((await customer1.request('DELETE', `/api/shipments/${doomed}`)).status).toBe(204);

    const resumed = await open('customer1', lastSeen);
    expect(resumed.events[0]?.id).toBe(lastSeen);
    const replayed = await resumed.next(shipmentEvent(number, 'changed'));
    expect(replayed.data.version).toBeGreaterThan(0);
    await resumed.next(shipmentEvent(doomed, 'deleted'));
    // What the client had seen comes not again.
    expect(resumed.events.filter(shipmentEvent(number, 'created'))).toEqual([]);
    const ids = resumed.events
      .filter((event) => event.event === 'shipment')
      .map((event) => event.id as string);
    expect([...ids].sort()).toEqual(ids);
    expect(ids.every((id) => id > lastSeen)).toBe(true);

    // The same with the query parameter, for clients that cannot send the header.
    const byQuery = await openSse(`${portal.url}${LIVE_STREAM_PATH}?lastEventId=${lastSeen}`, {
      token: tokens.customer1 as string,
    });
    streams.push(byQuery);
    await byQuery.next(shipmentEvent(number, 'changed'));
    resumed.close();
    byQuery.close();
  });

  it("names the list's position as Live-Event-ID: a stream opened there brings every later change", async () => {
    const first = await open('customer1');
    const number = await create(customer1);
    const created = (await first.next(shipmentEvent(number, 'created'))).id as string;
    first.close();
    const list = await customer1.request('GET', '/api/shipments?size=5');
    expect(list.body._embedded.shipments.map((row: Json) => row.shipmentNumber)).toContain(number);
    const position = String(list.headers['live-event-id'] ?? '');
    // The streams had sent the creation, so the list's position is at it or later.
    expect(position).toMatch(/^\d{20}-\d{20}$/);
    expect(position >= created).toBe(true);

    const later = await create(customer1);
    const stream = await open('customer1', position);
    await stream.next(shipmentEvent(later, 'created'));
    expect(stream.events.filter(shipmentEvent(number, 'created'))).toEqual([]);
    stream.close();
  });

  it("sends a batch's progress to its requester's streams and the shipping notices' mail statuses", async () => {
    const own = await open('customer1');
    const second = await open('customer1');
    const other = await open('customer2');
    const numbers = [await create(customer1), await create(customer1), await create(customer1)];
    const { shippingDate } = shippingDates();
    const submitted = await customer1.request('POST', '/api/shipments/batch/announce', {
      body: {
        shipmentNumbers: numbers,
        announcement: { dateFrom: addWorkdays(shippingDate, 2, 'DE'), timeFrom: '08:00', timeUntil: '12:00' },
      },
    });
    expect(submitted.status).toBe(202);
    const batchId = submitted.body.id;
    const isDone = (event: SseEvent) =>
      event.event === 'batch' && event.data.id === batchId && event.data.state === 'completed';
    for (const stream of [own, second]) {
      const done = await stream.next(isDone, 30_000);
      expect(done.data.progress).toEqual({ total: 3, processed: 3, done: 3, skipped: 0 });
      expect(done.data.pending).toEqual([]);
      expect(done.id).toBeUndefined();
      for (const number of numbers)
        await stream.next(
          (event) => shipmentEvent(number)(event) && event.data.eventType === 'ShipmentAnnounced',
          20_000,
        );
    }
    // Shipping notices: queued, then sent by the embedded SMTP server.
    await own.next(
      (event) =>
        event.event === 'mail' && numbers.includes(event.data.shipmentNumber) && event.data.status === 'SENT',
      30_000,
    );
    expect(other.events.filter((event) => ['batch', 'mail', 'shipment'].includes(event.event))).toEqual([]);

    // A stream opened later gets the batch's state at once.
    const late = await open('customer1');
    await late.next(isDone, 5000);
    for (const stream of [own, second, other, late]) stream.close();
  }, 90_000);

  it('keeps at most five streams per user and process open', async () => {
    const open5 = await Promise.all([1, 2, 3, 4, 5].map(() => open('branchadmin')));
    const sixth = await fetch(`${portal.url}${LIVE_STREAM_PATH}`, {
      headers: { accept: 'text/event-stream', authorization: `Bearer ${tokens.branchadmin}` },
    });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBe('30');
    expect((await sixth.json()).code).toBe('live.too-many-streams');
    // Another user is not counted against it.
    const admin = await open('admin');
    open5[0]?.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const again = await open('branchadmin');
    for (const stream of [...open5, admin, again]) stream.close();
  });

  it('takes clients that leave while their replay is read, and keeps no stream of theirs', async () => {
    const first = await open('customer2');
    const from = first.lastEventId() as string;
    first.close();
    const customer2 = await apiAs(portal, 'customer2');
    for (let n = 0; n < 3; n++) await create(customer2);
    const { port } = new URL(portal.url);
    // Each client sends its request with an old Last-Event-ID and is gone a few milliseconds later,
    // while the server reads the replay: nothing may be written to the ended stream, and none stays.
    for (let n = 0; n < 40; n++) {
      const socket = net.connect(Number(port), '127.0.0.1');
      await once(socket, 'connect');
      socket.write(
        `GET ${LIVE_STREAM_PATH} HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n` +
          `Authorization: Bearer ${tokens.customer2}\r\nLast-Event-ID: ${from}\r\n\r\n`,
      );
      await new Promise((resolve) => setTimeout(resolve, n % 8));
      socket.destroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    // None of them counts against the five streams the user may hold.
    const five = await Promise.all([1, 2, 3, 4, 5].map(() => open('customer2', from)));
    for (const stream of five) await stream.next((event) => event.event === 'shipment');
    for (const stream of five) stream.close();
  });

  it('ends open streams when the API stops, without holding up the shutdown', async () => {
    const stream = await open('customer1');
    const started = performance.now();
    const closed = portal.app.close();
    await stream.ended;
    // The stream ends at once; the server closes as soon as its other connections are idle.
    expect(performance.now() - started).toBeLessThan(1000);
    await closed;
    expect(performance.now() - started).toBeLessThan(10_000);
  }, 30_000);
});
