import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { type CopyData, copyFrom } from './copy.ts';
import type { Database } from './database.ts';

// Read timestamps and bigints as strings the code converts deliberately; dates stay plain 'YYYY-MM-DD'.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);

export type Db = Kysely<Database>;

/**
 * pg's client, with `query(text, values)` answered through pg's callback in a promise of our own.
 * Rows read through the promise pg itself returns outlived two young-generation collections and
 * were promoted to the old generation (a fifth of a list request's memory, and a full collection
 * every few hundred requests); through the callback they are collected young
 * (docs/decisions/0181). Everything else (COPY streams, query objects) goes to pg as it is.
 */
export class PgClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this narrows at run time.
  override query(...args: any[]): any {
    const [text, values] = args;
    if (typeof text === 'string' && args.length <= 2 && (values === undefined || Array.isArray(values))) {
      return new Promise<pg.QueryResult>((resolve, reject) => {
        super.query(text, values, (error: Error | null, result: pg.QueryResult) =>
          error ? reject(error) : resolve(result),
        );
      });
    }
    return (super.query as (...rest: unknown[]) => unknown)(...args);
  }
}

export function createDb(
  connectionString: string,
  options: { max?: number; applicationName?: string } = {},
): Db {
  const pool = new pg.Pool({
    Client: PgClient,
    connectionString,
    max: options.max ?? 10,
    application_name: options.applicationName ?? 'freight-portal',
    // With the server away a request fails within seconds (503) instead of waiting on the pool.
    connectionTimeoutMillis: 3000,
  });
  // A client losing its connection (a server restart, say), idle or in use, must not crash the
  // process: the query in flight fails and the pool replaces the client.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** A Db on one connection of its own, with COPY FROM STDIN on that connection. */
export interface DedicatedConnection {
  /** Every query, and every transaction, runs on the one connection. */
  db: Db;
  /** `COPY ... FROM STDIN` with rows from `copyLine` or a `CopyRows` (in the transaction under way, if any). */
  copy(statement: string, data: CopyData): Promise<number>;
  close(): Promise<void>;
}

/**
 * Opens one connection for work that needs a client of its own (a bulk load's COPY in the same
 * transaction as its other statements). Queries are queued on it one after the other.
 */
export async function openDedicatedConnection(
  connectionString: string,
  options: { applicationName?: string } = {},
): Promise<DedicatedConnection> {
  const client = new PgClient({
    connectionString,
    application_name: options.applicationName ?? 'freight-portal',
  });
  // A lost connection fails the query in flight; the owner opens another one.
  client.on('error', () => undefined);
  await client.connect();
  const pooled = Object.assign(client, { release() {} });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: { connect: async () => pooled, end: async () => undefined } }),
  });
  return {
    db,
    copy: (statement, data) => copyFrom(client, statement, data),
    async close() {
      await db.destroy();
      await client.end().catch(() => undefined);
    },
  };
}
