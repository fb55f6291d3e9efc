/**
 * `npm run bench:load`: a mix of what customers do — list, search, create, create-and-announce and
 * print labels — for BENCH_LOAD_SECONDS (60) with autocannon against one API process, while the
 * projection runner and the workers run in processes of their own. Prints requests per second,
 * latency percentiles and the API process's CPU seconds per 1,000 requests as JSON; the capacity
 * arithmetic is in docs/deployment.md.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { parseConfig } from '../contracts/config.ts';
import { ensureDatabase, withDatabase } from '../infra/postgres.ts';
import { freePort } from '../infra/redis.ts';
import { createDb } from '../services/db/index.ts';
import { mintAccessToken } from '../services/identity/mint.ts';
import { startMailCatcher } from '../services/mail/mail-catcher.ts';
import { order } from '../tests/shipments-helpers.ts';
import { adminUrl, serverVersion } from './portal.ts';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 10);
const PUBLIC_URL = 'http://portal.bench';

const database = `bench_load_${process.pid}`;
await ensureDatabase(adminUrl, database);
const databaseUrl = withDatabase(adminUrl, database);
const scratch = await mkdtemp(path.join(tmpdir(), 'portal-load-'));
const catcher = await startMailCatcher();
const port = await freePort();
const env = {
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  DATABASE_URL: databaseUrl,
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  QUEUE_PREFIX: database,
  SMTP_URL: catcher.url,
  DATA_DIR: scratch,
  PUBLIC_URL,
  AUTH_RATE_LIMIT: '1000000',
  READ_MODEL_WAIT_MS: '2000',
};
const children: ChildProcess[] = [];
const start = (entry: string, extra: Record<string, string> = {}) => {
  const child = spawn(process.execPath, [entry], { env: { ...env, ...extra }, stdio: 'ignore' });
  children.push(child);
  return child;
};

/** User plus system CPU seconds a process has used so far (Linux /proc). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

try {
  const api = start('infra/main/api.ts', { PORT: String(port) });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    const ready = await fetch(`${base}/health/ready`).catch(() => undefined);
    if (ready?.ok) break;
    if (tries > 600) throw new Error('the API did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  start('infra/main/projections.ts');
  start('infra/main/workers.ts');
  const db = createDb(databaseUrl, { max: 2 });
  const token = await mintAccessToken(db, parseConfig(env as Record<string, string>), {
    issuer: `${PUBLIC_URL}/oidc`,
    username: 'customer1',
  });
  await db.destroy();
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  // The read models exist once the runner built them; a shipment to print labels of.
  let printable = '';
  for (let tries = 0; !printable; tries++) {
    const created = await fetch(`${base}/api/shipments`, {
      method: 'POST',
      headers,
      body: JSON.stringify(order()),
    });
    if (created.status === 201)
      printable = String(((await created.json()) as { shipmentNumber: string }).shipmentNumber);
    else if (tries > 600) throw new Error(`creating a shipment: ${created.status}`);
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const mix = [
    { method: 'GET' as const, path: '/api/shipments?size=20' },
    { method: 'GET' as const, path: '/api/shipments?size=20&query=hamburg' },
    { method: 'POST' as const, path: '/api/shipments', body: JSON.stringify(order()) },
    {
      method: 'POST' as const,
      path: '/api/shipments',
      body: JSON.stringify({ ...order(), state: 'CREATE_ANNOUNCEMENT' }),
    },
    { method: 'GET' as const, path: `/api/shipments/labels?shipments=${printable}` },
  ];
  const cpuBefore = cpuSeconds(api.pid as number);
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    requests: mix,
  });
  const cpuUsed = cpuSeconds(api.pid as number) - cpuBefore;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const { rows } = await admin.query<{ created: string }>('select count(*) as created from shipment_list');
  await admin.end();
  const requests = result.requests.total;
  process.stdout.write(
    `${JSON.stringify(
      {
        bench: 'load',
        machine: {
          cpus: cpus().length,
          cpuModel: cpus()[0]?.model,
          memoryGb: Math.round(totalmem() / 2 ** 30),
          loadavg: loadavg(),
        },
        postgres: await serverVersion(createDb(databaseUrl, { max: 1 })),
        seconds: SECONDS,
        connections: CONNECTIONS,
        mix: mix.map((request) => `${request.method} ${request.path.split('?')[0]}`),
        requests,
        requestsPerSecond: Math.round(result.requests.average * 10) / 10,
        latencyMs: {
          p50: result.latency.p50,
          p90: result.latency.p90,
          p99: result.latency.p99,
          max: result.latency.max,
        },
        statuses: {
          '2xx': result['2xx'],
          '4xx': result['4xx'],
          '5xx': result['5xx'],
          errors: result.errors,
          timeouts: result.timeouts,
        },
        apiCpuSecondsPer1000Requests: Math.round((cpuUsed / requests) * 1000 * 100) / 100,
        shipmentsCreated: Number(rows[0]?.created ?? 0),
      },
      null,
      2,
    )}\n`,
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))),
    ),
  );
  await catcher.stop();
  await rm(scratch, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if (!process.env.BENCH_KEEP) await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
}
