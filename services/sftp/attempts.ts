import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import type { SftpTables } from './tables.ts';

/** Runs of the ingestion a file may take before it goes to error/ (docs/decisions/0080). */
export const MAX_FILE_ATTEMPTS = 3;

/** A file of a customer, by content. */
export interface FileKey {
  customerId: string;
  contentHash: string;
  fileName: string;
}

/**
 * Counts a run that starts on a file, before anything can go wrong in it: a run that ends the
 * process counts too. Answers the count including this run and the reason the last one failed.
 */
export async function countFileAttempt(
  db: Db,
  file: FileKey,
): Promise<{ attempts: number; lastError: string | null }> {
  return db
    .withTables<SftpTables>()
    .insertInto('sftp_file_attempts')
    .values({
      customer_id: file.customerId,
      content_hash: file.contentHash,
      file_name: file.fileName,
      attempts: 1,
    })
    .onConflict((conflict) =>
      conflict.columns(['customer_id', 'content_hash']).doUpdateSet({
        attempts: sql`sftp_file_attempts.attempts + 1`,
        file_name: file.fileName,
        updated_at: new Date(),
      }),
    )
    .returning(['attempts', 'last_error as lastError'])
    .executeTakeFirstOrThrow();
}

/**
 * Keeps why a run on the file failed; `counts: false` takes the run back (the failure was not the
 * file's: no worker was free to read it).
 */
export async function noteFileFailure(db: Db, file: FileKey, reason: string, counts = true): Promise<void> {
  await db
    .withTables<SftpTables>()
    .updateTable('sftp_file_attempts')
    .set({
      last_error: reason.slice(0, 500),
      updated_at: new Date(),
      ...(counts ? {} : { attempts: sql<number>`greatest(attempts - 1, 0)` }),
    })
    .where('customer_id', '=', file.customerId)
    .where('content_hash', '=', file.contentHash)
    .execute();
}

/** The file left the inbox (processed/ or error/): its count is of no further use. */
export async function forgetFileAttempts(db: Db, file: FileKey): Promise<void> {
  await db
    .withTables<SftpTables>()
    .deleteFrom('sftp_file_attempts')
    .where('customer_id', '=', file.customerId)
    .where('content_hash', '=', file.contentHash)
    .execute();
}
