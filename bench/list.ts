/**
 * `npm run bench:list`: a million shipments in the read model. Generates their events in a database
 * of its own, times the shipment list projection from zero, then times GET /api/shipments over HTTP
 * as a customer user (customer1 owns 60% of them) against an API process of its own, from a
 * request timer process of its own (bench/request-timer.ts): the default list, a state filter,
 * free-text searches and a sort on every column, and reports the API process's peak resident
 * memory. Prints one JSON document; docs/benchmarks.md records it.
 *
 * BENCH_KEEP=1 keeps the database and prints its URL (on stderr); BENCH_DATABASE=<url> runs against
 * such a kept database without generating or projecting again (the projection only catches up).
 * BENCH_REBUILD=0 skips the rebuild; BENCH_ONLY=<regex> runs only the queries whose name matches;
 * The API process runs with the node flags of `npm run start:api` (its memory budget, decision
 * 0162); BENCH_API_NODE_OPTIONS adds NODE_OPTIONS to them. `apiCpuMsPerRequest` is the CPU time
 * the API process used over the queries per request: unlike the timings, other load on the
 * machine hardly moves it.
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { sql } from 'kysely';
import pg from 'pg';
import { parseConfig } from '../contracts/config.ts';
import { shipmentSortProperties } from '../contracts/shipment/list.ts';
import { freePort } from '../infra/ports.ts';
import { ensureDatabase, withDatabase } from '../infra/postgres.ts';
import { createLogger, createRuntime } from '../infra/runtime.ts';
import { seedAll } from '../infra/seed.ts';
import { measureLag, startProjections } from '../projections/index.ts';
import { rebuildProjection } from '../projections/runner/rebuild.ts';
import { shipmentListProjection } from '../projections/shipment-list/index.ts';
import { mintAccessToken } from '../services/identity/mint.ts';
import { generateEvents } from './list-seed.ts';
import { timeRequests } from './request-timer.ts';

const SHIPMENTS = Number(process.env.BENCH_SHIPMENTS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const reused = process.env.BENCH_DATABASE;
const database = reused ? new URL(reused).pathname.slice(1) : `bench_list_${process.pid}`;
const url = reused ?? withDatabase(adminUrl, database);
const keep = Boolean(reused) || Boolean(process.env.BENCH_KEEP);
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
const PUBLIC_URL = 'http://portal.bench';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (value: number) => Math.round(value * 10) / 10;

/** Peak and current resident memory of a process in MB (Linux /proc: VmHWM, VmRSS). */
function residentMB(pid: number | 'self') {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1] ?? 0);
  return { peak: Math.round(kB('VmHWM') / 1024), now: Math.round(kB('VmRSS') / 1024) };
}

/** The node flags of `npm run start:api` (package.json), so the bench runs the API as deployed. */
function startApiFlags(): string[] {
  const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
  const words = (scripts['start:api'] ?? '').split(/\s+/);
  return words.slice(1, words.indexOf('infra/main/api.ts')).filter((word) => word.startsWith('--'));
}

/** CPU time a process has used so far, user and system, in ms (Linux /proc: utime, stime). */
const clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
}

const load = () => loadavg().map((value) => Math.round(value * 100) / 100);

