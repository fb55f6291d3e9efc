import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../contracts/config.ts';
import {
  ensureDatabase,
  type PostgresHandle,
  startEmbeddedPostgres,
  withDatabase,
} from '../infra/postgres.ts';
import { freePort, type RedisHandle, startRedisServer } from '../infra/redis.ts';
import { createDb } from '../services/db/index.ts';
import { mintAccessToken } from '../services/identity/mint.ts';
import { type MailCatcher, startMailCatcher } from '../services/mail/mail-catcher.ts';
import { order, shippingDates } from './shipments-helpers.ts';

/**
 * The portal as a deployment runs it: two API processes, two projection runners, two worker
 * processes and the SFTP server, each an OS process of its own, on one PostgreSQL and one Redis
 * that this test starts and stops. A small load runs through both APIs; then the faults production
 * brings, each with its figures printed and asserted.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const figures: Record<string, unknown> = {};
const PUBLIC_URL = 'http://portal.test';

let scratch: string;
let postgres: PostgresHandle;
let postgresPort: number;
let redis: RedisHandle;
let redisPort: number;
let catcher: MailCatcher;
let databaseUrl: string;
const parts = new Map<string, Part>();

interface Part {
  name: string;
  child: ChildProcess;
  port?: number;
  output: () => string;
}

function environment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    QUEUE_PREFIX: 'topology',
    SMTP_URL: catcher.url,
    DATA_DIR: scratch,
    READ_MODEL_WAIT_MS: '2000',
    PROJECTION_POLL_MS: '200',
    BATCH_RESUME_MS: '500',
    AUTH_RATE_LIMIT: '100000',
    EMBEDDED_SMTP_PORT: '0',
    // Behind one load balancer every API process has the same public address, so one issuer.
    PUBLIC_URL,
    ...extra,
  };
}

async function start(name: string, entry: string, extra: Record<string, string> = {}): Promise<Part> {
  const port = extra.PORT ? Number(extra.PORT) : undefined;
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: environment(extra),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (data) => {
    output += data.toString();
  });
  child.stderr?.on('data', (data) => {
    output += data.toString();
  });
  const part: Part = { name, child, ...(port ? { port } : {}), output: () => output };
  parts.set(name, part);
  return part;
}

async function until<T>(probe: () => Promise<T | undefined>, what: string, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const apiUrl = (part: Part) => `http://127.0.0.1:${part.port}`;

async function ready(part: Part) {
  await until(
    async () => ((await fetch(`${apiUrl(part)}/health/ready`)).ok ? true : undefined),
    `${part.name} ready`,
  );
}

async function startApi(name: string, port: number) {
  const part = await start(name, 'infra/main/api.ts', { PORT: String(port) });
  await ready(part);
  return part;
}

function exited(part: Part): Promise<number | null> {
  if (part.child.exitCode !== null || part.child.signalCode !== null)
    return Promise.resolve(part.child.exitCode);
  return new Promise((resolve) => part.child.once('exit', (code) => resolve(code)));
}

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

let token = '';
const apis: Part[] = [];
let next = 0;

/** One request through the "load balancer": the APIs in rotation take turns. */
async function call(method: string, url: string, body?: unknown, rotation = apis) {
  const target = rotation[next++ % rotation.length] as Part;
  const response = await fetch(`${apiUrl(target)}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  return { status: response.status, body: json ?? {}, headers: response.headers };
}

async function createShipment(): Promise<string> {
  const created = await call('POST', '/api/shipments', order());
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return String(created.body.shipmentNumber);
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'portal-topology-'));
  postgresPort = await freePort();
  postgres = await startEmbeddedPostgres({
    dataDir: path.join(scratch, 'postgres'),
    port: postgresPort,
    fast: true,
  });
  await ensureDatabase(postgres.url, 'portal');
  databaseUrl = withDatabase(postgres.url, 'portal');
  redisPort = await freePort();
  redis = await startRedisServer(path.join(scratch, 'redis'), { port: redisPort });
  catcher = await startMailCatcher();
  // The first API migrates and seeds alone; the other parts start once the schema is there.
  apis.push(await startApi('api-1', await freePort()));
  apis.push(await startApi('api-2', await freePort()));
  await start('projections-1', 'infra/main/projections.ts');
  await start('projections-2', 'infra/main/projections.ts');
  await start('workers-1', 'infra/main/workers.ts');
  await start('workers-2', 'infra/main/workers.ts');
  await start('sftp', 'infra/main/sftp.ts', { SFTP_PORT: String(await freePort()) });
  const db = createDb(databaseUrl, { max: 2 });
  try {
    const config = parseConfig(environment() as Record<string, string>);
    token = await mintAccessToken(db, config, { issuer: `${PUBLIC_URL}/oidc`, username: 'customer1' });
  } finally {
    await db.destroy();
  }
}, 180_000);

afterAll(async () => {
  process.stdout.write(`[topology] ${JSON.stringify(figures)}\n`);
  if (process.env.TOPOLOGY_LOGS)
    for (const part of parts.values()) process.stdout.write(`--- ${part.name}\n${part.output()}\n`);
  for (const part of parts.values()) part.child.kill('SIGKILL');
  await Promise.all([...parts.values()].map(exited));
  await catcher?.stop();
  await redis?.stop();
  await postgres?.stop();
  await rm(scratch, { recursive: true, force: true });
}, 60_000);

describe('a deployment of several processes', () => {
  it('serves a small load through both APIs', async () => {
    expect(token).not.toBe('');
    const numbers = await Promise.all(Array.from({ length: 10 }, () => createShipment()));
    for (const number of numbers) expect((await call('GET', `/api/shipments/${number}`)).status).toBe(200);
  });
});
