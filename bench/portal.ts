import { type ChildProcess, fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { Socket } from 'node:net';
import { sql } from 'kysely';
import pg from 'pg';
import { type Config, parseConfig } from '../contracts/config.ts';
import { startPortalParts } from '../infra/portal.ts';
import { ensureDatabase, withDatabase } from '../infra/postgres.ts';
import { createLogger, createRuntime } from '../infra/runtime.ts';
import { seedAll } from '../infra/seed.ts';
import { createDb, type Db } from '../services/db/index.ts';
import { mintAccessToken } from '../services/identity/mint.ts';
import { order } from '../tests/shipments-helpers.ts';

export const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** What the portal's process tells the bench once it listens. */
interface Ready {
  type: 'ready';
  url: string;
  sftpPort: number;
  issuer: string;
}

/** The configuration of a bench portal: its own database, queues and free ports. */
function benchConfig(database: string, env: Record<string, string>): Config {
  return parseConfig({
    ...process.env,
    DATABASE_URL: withDatabase(adminUrl, database),
    PORT: '0',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    EMBEDDED_SMTP_PORT: '0',
    QUEUE_PREFIX: database,
    ...env,
  });
}

/**
 * The whole portal in this process for a benchmark, on a seeded database of its own that `close`
 * drops again (kept with BENCH_KEEP=1 for a look afterwards). For benchmarks that measure inside
 * the portal's process (its heap); the others take `startPortalProcess`, whose CPU time and memory
 * are the portal's alone. Here `cpuSeconds` and `peakResidentMB` count the benchmark as well.
 */
export async function startBenchPortal(name: string, env: Record<string, string> = {}) {
  const database = `bench_${name}_${process.pid}`;
  await ensureDatabase(adminUrl, database);
  const config = benchConfig(database, env);
  const runtime = await createRuntime(config, createLogger(config));
  await seedAll(runtime);
  const parts = await startPortalParts(runtime);
  return {
    database,
    runtime,
    url: parts.api.address,
    /** Port of the embedded SFTP server. */
    sftpPort: parts.sftp.port,
    pid: process.pid,
    token: (username: string) =>
      mintAccessToken(runtime.db, config, { issuer: parts.api.app.identity.issuer(), username }),
    cpuSeconds: () => cpuSecondsOf(process.pid),
    peakResidentMB: () => Math.round(statusKb(process.pid, 'VmHWM') / 1024),
    async close() {
      await parts.stop();
      await runtime.close();
      await dropDatabase(database);
    },
  };
}

/**
 * The whole portal (API, projection runner, workers, SFTP) for a benchmark, in a process of its
 * own on a seeded database of its own that `close` drops again (kept with BENCH_KEEP=1 for a look
 * afterwards). The bench's own work (its HTTP clients, its SMTP server) stays out of the portal's
 * CPU time and memory: `cpuSeconds` and `peakResidentMB` read the portal's processes from /proc.
 * BENCH_PORTAL_NODE_OPTIONS passes flags to the portal's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
 * (the profile is written when `close` stops the portal).
 */
export async function startPortalProcess(name: string, env: Record<string, string> = {}) {
  const database = `bench_${name}_${process.pid}`;
  await ensureDatabase(adminUrl, database);
  const config = benchConfig(database, env);
  const child = fork(import.meta.filename, [], {
    env: { ...process.env, BENCH_PORTAL_DATABASE: database, BENCH_PORTAL_ENV: JSON.stringify(env) },
    execArgv: (process.env.BENCH_PORTAL_NODE_OPTIONS ?? '').split(' ').filter(Boolean),
    // The portal's log goes to stderr: stdout is the bench's JSON.
    stdio: ['ignore', 2, 2, 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Ready));
    exited.then((code) => reject(new Error(`the bench portal exited with ${code} before it was ready`)));
  });
  const db = createDb(config.DATABASE_URL as string, { max: 2 });
  const pid = child.pid as number;
  return {
    database,
    /** The bench's own connection to the portal's database (for facts such as the server version). */
    runtime: { db },
    url: ready.url,
    /** Port of the embedded SFTP server. */
    sftpPort: ready.sftpPort,
    pid,
    token: (username: string) => mintAccessToken(db, config, { issuer: ready.issuer, username }),
    /** User and system CPU seconds the portal's processes have used so far. */
    cpuSeconds: () => sum(processTree(pid).map(cpuSecondsOf)),
    /** Peak resident memory (VmHWM) of the portal's processes so far, in MB. */
    peakResidentMB: () => Math.round(sum(processTree(pid).map((id) => statusKb(id, 'VmHWM'))) / 1024),
    /**
     * The statements and socket writes since the last call (null unless BENCH_COUNT_STATEMENTS=1
     * was set for the portal's process).
     */
    counts: () =>
      new Promise<StatementCounts | null>((resolve) => {
        const listener = (message: { type: string; counts?: StatementCounts | null }) => {
          if (message.type !== 'counts') return;
          child.off('message', listener);
          resolve(message.counts ?? null);
        };
        child.on('message', listener);
        child.send({ type: 'counts' });
      }),
    async close() {
      await db.destroy();
      await stopChild(child, exited);
      await dropDatabase(database);
    },
  };
}

