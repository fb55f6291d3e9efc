/**
 * `npm run bench:batch`: announce 1000 shipments in one batch and commission them in another, end
 * to end over HTTP (request to the last per-shipment result), and how fast the shipping notices the
 * announcements produce are delivered over SMTP. Runs the whole portal in this process on a database
 * of its own; prints one JSON document.
 */
import { cpus, totalmem } from 'node:os';
import pg from 'pg';
import { parseConfig } from '../contracts/config.ts';
import { startPortalParts } from '../infra/portal.ts';
import { ensureDatabase, withDatabase } from '../infra/postgres.ts';
import { createLogger, createRuntime } from '../infra/runtime.ts';
import { seedAll } from '../infra/seed.ts';
import { addWorkdays, dateIn } from '../services/domain/rules/calendar.ts';
import { mintAccessToken } from '../services/identity/mint.ts';
import { startMailCatcher } from '../services/mail/mail-catcher.ts';

const SHIPMENTS = Number(process.env.BENCH_SHIPMENTS ?? 1000);
const CREATE_CONCURRENCY = 8;
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `bench_batch_${process.pid}`;
const round = (value: number) => Math.round(value * 10) / 10;

const shippingDate = addWorkdays(dateIn(new Date(), 'Europe/Berlin'), 1, 'DE');
const order = (index: number) => ({
  sender: {
    customerId: '100001',
    name: 'Müller Maschinenbau GmbH',
    street: 'Billwerder Neuer Deich 72',
    zipCode: '20539',
    city: 'Hamburg',
    country: 'DE',
    contactName: 'Jana Müller',
    phone: '+49 40 7890120',
  },
  consignee: {
    name: `Schmidt Werkzeugbau ${index}`,
    street: 'Landsberger Straße 110',
    zipCode: '80339',
    city: 'München',
    country: 'DE',
  },
  orderNumber: `B-${index}`,
  shippingDate,
  deliveryDate: addWorkdays(shippingDate, 1, 'DE'),
  shippingTerms: { identifier: '04' },
  product: { identifier: 'P01' },
  deliveryNotes: [],
  cargoList: {
    items: [
      {
        colliQty: 2,
        packingCode: 'EP',
        goods: 'Maschinenteile',
        weight: 480,
        length: 120,
        width: 80,
        height: 100,
      },
    ],
  },
});

await ensureDatabase(adminUrl, database);
const catcher = await startMailCatcher();
const config = parseConfig({
  ...process.env,
  DATABASE_URL: withDatabase(adminUrl, database),
  PORT: '0',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  EMBEDDED_SMTP_PORT: '0',
  SMTP_URL: catcher.url,
  QUEUE_PREFIX: database,
  READ_MODEL_WAIT_MS: '0',
});
const runtime = await createRuntime(config, createLogger(config));
let parts: Awaited<ReturnType<typeof startPortalParts>> | undefined;
try {
  await seedAll(runtime);
  parts = await startPortalParts(runtime);
  const base = parts.api.address;
  const token = await mintAccessToken(runtime.db, config, {
    issuer: parts.api.app.identity.issuer(),
    username: 'customer1',
  });
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
        numbers[index] = (await call('POST', '/api/shipments', order(index))).shipmentNumber as string;
      }
    }),
  );

  async function runBatch(kind: 'announce' | 'commission', body: unknown) {
    const started = performance.now();
    const accepted = await call('POST', `/api/shipments/batch/${kind}`, body);
    const path = new URL((accepted._links as { self: { href: string } }).self.href).pathname;
    for (;;) {
      const batch = (await call('GET', path)) as {
        state: string;
        progress: { done: number; skipped: number };
      };
      if (batch.state === 'completed')
        return { seconds: round((performance.now() - started) / 1000), ...batch.progress };
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
  const commission = await runBatch('commission', { shipmentNumbers: numbers });

  const client = new pg.Client({ connectionString: withDatabase(adminUrl, database) });
  await client.connect();
  const postgres = (await client.query('show server_version')).rows[0]?.server_version;
  await client.end();
  process.stdout.write(
    `${JSON.stringify(
      {
        machine: {
          cpus: cpus().length,
          memoryGiB: Math.round(totalmem() / 2 ** 30),
          postgres,
          node: process.version,
        },
        shipments: SHIPMENTS,
        announce1000: announce,
        commission1000: commission,
        shippingNotices: {
          delivered: catcher.received.length - mailsBefore,
          secondsFromBatchStart: round(mailSeconds),
          mailsPerSecond: round((catcher.received.length - mailsBefore) / mailSeconds),
        },
      },
      null,
      2,
    )}\n`,
  );
} finally {
  await parts?.stop();
  await runtime.close();
  await catcher.stop();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if (!process.env.BENCH_KEEP) await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
}
