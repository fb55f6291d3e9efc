import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from '../../infra/postgres.ts';
import { createDb, type Db } from '../../services/db/index.ts';

export interface TestDatabase {
  name: string;
  url: string;
  db: Db;
  drop(): Promise<void>;
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database of its own, cloned from the run's template; dropped by `drop`. */
export async function createTestDatabase(label = 'file'): Promise<TestDatabase> {
  const name =
    `test_${label.replace(/\W/g, '_').slice(0, 20)}_${crypto.randomUUID().slice(0, 8)}`.toLowerCase();
  await admin((client) => client.query(`create database ${name} template ${inject('templateDatabase')}`));
  const url = withDatabase(inject('postgresAdminUrl'), name);
  const db = createDb(url, { max: 10 });
  return {
    name,
    url,
    db,
    async drop() {
      await db.destroy();
      await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
