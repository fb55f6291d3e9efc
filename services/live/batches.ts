import { sql } from 'kysely';
import type { BatchItemResult } from '../../contracts/batch.ts';
import type { LiveBatch } from '../../contracts/live.ts';
import type { Db } from '../db/index.ts';

/** A batch as the live stream sends it to its requester: the whole state, with who asked for it. */
export interface BatchSnapshot {
  requestedBy: string;
  batch: LiveBatch;
}

/** How long after its last result a finished batch is still sent to a reconnecting stream. */
export const RECENT_BATCH_MINUTES = 15;

async function snapshots(db: Db, batchIds: readonly string[]): Promise<BatchSnapshot[]> {
  if (batchIds.length === 0) return [];
  const [batches, items] = await Promise.all([
    db
      .selectFrom('shipment_batches')
      .select(['id', 'type', 'total', 'requested_by', 'requested_at'])
      .where('id', 'in', [...batchIds])
      .orderBy('requested_at')
      .execute(),
    db
      .selectFrom('shipment_batch_items')
      .select(['batch_id', 'shipment_number', 'outcome', 'reason'])
      .where('batch_id', 'in', [...batchIds])
      .orderBy('batch_id')
      .orderBy('index')
      .execute(),
  ]);
  return batches.map((batch) => {
    const own = items.filter((item) => item.batch_id === batch.id);
    const results: BatchItemResult[] = own
      .filter((item) => item.outcome !== null)
      .map((item) => ({
        shipmentNumber: item.shipment_number,
        outcome: item.outcome ?? 'skipped',
        ...(item.reason ? { reason: item.reason } : {}),
      }));
    const done = results.filter((result) => result.outcome === 'done').length;
    return {
      requestedBy: batch.requested_by,
      batch: {
        id: batch.id,
        type: batch.type,
        state: results.length === batch.total ? 'completed' : results.length > 0 ? 'running' : 'queued',
        progress: { total: batch.total, processed: results.length, done, skipped: results.length - done },
        results,
        pending: own.filter((item) => item.outcome === null).map((item) => item.shipment_number),
      },
    };
  });
}

/** One batch's state; undefined when there is no such batch. */
export async function batchSnapshot(db: Db, batchId: string): Promise<BatchSnapshot | undefined> {
  const [snapshot] = await snapshots(db, [batchId]);
  return snapshot;
}

/**
 * The user's batches a reconnecting stream sends again: those still running, and those whose last
 * result came in the last RECENT_BATCH_MINUTES.
 */
export async function recentBatches(db: Db, username: string): Promise<BatchSnapshot[]> {
  const rows = await db
    .selectFrom('shipment_batches as batch')
    .select('batch.id')
    .where('batch.requested_by', '=', username)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('shipment_batch_items as open')
            .select(sql`1`.as('one'))
            .whereRef('open.batch_id', '=', 'batch.id')
            .where('open.outcome', 'is', null),
        ),
        eb.exists(
          eb
            .selectFrom('shipment_batch_items as recent')
            .select(sql`1`.as('one'))
            .whereRef('recent.batch_id', '=', 'batch.id')
            .where(
              'recent.processed_at',
              '>',
              sql<Date>`now() - make_interval(mins => ${RECENT_BATCH_MINUTES})`,
            ),
        ),
      ]),
    )
    .orderBy('batch.requested_at')
    .limit(20)
    .execute();
  return snapshots(
    db,
    rows.map((row) => row.id),
  );
}
