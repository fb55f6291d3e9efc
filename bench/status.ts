/**
 * `npm run bench:status`: the journey's status reports. First the intake: the whole portal in a
 * process of its own (bench/portal.ts), BENCH_STATUS_SHIPMENTS commissioned shipments, and
 * BENCH_REPORTS status reports `POST /api/shipments/{n}/statuses` as a central administrator, one
 * after another and then from BENCH_CLIENTS clients at once; every other report sends one of the
 * forwarder's own codes (`AV`), which the use case maps onto the catalogue. Then the list: the
 * list bench's million shipments (bench/list-seed.ts), projected, and for each the projection row
 * that ten status events would leave (the current status of the tenth: seeding ten million events
 * through the store would take the bench's hour, the row is what the list reads), timed over HTTP
 * from a process of its own (bench/request-timer.ts) against an API process of its own: the default
 * list and the "Exceptions only" filter. Prints one JSON document; docs/benchmarks.md records it.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { sql } from 'kysely';
import pg from 'pg';
import { parseConfig } from '../contracts/config.ts';
import { freePort } from '../infra/ports.ts';
import { ensureDatabase, withDatabase } from '../infra/postgres.ts';
import { createLogger, createRuntime } from '../infra/runtime.ts';
import { seedAll } from '../infra/seed.ts';
import { measureLag, startProjections } from '../projections/index.ts';
import { shipmentListProjection } from '../projections/shipment-list/index.ts';
import { mintAccessToken } from '../services/identity/mint.ts';
import { generateEvents } from './list-seed.ts';
import { adminUrl, benchOrder, serverVersion, startPortalProcess } from './portal.ts';
import { timeRequests } from './request-timer.ts';

const STATUS_SHIPMENTS = Number(process.env.BENCH_STATUS_SHIPMENTS ?? 40);
const REPORTS = Number(process.env.BENCH_REPORTS ?? 600);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4);
const LIST_SHIPMENTS = Number(process.env.BENCH_SHIPMENTS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
const PUBLIC_URL = 'http://portal.bench';
const round = (value: number) => Math.round(value * 10) / 10;
const load = () => loadavg().map((value) => Math.round(value * 100) / 100);

const STEPS = ['RECEIVED', 'LOADED', 'DEPARTED', 'ARRIVED', 'OUT_FOR_DELIVERY'] as const;

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share: number) =>
    round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/** Reports per second and latencies of `count` reports from `clients` clients, each on shipments of its own. */