async function dropDatabase(database: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if (!process.env.BENCH_KEEP) await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.send({ type: 'stop' });
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The process and its descendants (the portal may start helpers of its own). */
function processTree(pid: number): number[] {
  const all = [pid];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const id of children ? children.split(' ') : []) all.push(...processTree(Number(id)));
    }
  } catch {
    // Gone meanwhile.
  }
  return all;
}

function statusKb(pid: number, field: string): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith(`${field}:`));
    return line ? Number.parseInt(line.slice(field.length + 1), 10) : 0;
  } catch {
    return 0;
  }
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS = 100;

function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name in parentheses: utime and stime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** Statements and socket writes the portal's process sent, counted when the bench asks for them. */
export interface StatementCounts {
  /** Statements sent to PostgreSQL. */
  statements: number;
  /** The most frequent kinds of statement (their first words), most frequent first. */
  byKind: Record<string, number>;
  /**
   * Calls of `write` on sockets, by the port of their peer (5432 PostgreSQL, 6379 Redis, others SMTP,
   * HTTP). pg corks the four messages of a statement into one system call: about four calls each.
   */
  socketWrites: Record<string, number>;
}

/**
 * Counts every statement the process sends through pg (the kysely pool and the event store's) by
 * kind, and every socket write by peer port. Only installed with BENCH_COUNT_STATEMENTS=1: the
 * wrappers cost a little CPU of their own.
 */
function installStatementCounter() {
  let counts = new Map<string, number>();
  let writes = new Map<string, number>();
  let statements = 0;
  const kindOf = (text: string) => {
    const normal = text.replace(/\s+/g, ' ').trim();
    // The first words and the first table named tell statements apart well enough.
    const table = /\b(?:from|into|update|join)\s+("?[\w.]+"?)/i.exec(normal)?.[1] ?? '';
    return `${normal.slice(0, 40)} … ${table}`;
  };
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config] = args;
    const text = typeof config === 'string' ? config : (config as { text?: string } | undefined)?.text;
    if (text) {
      statements++;
      const kind = kindOf(text);
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
    return original.apply(this, args);
  } as typeof pg.Client.prototype.query;
  const write = Socket.prototype.write as (...args: unknown[]) => boolean;
  Socket.prototype.write = function (this: Socket, ...args: unknown[]) {
    const port = String(this.remotePort ?? 'local');
    writes.set(port, (writes.get(port) ?? 0) + 1);
    return write.apply(this, args);
  } as typeof Socket.prototype.write;
  return (): StatementCounts => {
    const byKind = Object.fromEntries([...counts].sort((a, b) => b[1] - a[1]).slice(0, 40));
    const result = { statements, byKind, socketWrites: Object.fromEntries(writes) };
    counts = new Map();
    writes = new Map();
    statements = 0;
    return result;
  };
}

/** The portal's process: started by `startPortalProcess`, stopped by its message. */
async function runChild() {
  const takeCounts = process.env.BENCH_COUNT_STATEMENTS ? installStatementCounter() : undefined;
  const database = process.env.BENCH_PORTAL_DATABASE as string;
  const env = JSON.parse(process.env.BENCH_PORTAL_ENV ?? '{}') as Record<string, string>;
  const config = benchConfig(database, env);
  const runtime = await createRuntime(config, createLogger(config));
  await seedAll(runtime);
  const parts = await startPortalParts(runtime);
  process.on('message', async (message: { type: string }) => {
    if (message.type === 'counts') {
      process.send?.({ type: 'counts', counts: takeCounts?.() ?? null });
      return;
    }
    if (message.type !== 'stop') return;
    await parts.stop();
    await runtime.close();
    process.disconnect();
    // Ends the process normally, so that flags such as --cpu-prof write their files.
    process.exitCode = 0;
    setTimeout(() => process.exit(0), 2000).unref();
  });
  process.send?.({
    type: 'ready',
    url: parts.api.address,
    sftpPort: parts.sftp.port,
    issuer: parts.api.app.identity.issuer(),
  } satisfies Ready);
}

if (import.meta.main && process.env.BENCH_PORTAL_DATABASE) await runChild();

/** A valid order of customer 100001 (the tests' order), numbered so that every one differs. */
export function benchOrder(index: number, prefix: string) {
  const base = order();
  return {
    ...base,
    orderNumber: `${prefix}-${index}`,
    consignee: { ...base.consignee, name: `Schmidt Werkzeugbau ${index}` },
  };
}

/** The PostgreSQL server's version, for the machine facts a benchmark prints. */
export async function serverVersion(db: Db): Promise<string | undefined> {
  const { rows } = await sql<{ server_version: string }>`show server_version`.execute(db);
  return rows[0]?.server_version;
}
