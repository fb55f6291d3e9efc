import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import type { SftpTables } from './tables.ts';

/** What the operations metrics read of the order-file intake. */

/** Order files refused in the last 24 hours. */
export async function sftpRefusalsLastDay(db: Db): Promise<number> {
  const row = await db
    .withTables<SftpTables>()
    .selectFrom('sftp_refusals')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('refused_at', '>', sql<Date>`now() - interval '24 hours'`)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Order files whose processing failed and waits for another attempt. */
export async function sftpFailingFiles(db: Db): Promise<number> {
  const row = await db
    .withTables<SftpTables>()
    .selectFrom('sftp_file_attempts')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