async function time<T>(run: () => Promise<T>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

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

const loadAtStart = load();
if (!reused) await ensureDatabase(adminUrl, database);
const client = new pg.Client({ connectionString: url });
await client.connect();
let runtime: Awaited<ReturnType<typeof createRuntime>> | undefined;
let projections: Awaited<ReturnType<typeof startProjections>> | undefined;
let api: ReturnType<typeof spawn> | undefined;
try {
  runtime = await createRuntime(config, createLogger(config));
  await seedAll(runtime);
  const generated = reused ? undefined : await time(() => generateEvents(client, SHIPMENTS));
  if (!reused) await client.query('analyze events');

  const projectStart = performance.now();
  // Only the list is measured: no other read model or reactor competes for the two cores.
  projections = await startProjections(runtime, { projections: [shipmentListProjection], reactors: [] });
  for (;;) {
    const lag = (await measureLag(runtime.db, runtime.eventStore)).find(
      (entry) => entry.name === 'shipment_list',
    );
    // A kept database may be building a new version of the projection beside the old one.
    const building = await runtime.db
      .selectFrom('projection_builds')
      .select('build')
      .where('projection', '=', 'shipment_list')
      .where('status', '=', 'building')
      .executeTakeFirst();
    if (lag && lag.events === 0 && !building) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const projectMs = performance.now() - projectStart;
  await sql`analyze`.execute(runtime.db);
  const rows = await runtime.db
    .selectFrom('shipment_list')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirst();
  const shipments = Number(rows?.n ?? 0);
  // The read model is caught up and nothing writes while the queries run: the runner stops, and the
  // garbage of generating and projecting is collected now, so that this process, idle while the
  // requests are timed, takes no core from the API or PostgreSQL then.
  await projections.stop();
  projections = undefined;
  (globalThis as { gc?: () => void }).gc?.();

  // The portal's API in a process of its own, as deployed: its memory is the portal's, not the
  // generator's or the runner's.
  const port = await freePort();
  api = spawn(process.execPath, [...startApiFlags(), 'infra/main/api.ts'], {
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
      NODE_OPTIONS: process.env.BENCH_API_NODE_OPTIONS ?? '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const apiPid = api.pid as number;
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    const ready = await fetch(`${base}/health/ready`).catch(() => undefined);
    if (ready?.ok) break;
    if (tries > 600 || api.exitCode !== null) throw new Error('the API did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const apiStartedMB = residentMB(apiPid);

  const token = await mintAccessToken(runtime.db, config, {
    issuer: `${PUBLIC_URL}/oidc`,
    username: 'customer1',
  });
  const scenarios: Record<string, string> = {
    default: '/api/shipments',
    stateFilter: '/api/shipments?state=FINALIZED',
    stateFilterTwo: '/api/shipments?state=DRAFT,ANNOUNCED',
    searchCity: '/api/shipments?query=wien',
    searchRare: '/api/shipments?query=PO-123456',
    searchTwoTerms: '/api/shipments?query=novák%20brno',
    searchThreeTerms: '/api/shipments?query=novák%20brno%20logistik',
    searchRareTwoTerms: '/api/shipments?query=PO-123456%20brno',
    searchTypo: '/api/shipments?query=svobda',
    searchRareTypo: '/api/shipments?query=maschinenbua%20941',
    secondPage: '/api/shipments?page=1',
  };
  for (const property of shipmentSortProperties) {
    scenarios[`sort.${property}.asc`] = `/api/shipments?sort=${property},asc`;
    scenarios[`sort.${property}.desc`] = `/api/shipments?sort=${property},desc`;
  }
  const apiCpuBefore = cpuMs(apiPid);
  const timings = await timeRequests({
    base,
    token,
    requests: REQUESTS,
    warmup: 3,
    queries: Object.fromEntries(Object.entries(scenarios).filter(([name]) => !only || only.test(name))),
  });
  const requestsSent = Object.keys(timings).length * (REQUESTS + 3);
  const results: Record<
    string,
    { p50: number; p95: number; p99: number; rows: number; total?: number; totalExact?: boolean }
  > = {};
  for (const [name, { durations, rows, total, totalExact }] of Object.entries(timings)) {
    results[name] = {
      p50: round(percentile(durations, 50)),
      p95: round(percentile(durations, 95)),
      p99: round(percentile(durations, 99)),
      rows,
      total,
      totalExact,
    };
  }
  // What the API process spent per request, whatever else ran on the machine (the timings do not).
  const apiCpuMsPerRequest = round((cpuMs(apiPid) - apiCpuBefore) / Math.max(1, requestsSent));
  const worstP95 = Math.max(...Object.values(results).map((result) => result.p95));
  const apiMB = residentMB(apiPid);
  const benchServingMB = residentMB('self').peak;
  api.kill('SIGTERM');
  await new Promise((resolve) => api?.once('exit', resolve));
  api = undefined;
  const loadAfterQueries = load();

  // A rebuild beside the live build: bulk batches without indexes, the indexes, the switch.
  let rebuildMs: number | undefined;
  if (process.env.BENCH_REBUILD !== '0') {
    const rebuildStart = performance.now();
    await rebuildProjection({
      db: runtime.db,
      store: runtime.eventStore,
      connectionString: url,
      log: createLogger(config),
      projection: shipmentListProjection,
    });
    rebuildMs = performance.now() - rebuildStart;
  }
  process.stdout.write(
    `${JSON.stringify(
      {
        machine: {
          cpus: cpus().length,
          memoryGiB: Math.round(totalmem() / 2 ** 30),
          postgres: (await client.query('show server_version')).rows[0]?.server_version,
          node: process.version,
        },
        loadAverage: { start: loadAtStart, afterQueries: loadAfterQueries, end: load() },
        shipments,
        generateEventsSeconds: generated === undefined ? null : round(generated / 1000),
        projectSeconds: reused ? null : round(projectMs / 1000),
        projectShipmentsPerSecond: reused ? null : Math.round(shipments / (projectMs / 1000)),
        // A kept database only catches up (a new version of the projection builds beside the old).
        ...(reused ? { catchUpSeconds: round(projectMs / 1000) } : {}),
        rebuildSeconds: rebuildMs === undefined ? null : round(rebuildMs / 1000),
        rebuildShipmentsPerSecond:
          rebuildMs === undefined ? null : Math.round(shipments / (rebuildMs / 1000)),
        peakResidentMB: {
          apiProcess: apiMB.peak,
          apiProcessAtStart: apiStartedMB.now,
          apiProcessAfterQueries: apiMB.now,
          benchProcessServing: benchServingMB,
          benchProcessAfterTheRebuild: residentMB('self').peak,
        },
        apiNodeFlags: [...startApiFlags(), process.env.BENCH_API_NODE_OPTIONS ?? ''].join(' ').trim(),
        requestsPerQuery: REQUESTS,
        apiCpuMsPerRequest,
        worstP95Ms: worstP95,
        queriesMs: results,
      },
      null,
      2,
    )}\n`,
  );
} finally {
  if (api && api.exitCode === null) {
    api.kill('SIGTERM');
    await new Promise((resolve) => api?.once('exit', resolve));
  }
  await projections?.stop();
  await runtime?.close();
  await client.end();
  if (keep) {
    process.stderr.write(`database kept: BENCH_DATABASE=${url}\n`);
  } else {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}
