import { sql } from 'kysely';
import type { Db } from '../db/index.ts';

/** Batch progress is announced on this channel with the batch's id (PostgreSQL LISTEN/NOTIFY). */
export const LIVE_BATCH_CHANNEL = 'live_batch_progress';

/**
 * Tells every API process that a batch moved (recorded, or a shipment's result kept). A lost
 * notification loses nothing: the progress is in PostgreSQL, the next one carries the whole state,
 * and a reconnecting stream reads it there.
 */
export async function signalBatchProgress(db: Db, batchId: string): Promise<void> {
  await sql`select pg_notify(${LIVE_BATCH_CHANNEL}, ${batchId})`.execute(db);
}