async function reportRun(
  portal: { url: string; cpuSeconds: () => number },
  token: string,
  numbers: string[],
  count: number,
  clients: number,
  label: string,
) {
  const latencies: number[] = [];
  let sent = 0;
  const cpu = portal.cpuSeconds();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const mine = numbers.filter((_, index) => index % clients === client);
      for (let index = 0; sent < count; index++) {
        const report = sent++;
        const number = mine[index % mine.length] as string;
        const forwarderCode = report % 2 === 1;
        const body = {
          reportId: `${label}-${report}`,
          status: forwarderCode ? 'AV' : STEPS[report % STEPS.length],
          occurredAt: new Date(Date.UTC(2026, 10, 1) + report * 60_000).toISOString(),
          place: { branch: 'HAM' },
          remarks: 'Scanned at gate 3',
        };
        const begun = performance.now();
        const response = await fetch(`${portal.url}/api/shipments/${number}/statuses`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        await response.arrayBuffer();
        if (response.status !== 201) throw new Error(`report ${label}-${report}: ${response.status}`);
        latencies.push(performance.now() - begun);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    clients,
    reports: latencies.length,
    reportsPerSecond: Math.round(latencies.length / seconds),
    latencyMs: percentiles(latencies),
    portalCpuMsPerReport: round(((portal.cpuSeconds() - cpu) * 1000) / latencies.length),
  };
}

async function api(url: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { shipmentNumber: string; version: number };
  if (response.status >= 300)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** The intake: status reports per second over the API, one client and several. */
async function intake() {
  const portal = await startPortalProcess('status');
  try {
    const customer = await portal.token('customer1');
    const admin = await portal.token('admin');
    const staff = await portal.token('centraladmin');
    await api(portal.url, admin, 'POST', '/api/admin/journeyCodes', {
      code: 'AV',
      status: 'DELIVERY_ATTEMPTED',
      reason: 'CONSIGNEE_ABSENT',
    });
    const numbers: string[] = [];
    for (let index = 0; index < STATUS_SHIPMENTS; index++) {
      const order = benchOrder(index, 'STATUS');
      const draft = await api(portal.url, customer, 'POST', '/api/shipments', order);
      const done = await api(
        portal.url,
        customer,
        'PUT',
        `/api/shipments/${draft.shipmentNumber}/commission`,
        {
          ...order,
          version: draft.version,
        },
      );
      numbers.push(done.shipmentNumber);
    }
    await reportRun(portal, staff, numbers, 30, 1, 'WARM');
    const sequential = await reportRun(portal, staff, numbers, REPORTS, 1, 'SEQ');
    const concurrent = await reportRun(portal, staff, numbers, REPORTS, CLIENTS, 'PAR');
    return {
      postgres: await serverVersion(portal.runtime.db),
      shipments: STATUS_SHIPMENTS,
      sequential,
      concurrent,
      portalPeakResidentMB: portal.peakResidentMB(),
    };
  } finally {
    await portal.close();
  }
}

/** The node flags of `npm run start:api` (package.json), so the bench runs the API as deployed. */
function startApiFlags(): string[] {
  const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
  const words = (scripts['start:api'] ?? '').split(/\s+/);
  return words.slice(1, words.indexOf('infra/main/api.ts')).filter((word) => word.startsWith('--'));
}

/**
 * The current status ten reports leave on each shipment, written into the list's rows as the
 * projection writes it: every 25th shipment's journey ends in an exception (4%), the others are
 * delivered or still on their way; the tenth report happened ten hours after the shipping day.
 */
const JOURNEY_ROWS = `
  update shipment_list set
    journey_status = case when n % 25 = 0 then (array['DELIVERY_ATTEMPTED','DAMAGED','HELD','SHORT'])[1 + (n / 25) % 4]
                          when n % 3 = 0 then 'OUT_FOR_DELIVERY' else 'DELIVERED' end,
    journey_exception = n % 25 = 0,
    journey_occurred_at = timestamptz '2026-01-05 18:00:00+00' + (n % 300) * interval '1 day'
  from (select shipment_number as number, shipment_number::bigint - 1000001 as n from shipment_list) numbered
  where shipment_list.shipment_number = numbered.number`;

async function waitForList(runtime: Awaited<ReturnType<typeof createRuntime>>) {
  for (;;) {
    const lag = (await measureLag(runtime.db, runtime.eventStore)).find(
      (entry) => entry.name === 'shipment_list',
    );
    if (lag && lag.events === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The list at a million shipments with ten status events each: the default list and the exceptions. */
async function list() {
  const database = `bench_status_list_${process.pid}`;
  const url = withDatabase(adminUrl, database);
  await ensureDatabase(adminUrl, database);
  const config = parseConfig({
    ...process.env,
    DATABASE_URL: url,
    PORT: '0',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    EMBEDDED_SMTP_PORT: '0',
    QUEUE_PREFIX: database,
    SEED_DEMO_DATA: 'true',
    PUBLIC_URL,
  });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const runtime = await createRuntime(config, createLogger(config));
  let child: ReturnType<typeof spawn> | undefined;
  try {
    await seedAll(runtime);
    await generateEvents(client, LIST_SHIPMENTS);
    await client.query('analyze events');
    const projections = await startProjections(runtime, {
      projections: [shipmentListProjection],
      reactors: [],
    });
    await waitForList(runtime);
    await projections.stop();
    const journeyStart = performance.now();
    const updated = await client.query(JOURNEY_ROWS);
    const journeyRowsSeconds = round((performance.now() - journeyStart) / 1000);
    await sql`analyze`.execute(runtime.db);
    const port = await freePort();
    child = spawn(process.execPath, [...startApiFlags(), 'infra/main/api.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: url,
        REDIS_URL: runtime.redisUrl,
        PORT: String(port),
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        QUEUE_PREFIX: database,
        SEED_DEMO_DATA: 'true',
        PUBLIC_URL,
        AUTH_RATE_LIMIT: '1000000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}`;
    for (let tries = 0; ; tries++) {
      const ready = await fetch(`${base}/health/ready`).catch(() => undefined);
      if (ready?.ok) break;
      if (tries > 600 || child.exitCode !== null) throw new Error('the API did not become ready');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const token = await mintAccessToken(runtime.db, config, {
      issuer: `${PUBLIC_URL}/oidc`,
      username: 'customer1',
    });
    const timings = await timeRequests({
      base,
      token,
      requests: REQUESTS,
      warmup: 3,
      queries: { default: '/api/shipments', exceptionsOnly: '/api/shipments?journey=exception' },
    });
    const queriesMs = Object.fromEntries(
      Object.entries(timings).map(([name, { durations, rows, total }]) => [
        name,
        { ...percentiles(durations), rows, total },
      ]),
    );
    return {
      shipments: LIST_SHIPMENTS,
      statusEventsPerShipment: 10,
      seeded:
        'projection rows: each shipment list row as ten status events would leave it (journey_status, ' +
        'journey_occurred_at, journey_exception; 4% exceptions), not the events themselves',
      journeyRowsWritten: updated.rowCount,
      journeyRowsSeconds,
      requestsPerQuery: REQUESTS,
      queriesMs,
    };
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await runtime.close();
    await client.end();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}

const loadAtStart = load();
const intakeResult = await intake();
const loadAfterIntake = load();
const listResult = await list();
process.stdout.write(
  `${JSON.stringify(
    {
      machine: {
        cpus: cpus().length,
        cpu: cpus()[0]?.model,
        memoryGiB: Math.round(totalmem() / 2 ** 30),
        postgres: intakeResult.postgres,
        node: process.version,
      },
      loadAverage: { start: loadAtStart, afterIntake: loadAfterIntake, end: load() },
      intake: intakeResult,
      list: listResult,
    },
    null,
    2,
  )}\n`,
);
