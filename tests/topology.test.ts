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
import { openSse } from './harness/sse.ts';
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
    // Commands answer without waiting for the read models; the test waits where it reads.
    READ_MODEL_WAIT_MS: '0',
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
  // On a new installation the read models exist once a runner has built them.
  await until(async () => {
    const rows = await query<{ name: string }>(
      `select table_name as name from information_schema.views where table_name in ('shipment_list', 'audit_log')`,
    );
    return rows.length === 2 ? true : undefined;
  }, 'the read models');
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
    // Commands do not wait for the read models here: each shipment shows up a moment later.
    for (const number of numbers) {
      await until(
        async () => ((await call('GET', `/api/shipments/${number}`)).status === 200 ? true : undefined),
        number,
      );
    }
  });

  it('announces a change made through one API on the live stream of the other', async () => {
    const [first, second] = apis as [Part, Part];
    const stream = await openSse(`${apiUrl(second)}/api/events/stream`, { token });
    expect(stream.status).toBe(200);
    const created = await call('POST', '/api/shipments', order(), [first]);
    expect(created.status).toBe(201);
    const event = await stream.next(
      (entry) => entry.event === 'shipment' && entry.data.shipmentNumber === created.body.shipmentNumber,
      20_000,
    );
    figures.liveAcrossApis = { ms: Math.round(event.at - (stream.events[0]?.at ?? event.at)) };
    stream.close();
  });

  it('survives kill -9 of the active projection runner: the standby takes over, nothing skipped or doubled', async () => {
    const holders = await query<{ app: string; locks: string }>(
      `select a.application_name as app, count(*) as locks from pg_locks l join pg_stat_activity a on a.pid = l.pid
       where l.locktype = 'advisory' and l.granted and a.application_name like 'freight-portal-projection-locks-%'
       group by a.application_name order by count(*) desc`,
    );
    const pid = Number(holders[0]?.app.split('-').at(-1));
    const victim = [...parts.values()].find((part) => part.child.pid === pid);
    if (!victim) throw new Error(`no runner holds a projection: ${JSON.stringify(holders)}`);
    const killedAt = performance.now();
    victim.child.kill('SIGKILL');
    await exited(victim);
    const number = await createShipment();
    await until(
      async () =>
        (await query('select 1 from shipment_list where shipment_number = $1', [number])).length
          ? true
          : undefined,
      'the standby to take over',
    );
    figures.projectionTakeoverSeconds = Math.round((performance.now() - killedAt) / 100) / 10;
    expect(figures.projectionTakeoverSeconds).toBeLessThan(30);
    // Read tables equal a clean rebuild: nothing skipped, nothing applied twice.
    const snapshot = () =>
      Promise.all([
        query('select shipment_number, version, state, document from shipment_list order by shipment_number'),
        query('select count(*)::int as entries from audit_log'),
      ]);
    const before = await snapshot();
    for (const projection of ['shipment_list', 'audit_log']) {
      const child = spawn(process.execPath, ['infra/main/rebuild.ts', projection], {
        cwd: root,
        env: environment(),
        stdio: 'ignore',
      });
      expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(0);
    }
    const after = await snapshot();
    figures.eventsSkipped = 0;
    figures.eventsDuplicated = 0;
    expect(after).toEqual(before);
    // The runner comes back as a standby.
    await start(victim.name, 'infra/main/projections.ts');
  }, 120_000);

  it('finishes a batch of 200 whose worker is killed midway: each shipment announced and noticed exactly once', async () => {
    const numbers: string[] = [];
    let cursor = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (cursor < 200) {
          cursor++;
          numbers.push(await createShipment());
        }
      }),
    );
    const { shippingDate } = shippingDates();
    const submitted = await call('POST', '/api/shipments/batch/announce', {
      shipmentNumbers: numbers,
      announcement: { dateFrom: shippingDate, timeFrom: '08:00', timeUntil: '12:00' },
    });
    expect(submitted.status).toBe(202);
    const batchPath = new URL(String((submitted.body._links as { self: { href: string } }).self.href))
      .pathname;
    await until(async () => {
      const batch = await call('GET', batchPath);
      return ((batch.body.progress as { processed: number } | undefined)?.processed ?? 0) >= 30
        ? true
        : undefined;
    }, 'the batch to be under way');
    const victim = parts.get('workers-1') as Part;
    victim.child.kill('SIGKILL');
    await exited(victim);
    const done = await until(
      async () => {
        const batch = await call('GET', batchPath);
        return batch.body.state === 'completed' ? batch.body : undefined;
      },
      'the batch to complete',
      120_000,
    );
    expect(done.progress).toMatchObject({ total: 200, processed: 200, done: 200 });
    const announced = await query<{ stream_id: string; count: number }>(
      `select stream_id, count(*)::int as count from events where type = 'ShipmentAnnounced' and stream_id = any($1) group by stream_id`,
      [numbers.map((number) => `shipment-${number}`)],
    );
    expect(announced).toHaveLength(200);
    expect(announced.filter((row) => row.count !== 1)).toEqual([]);
    // A worker killed between the SMTP server's acceptance and the mail's SENT event leaves the
    // attempt to be repeated with the same Message-ID (decision 0096): the server may see that
    // transmission twice, its mailboxes keep the message once. Counted at the server: every
    // shipping notice delivered exactly once, none lost.
    const perShipment = (mails: { subject: string }[]) => {
      const counts = new Map<string, number>();
      for (const mail of mails) {
        const number = numbers.find((candidate) => mail.subject.includes(candidate));
        if (number) counts.set(number, (counts.get(number) ?? 0) + 1);
      }
      return counts;
    };
    const delivered = await until(
      async () => {
        const counts = perShipment(catcher.delivered);
        return counts.size === 200 ? counts : undefined;
      },
      'the shipping notices',
      120_000,
    );
    // Attempts still under way when the last notice arrived have had time to repeat.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const final = perShipment(catcher.delivered);
    const transmissions = [...perShipment(catcher.received).values()].reduce((sum, count) => sum + count, 0);
    figures.batchAfterWorkerKill = {
      announced: announced.length,
      noticesLost: 200 - delivered.size,
      noticesDeliveredTwice: [...final.values()].filter((count) => count > 1).length,
      transmissionsRepeatedInTheCrashWindow: transmissions - 200,
    };
    expect(final.size).toBe(200);
    expect([...final.entries()].filter(([, count]) => count !== 1)).toEqual([]);
    await start('workers-1', 'infra/main/workers.ts');
  }, 240_000);

  it('answers 503 at once while PostgreSQL restarts, and serves again without a restart of its own', async () => {
    const api = apis[0] as Part;
    await postgres.stop();
    const began = performance.now();
    const away = await fetch(`${apiUrl(api)}/api/shipments`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const awayMs = performance.now() - began;
    expect(away.status).toBe(503);
    expect(away.headers.get('content-type')).toContain('application/problem+json');
    expect(awayMs).toBeLessThan(10_000);
    postgres = await startEmbeddedPostgres({
      dataDir: path.join(scratch, 'postgres'),
      port: postgresPort,
      fast: true,
    });
    const back = await until(async () => {
      const answer = await call('GET', '/api/shipments?size=5');
      return answer.status === 200 ? answer : undefined;
    }, 'the APIs to serve again');
    expect(back.status).toBe(200);
    const number = await createShipment();
    await until(
      async () =>
        (await query('select 1 from shipment_list where shipment_number = $1', [number])).length
          ? true
          : undefined,
      'the projections to follow again',
    );
    figures.postgresRestart = { failedFastMs: Math.round(awayMs) };
  }, 120_000);

  it('keeps working while Redis is away for 20 s, and what was queued goes out once it is back', async () => {
    const before = await createShipment();
    await redis.stop();
    const away = performance.now();
    // Reads and saves need only PostgreSQL.
    expect((await call('GET', '/api/shipments?size=5')).status).toBe(200);
    const during = await createShipment();
    const { shippingDate } = shippingDates();
    const submitted = await call('POST', '/api/shipments/batch/announce', {
      shipmentNumbers: [before, during],
      announcement: { dateFrom: shippingDate, timeFrom: '08:00', timeUntil: '12:00' },
    });
    expect(submitted.status).toBe(202);
    const batchPath = new URL(String((submitted.body._links as { self: { href: string } }).self.href))
      .pathname;
    expect((await call('GET', batchPath)).body.state).toBe('queued');
    const rest = 20_000 - (performance.now() - away);
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
    redis = await startRedisServer(path.join(scratch, 'redis'), { port: redisPort });
    const done = await until(
      async () => {
        const batch = await call('GET', batchPath);
        return batch.body.state === 'completed' ? batch.body : undefined;
      },
      'the batch to resume',
      120_000,
    );
    expect(done.progress).toMatchObject({ total: 2, done: 2 });
    const notices = await until(
      async () => {
        const sent = catcher.delivered.filter((mail) =>
          [before, during].some((number) => mail.subject.includes(number)),
        );
        return sent.length >= 2 ? sent : undefined;
      },
      'the shipping notices',
      120_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const perShipment = [before, during].map(
      (number) => catcher.delivered.filter((mail) => mail.subject.includes(number)).length,
    );
    figures.redisAway = {
      seconds: 20,
      mailsLost: perShipment.filter((count) => count === 0).length,
      mailsDoubled: perShipment.filter((count) => count > 1).length,
    };
    expect(notices.length).toBeGreaterThanOrEqual(2);
    expect(perShipment).toEqual([1, 1]);
  }, 180_000);

  it('restarts the APIs one after the other under load without a failed request', async () => {
    let running = true;
    let requests = 0;
    const failures: string[] = [];
    const rotation = [...apis];
    const load = (async () => {
      while (running) {
        const target = rotation[requests % rotation.length] as Part;
        requests++;
        try {
          const answer = await fetch(`${apiUrl(target)}/api/shipments?size=5`, {
            headers: { authorization: `Bearer ${token}` },
          });
          await answer.arrayBuffer();
          if (answer.status !== 200) failures.push(`${target.name}: ${answer.status}`);
        } catch (error) {
          failures.push(`${target.name}: ${(error as Error).message}`);
        }
      }
    })();
    const drains: number[] = [];
    for (const [index, api] of apis.entries()) {
      // A browser follows the live stream of the API about to go: it must not hold up the drain.
      const stream = await openSse(`${apiUrl(api)}/api/events/stream`, { token });
      expect(stream.status).toBe(200);
      // The load balancer takes it out of rotation, then it drains on SIGTERM and starts again.
      rotation.splice(rotation.indexOf(api), 1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const stopping = performance.now();
      api.child.kill('SIGTERM');
      expect(await exited(api)).toBe(0);
      drains.push(Math.round(performance.now() - stopping));
      await stream.ended;
      const restarted = await startApi(api.name, api.port as number);
      apis[index] = restarted;
      rotation.push(restarted);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    running = false;
    await load;
    figures.rollingRestart = { requests, failed: failures.length, drainMsWithOpenStream: drains };
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(20);
    for (const ms of drains) expect(ms).toBeLessThan(10_000);
  }, 180_000);
});
