import { sql } from 'kysely';
import type { Db } from '../../services/db/index.ts';

/**
 * Every table and view of every schema of the database, each row cast to text (also with its bytes
 * escaped, for values stored in bytea), searched for each value without case: `schema.table: value`
 * for each hit. The event log, read models, builds beside them and stored mails are all included.
 */
export async function findInDatabase(db: Db, values: string[]): Promise<string[]> {
  const tables = await sql<{ schema: string; name: string }>`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_schema not in ('pg_catalog', 'information_schema') and table_type in ('BASE TABLE', 'VIEW')
  `.execute(db);
  const found: string[] = [];
  for (const { schema, name } of tables.rows) {
    const table = sql.id(schema, name);
    for (const value of values) {
      const hits = await sql<{ n: number }>`
        select count(*)::integer as n from ${table} as t
        where position(lower(${value}) in lower(t::text)) > 0
           or position(lower(${value}) in lower(encode(convert_to(t::text, 'UTF8'), 'escape'))) > 0
      `.execute(db);
      if ((hits.rows[0]?.n ?? 0) > 0) found.push(`${schema}.${name}: ${value}`);
    }
  }
  return found;
}
