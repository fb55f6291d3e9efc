import { trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallArgs, callAs } from './harness/calls.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { order } from './shipments-helpers.ts';

/** Spans are kept in memory instead of going to a collector; everything else is the real portal. */
const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
let portal: TestPortal;
const call = (...args: CallArgs) => callAs(portal, ...args);

beforeAll(async () => {
  provider.register();
  portal = await startTestPortal();
});
afterAll(async () => {
  await portal?.stop();
  await provider.shutdown();
  trace.disable();
});

describe('one trace across the portal', () => {
  it('follows an announcement from the request through its events, the projections and the reactor to the mail', async () => {
    const created = await call('POST', '/api/shipments', 'customer1', {
      ...order(),
      state: 'CREATE_ANNOUNCEMENT',
    });
    expect(created.status).toBe(201);
    const number = String(created.body.shipmentNumber);
    const request = exporter
      .getFinishedSpans()
      .find(
        (span) => span.name === 'POST /api/shipments' && span.attributes['http.response.status_code'] === 201,
      );
    expect(request).toBeDefined();
    const traceId = request?.spanContext().traceId;
    const names = async () => {
      await provider.forceFlush();
      return exporter
        .getFinishedSpans()
        .filter((span) => span.spanContext().traceId === traceId)
        .map((span) => span.name);
    };
    const deadline = Date.now() + 30_000;
    let seen = await names();
    while (!seen.includes('mail delivery') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      seen = await names();
    }
    expect(seen).toEqual(
      expect.arrayContaining([
        'POST /api/shipments',
        'projection shipment_list',
        'projection audit_log',
        'reactor shipment_mails',
        'reactor mail_delivery',
        'mail delivery',
      ]),
    );
    const mails = await call('GET', `/api/shipments/${number}/mails`, 'customer1');
    expect(mails.status).toBe(200);
  });
});
