/**
 * `npm run bench:batch`: announce 1000 shipments in one batch and commission them in another, end
 * to end over HTTP (request to the last per-shipment result), and how fast the shipping notices the
 * announcements produce are delivered over SMTP. Runs the whole portal in a process of its own on a
 * database of its own (the SMTP server and the HTTP clients stay in this one); prints one JSON
 * document with the portal's CPU seconds per batch and its peak resident memory.
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { startMailCatcher } from '../services/mail/mail-catcher.ts';
import { shippingDates } from '../tests/shipments-helpers.ts';
import { benchOrder, serverVersion, startPortalProcess } from './portal.ts';

const SHIPMENTS = Number(process.env.BENCH_SHIPMENTS ?? 1000);
const CREATE_CONCURRENCY = 8;
const round = (value: number) => Math.round(value * 10) / 10;

const loadAtStart = loadavg()[0] ?? 0;
const catcher = await startMailCatcher();
const portal = await startPortalProcess('batch', { SMTP_URL: catcher.url, READ_MODEL_WAIT_MS: '0' });
const { shippingDate } = shippingDates();
try {
  const base = portal.url;
  const token = await portal.token('customer1');
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const json = (await response.json()) as Record<string, unknown>;
    if (response.status >= 300)
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };

  const numbers: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CREATE_CONCURRENCY }, async () => {
      while (next < SHIPMENTS) {
        const index = next++;
        numbers[index] = (await call('POST', '/api/shipments', benchOrder(index, 'B')))
          .shipmentNumber as string;
      }
    }),
  );

  async function runBatch(kind: 'announce' | 'commission', body: unknown) {
    await portal.counts();
    const started = performance.now();
    const cpuBefore = portal.cpuSeconds();
    const accepted = await call('POST', `/api/shipments/batch/${kind}`, body);
    const path = new URL((accepted._links as { self: { href: string } }).self.href).pathname;
    for (;;) {
      const batch = (await call('GET', path)) as {
        state: string;
        progress: { done: number; skipped: number };
      };
      if (batch.state === 'completed') {
        const counts = await portal.counts();
        return {
          seconds: round((performance.now() - started) / 1000),
          // CPU of the portal's process (API, workers and projections), less sensitive to load.
          processCpuSeconds: round(portal.cpuSeconds() - cpuBefore),
          ...batch.progress,
          // With BENCH_COUNT_STATEMENTS=1: what the portal sent from the request to the last result.
          ...(counts ? { counted: counts } : {}),
        };
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const mailsBefore = catcher.received.length;
  const mailStart = performance.now();
  const announce = await runBatch('announce', {
    shipmentNumbers: numbers,
    announcement: { dateFrom: shippingDate, timeFrom: '08:00', timeUntil: '16:00', notice: 'Rampe 1' },
  });
  while (catcher.received.length - mailsBefore < announce.done)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const mailSeconds = (performance.now() - mailStart) / 1000;
  // Delivery on its own: from the first shipping notice the SMTP server received to the last.
  const notices = catcher.received.slice(mailsBefore).map((mail) => Date.parse(mail.receivedAt));
  const deliverySeconds = (Math.max(...notices) - Math.min(...notices)) / 1000;
  const commission = await runBatch('commission', { shipmentNumbers: numbers });

  const postgres = await serverVersion(portal.runtime.db);
  process.stdout.write(
    `${JSON.stringify(
      {
        machine: {
          cpus: cpus().length,
          memoryGiB: Math.round(totalmem() / 2 ** 30),
          postgres,
          node: process.version,
          // Other work on the shared machine shows in every figure: compare runs of like load.
          loadAverage1m: { atStart: round(loadAtStart), atEnd: round(loadavg()[0] ?? 0) },
        },
        shipments: SHIPMENTS,
        announce1000: announce,
        commission1000: commission,
        shippingNotices: {
          delivered: catcher.received.length - mailsBefore,
          secondsFromBatchStart: round(mailSeconds),
          mailsPerSecond: round((catcher.received.length - mailsBefore) / mailSeconds),
          secondsFirstToLast: round(deliverySeconds),
          deliveredPerSecond: round((notices.length - 1) / deliverySeconds),
        },
        portal: { peakResidentMB: portal.peakResidentMB() },
      },
      null,
      2,
    )}\n`,
  );
} finally {
  await portal.close();
  await catcher.stop();
}
