/**
 * `npm run bench:live`: the live update stream with BENCH_STREAMS (200) open streams of one
 * customer. Each change is a shipment saved over HTTP; every stream's client, as the web app does,
 * fetches the changed row when the event arrives. Measures from the save request to the row fetched
 * (and to the event) per stream, p50/p95/p99, and the API process's memory per open stream. The
 * clients run in a worker thread, so the portal's heap holds only the server's side. Runs the whole
 * portal in this process on a database of its own; prints one JSON document.
 */
import { cpus, totalmem } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { LIVE_STREAM_PATH } from '../contracts/live.ts';
import { openSse } from '../tests/harness/sse.ts';
import { benchOrder, serverVersion, startBenchPortal } from './portal.ts';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 200);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 20);
const GAP_MS = 500;

interface ClientData {
  url: string;
  token: string;
  streams: number;
}

type FromClients =
  | { kind: 'open'; streams: number }
  | { kind: 'row'; orderNumber: string; eventAt: number; rowAt: number };

if (!isMainThread) {
  // The browsers: each opens its stream and fetches a changed row the moment its event arrives.
  const { url, token, streams } = workerData as ClientData;
  const opened = await Promise.all(
    Array.from({ length: streams }, () => openSse(`${url}${LIVE_STREAM_PATH}`, { token })),
  );
  await Promise.all(opened.map((stream) => stream.next((event) => event.event === 'ready', 60_000)));
  for (const stream of opened) {
    let seen = stream.events.length;
    const follow = async () => {
      for (;;) {
        const event = await stream.next((entry) => entry.event === 'shipment', 600_000, seen);
        seen = stream.events.indexOf(event) + 1;
        const eventAt = Date.now();
        const response = await fetch(`${url}/api/shipments/${event.data.shipmentNumber}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const row = (await response.json()) as { orderNumber?: string };
        parentPort?.postMessage({
          kind: 'row',
          orderNumber: row.orderNumber ?? '',
          eventAt,
          rowAt: Date.now(),
        } satisfies FromClients);
      }
    };
    void follow().catch(() => undefined);
  }
  parentPort?.postMessage({ kind: 'open', streams: opened.length } satisfies FromClients);
} else {
  const gc = (globalThis as { gc?: () => void }).gc;
  const settle = async () => {
    for (let round = 0; round < 3; round++) {
      gc?.();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return process.memoryUsage();
  };
  const percentile = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
  };

  const portal = await startBenchPortal('live', {
    LIVE_STREAMS_PER_USER: String(STREAMS + 10),
    READ_MODEL_WAIT_MS: '0',
  });
  try {
    const token = await portal.token('customer1');
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${portal.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const json = (await response.json()) as Record<string, unknown>;
      if (response.status >= 300)
        throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
      return json;
    };
    const created = await call('POST', '/api/shipments', benchOrder(0, 'L'));
    const number = String(created.shipmentNumber);

    const before = await settle();
    const received = new Map<string, { eventAt: number; rowAt: number }[]>();
    let openStreams = 0;
    const clients = new Worker(new URL(import.meta.url), {
      workerData: { url: portal.url, token, streams: STREAMS } satisfies ClientData,
    });
    await new Promise<void>((resolve, reject) => {
      clients.on('error', reject);
      clients.on('message', (message: FromClients) => {
        if (message.kind === 'open') {
          openStreams = message.streams;
          resolve();
        } else {
          const list = received.get(message.orderNumber) ?? [];
          list.push({ eventAt: message.eventAt, rowAt: message.rowAt });
          received.set(message.orderNumber, list);
        }
      });
    });
    const open = await settle();

    const toRow: number[] = [];
    const toEvent: number[] = [];
    let complete = 0;
    for (let change = 1; change <= CHANGES; change++) {
      const shipment = await call('GET', `/api/shipments/${number}`);
      const orderNumber = `LIVE-${change}`;
      const startedAt = Date.now();
      await call('PUT', `/api/shipments/${number}`, { ...shipment, orderNumber });
      const deadline = Date.now() + 10_000;
      while ((received.get(orderNumber)?.length ?? 0) < STREAMS && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 10));
      const rows = received.get(orderNumber) ?? [];
      if (rows.length >= STREAMS) complete++;
      for (const row of rows) {
        toRow.push(row.rowAt - startedAt);
        toEvent.push(row.eventAt - startedAt);
      }
      await new Promise((resolve) => setTimeout(resolve, GAP_MS));
    }
    await clients.terminate();

    const stats = (values: number[]) => ({
      p50: percentile(values, 50),
      p95: percentile(values, 95),
      p99: percentile(values, 99),
      max: Math.max(...values),
    });
    const perStream = (field: 'heapUsed' | 'rss') => Math.round((open[field] - before[field]) / STREAMS);
    const result = {
      benchmark: 'live',
      postgres: await serverVersion(portal.runtime.db),
      machine: {
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model,
        memoryGb: Math.round(totalmem() / 2 ** 30),
      },
      streams: openStreams,
      changes: CHANGES,
      changesSeenByEveryStream: complete,
      rowsUpdated: toRow.length,
      saveToEventMs: stats(toEvent),
      saveToRowUpdatedMs: stats(toRow),
      p95UnderOneSecond: percentile(toRow, 95) < 1000,
      memoryPerStream: {
        apiHeapBytes: perStream('heapUsed'),
        processRssBytes: perStream('rss'),
        note: 'heap: the API process (the clients run in a worker thread with a heap of its own); rss: the whole process, both ends of every connection',
        gcExposed: Boolean(gc),
      },
    };
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    if (!result.p95UnderOneSecond || complete < CHANGES) process.exitCode = 1;
  } finally {
    await portal.close();
  }
}
