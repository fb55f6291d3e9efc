import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Db } from '../../services/db/index.ts';

/**
 * Where values occur in what the portal stores, for erasure tests: every table and view of every
 * schema, each row cast to text (and its bytes read as text), searched without case. Answers
 * `schema.table: value` for each hit.
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

/** The same in Redis: every key under `prefix` (queues, counters), its name and its values. */
export async function findInRedis(redis: Redis, prefix: string, values: string[]): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    cursor = next;
    for (const key of keys) {
      const type = await redis.type(key);
      const contents =
        type === 'string'
          ? [await redis.get(key)]
          : type === 'hash'
            ? Object.entries(await redis.hgetall(key)).flat()
            : type === 'list'
              ? await redis.lrange(key, 0, -1)
              : type === 'set'
                ? await redis.smembers(key)
                : type === 'zset'
                  ? await redis.zrange(key, '0', '-1')
                  : type === 'stream'
                    ? (await redis.xrange(key, '-', '+')).flat(3)
                    : [];
      const text = [key, ...contents].join('\n').toLowerCase();
      for (const value of values) if (text.includes(value.toLowerCase())) found.push(`${key}: ${value}`);
    }
  } while (cursor !== '0');
  return found;
}
