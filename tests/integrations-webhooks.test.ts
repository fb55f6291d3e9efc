import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_HEADERS, type WebhookEventType, webhookPayloadSchemas } from '../contracts/integrations.ts';
import { attemptWebhookDelivery, verifyWebhookSignature } from '../services/integrations/index.ts';
import { authHeader } from './harness/auth.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { type Json, order } from './shipments-helpers.ts';

/**
 * Webhooks end to end: a receiver in this test (a real HTTP server on a free port) subscribed for
 * customer 100001 gets the shipment events the API's commands cause, signed; it fails on purpose to
 * see the retries, the giving up and an administrator's redelivery.
 */

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** Answers 500 to the next `failures` requests, then 204; keeps every request it got. */
class Receiver {
  readonly received: Received[] = [];
  failures = 0;
  private server!: Server;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.received.push({
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          at: Date.now(),
        });
        if (this.failures > 0) {
          this.failures--;
          response.writeHead(500).end('not now');
        } else {
          response.writeHead(204).end();
        }
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks/portal`;
  }

  of(shipmentNumber: string, type?: WebhookEventType) {
    return this.received.filter((entry) => {
      const body = JSON.parse(entry.body) as Json;
      return body.data.shipmentNumber === shipmentNumber && (!type || body.type === type);
    });
  }

  stop() {
    return new Promise((resolve) => this.server.close(resolve));
  }
}

let portal: TestPortal;
const receiver = new Receiver();
let subscription: { id: string; signingSecret: string; _links: Json };
const WEBHOOKS = '/api/admin/customers/100001/webhooks';

beforeAll(async () => {
  portal = await startTestPortal({
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_RETRY_BASE_MS: '200',
    WEBHOOK_MAX_RETRIES: '2',
    WEBHOOK_TIMEOUT_MS: '2000',
  });
  const url = await receiver.start();
  const created = await call('POST', WEBHOOKS, 'centraladmin', {
    url,
    events: ['shipment.saved', 'shipment.announced', 'shipment.commissioned', 'shipment.cancelled'],
    description: 'ERP of Müller',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  subscription = created.body;
});
afterAll(async () => {
  await portal?.stop();
  await receiver.stop();
});
beforeEach(() => {
  receiver.failures = 0;
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
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Json };
}

async function newShipment(overrides: Json = {}, username = 'customer1') {
  const saved = await call('POST', '/api/shipments', username, { ...order(), ...overrides });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return saved.body.shipmentNumber as string;
}

async function deliveries(): Promise<Json[]> {
  const log = await call('GET', `${WEBHOOKS}/${subscription.id}/deliveries?size=200`, 'centraladmin');
  expect(log.status).toBe(200);
  return log.body._embedded.deliveries;
}

async function deliveryOf(shipmentNumber: string, type: WebhookEventType, until: (d: Json) => boolean) {
  let found: Json;
  await expect
    .poll(
      async () => {
        found = (await deliveries()).find((d) => d.shipmentNumber === shipmentNumber && d.eventType === type);
        return Boolean(found && until(found));
      },
      { timeout: 20_000, interval: 200 },
    )
    .toBe(true);
  return found;
}

function expectSigned(entry: Received) {
  const header = String(entry.headers[WEBHOOK_HEADERS.signature.toLowerCase()]);
  expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  expect(verifyWebhookSignature(subscription.signingSecret, header, entry.body)).toBe(true);
  expect(verifyWebhookSignature('whsec_another', header, entry.body)).toBe(false);
  expect(verifyWebhookSignature(subscription.signingSecret, header, `${entry.body} `)).toBe(false);
}

describe('webhook deliveries', () => {
  it('POSTs each subscribed event of the customer, signed, in the documented shape', async () => {
    const number = await newShipment({ state: 'CREATE_ANNOUNCEMENT' });
    await expect.poll(() => receiver.of(number).length, { timeout: 20_000 }).toBe(2);
    const [saved] = receiver.of(number, 'shipment.saved');
    const [announced] = receiver.of(number, 'shipment.announced');
    for (const entry of [saved, announced] as Received[]) {
      expectSigned(entry);
      expect(entry.headers['content-type']).toBe('application/json');
      const body = JSON.parse(entry.body);
      expect(() => webhookPayloadSchemas[body.type as WebhookEventType].parse(body)).not.toThrow();
      expect(body).toMatchObject({ customerId: '100001', data: { shipmentNumber: number } });
      expect(body._links.shipment.href).toMatch(new RegExp(`/api/shipments/${number}$`));
      expect(entry.headers[WEBHOOK_HEADERS.event.toLowerCase()]).toBe(body.type);
    }
    const delivery = await deliveryOf(number, 'shipment.announced', (d) => d.status === 'DELIVERED');
    expect(delivery).toMatchObject({ attempts: 1, lastStatusCode: 204, lastError: null });
    expect(announced?.headers[WEBHOOK_HEADERS.delivery.toLowerCase()]).toBe(delivery.id);
  });

  it('sends nothing of another customer, nor events the subscription did not ask for', async () => {
    const foreign = await newShipment({ sender: { ...order().sender, customerId: '100002' } }, 'customer2');
    const own = await newShipment({ state: 'CREATE_ANNOUNCEMENT' });
    const current = await call('GET', `/api/shipments/${own}`, 'customer1');
    const commissioned = await call('PUT', `/api/shipments/${own}/commission`, 'customer1', {
      ...order(),
      version: current.body.version,
    });
    expect(commissioned.status, JSON.stringify(commissioned.body)).toBe(200);
    await expect.poll(() => receiver.of(own).length, { timeout: 20_000 }).toBe(3);
    expect(receiver.of(own, 'shipment.commissioned')).toHaveLength(1);
    expect(receiver.of(foreign)).toEqual([]);
    const cargoList = await call('POST', '/api/loadinglists', 'customer1', { shipmentNumbers: [own] });
    expect(cargoList.status, JSON.stringify(cargoList.body)).toBeLessThan(300);
    const created = await portal.runtime.db
      .selectFrom('events')
      .select('type')
      .where('stream_id', '=', `shipment-${own}`)
      .where('type', '=', 'CargoListCreated')
      .execute();
    expect(created).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(receiver.of(own, 'shipment.cargoListCreated')).toEqual([]);
  });

  it('retries a failing receiver with growing delays and the same body until it answers', async () => {
    receiver.failures = 2;
    const number = await newShipment();
    const delivery = await deliveryOf(number, 'shipment.saved', (d) => d.status === 'DELIVERED');
    expect(delivery).toMatchObject({ attempts: 3, lastStatusCode: 204 });
    const attempts = receiver.of(number);
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((entry) => entry.body)).size).toBe(1);
    for (const entry of attempts) expectSigned(entry);
    const [first, second, third] = attempts.map((entry) => entry.at) as [number, number, number];
    // Base 200 ms, doubled per attempt, at least half of it with jitter.
    expect(second - first).toBeGreaterThanOrEqual(100);
    expect(third - second).toBeGreaterThanOrEqual(200);
  });

  it('gives up after WEBHOOK_MAX_RETRIES retries, and an administrator sends it again', async () => {
    receiver.failures = 100;
    const number = await newShipment();
    const failed = await deliveryOf(number, 'shipment.saved', (d) => d.status === 'FAILED');
    expect(failed).toMatchObject({
      attempts: 3,
      lastStatusCode: 500,
      lastError: 'the receiver answered 500',
    });
    expect(failed.nextRetryAt).toBeNull();
    expect(receiver.of(number)).toHaveLength(3);

    receiver.failures = 0;
    const redelivered = await fetch(failed._links.redeliver.href, {
      method: 'POST',
      headers: await authHeader(portal, 'centraladmin'),
    });
    expect(redelivered.status).toBe(202);
    const delivered = await deliveryOf(number, 'shipment.saved', (d) => d.status === 'DELIVERED');
    expect(delivered.id).toBe(failed.id);
    const sent = receiver.of(number);
    expect(sent).toHaveLength(4);
    expect(JSON.parse(sent[3]?.body ?? '{}').id).toBe(JSON.parse(sent[0]?.body ?? '{}').id);
    expectSigned(sent[3] as Received);
  });

  it('checks the target again at delivery, and sends nothing to a private address there', async () => {
    const number = await newShipment();
    const delivered = await deliveryOf(number, 'shipment.saved', (d) => d.status === 'DELIVERED');
    await portal.runtime.db
      .updateTable('webhook_deliveries')
      .set({ status: 'QUEUED' })
      .where('id', '=', delivered.id)
      .execute();
    const outcome = await attemptWebhookDelivery(
      { db: portal.runtime.db, config: { ...portal.runtime.config, WEBHOOK_ALLOW_PRIVATE: false } },
      delivered.id,
    );
    expect(outcome).toMatchObject({
      outcome: 'failed',
      reason: expect.stringContaining('not a public address'),
    });
    expect(receiver.of(number)).toHaveLength(1);
    const refused = await deliveryOf(number, 'shipment.saved', (d) => d.status === 'FAILED');
    expect(refused).toMatchObject({ lastStatusCode: null, nextRetryAt: null });
  });

  it('stops sending to a deleted subscription', async () => {
    const other = await call('POST', WEBHOOKS, 'centraladmin', {
      url: 'http://127.0.0.1:9/unused',
      events: ['shipment.saved'],
    });
    expect(other.status).toBe(201);
    expect((await call('DELETE', `${WEBHOOKS}/${other.body.id}`, 'centraladmin')).status).toBe(204);
    const listed = await call('GET', WEBHOOKS, 'centraladmin');
    expect(listed.body._embedded.webhooks.map((w: Json) => w.id)).toEqual([subscription.id]);
    expect(JSON.stringify(listed.body)).not.toContain(subscription.signingSecret);
    expect((await call('GET', `${WEBHOOKS}/${other.body.id}/deliveries`, 'centraladmin')).status).toBe(404);
  });
});
