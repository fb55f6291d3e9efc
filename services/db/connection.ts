import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';

// Read timestamps and bigints as strings the code converts deliberately; dates stay plain 'YYYY-MM-DD'.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);

export type Db = Kysely<Database>;

export function createDb(
  connectionString: string,
  options: { max?: number; applicationName?: string } = {},
): Db {
  const pool = new pg.Pool({
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
