import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../services/db/migrate.ts';
import { createTestDatabase, type TestDatabase } from './harness/database.ts';

/**
 * An installation that ran every migration of its version gets the next version's new migrations,
 * even when one sorts before migrations it ran already (a module's migration is named by the day it
 * was written): here a database on which the code mappings' migration had not run yet, while later
 * ones had, is started again (docs/decisions/0228).
 */
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase('migrations');
});
afterAll(() => database?.drop());

describe('migrations of an installation', () => {
  it('runs a new migration that sorts before migrations run already', async () => {
    const { db } = database;
    const earlier = '20261129120000_code_mappings';
    const later = await sql<{
      name: string;
    }>`select name from kysely_migration where name > ${earlier} order by name`.execute(db);
    expect(later.rows.length).toBeGreaterThan(0);
    await sql`drop table code_mappings`.execute(db);
    await sql`delete from kysely_migration where name = ${earlier}`.execute(db);

    await migrateToLatest(db);

    const ran = await sql<{
      name: string;
    }>`select name from kysely_migration where name = ${earlier}`.execute(db);
    expect(ran.rows).toHaveLength(1);
    const table = await sql<{ count: string }>`select count(*) from code_mappings`.execute(db);
    expect(table.rows[0]?.count).toBe('0');
  });
});
