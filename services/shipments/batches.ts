import { sql } from 'kysely';
import type { Principal } from '../../contracts/access.ts';
import type { BatchFilter, BatchItemJob, BatchItemResult, BatchJob } from '../../contracts/batch.ts';
import { type AnnounceDialogResult, MAX_BATCH_SIZE } from '../../contracts/shipment/index.ts';
import { openShipmentStates } from '../../contracts/shipment/state-values.ts';
import { findShipmentList } from '../../projections/shipment-list/index.ts';
import { type Actor, customerScope, viewerOf } from '../access/index.ts';
import type { Db } from '../db/index.ts';
import { ValidationError } from '../domain/errors.ts';
import { shipmentLinks } from '../domain/shipment/index.ts';
import { newEventId } from '../eventstore/event-id.ts';
import { LIVE_BATCH_CHANNEL, signalBatchProgress } from '../live/signal.ts';

/**
 * A batch of shipments to announce or commission. PostgreSQL holds the request and each
 * shipment's result; the queue only carries the work. So the batch's progress is read from here,
 * and a batch whose queued work was lost (Redis restarted empty) is found and queued again.
 */

export type BatchType = BatchItemJob['type'];

/** Commissioned in shipment number order, highest first (spec section 4). */
export function commissionOrder(shipmentNumbers: readonly string[]): string[] {
  return [...shipmentNumbers].sort((a, b) =>
    b.length === a.length ? b.localeCompare(a) : b.length - a.length,
  );
}

/** The states a batch can change, and the link each shipment must offer (spec 000 section 4). */
const ELIGIBLE = {
  announce: { states: ['DRAFT'], link: 'announce' },
  commission: { states: openShipmentStates, link: 'commission' },
} as const;

/** Rows read per round while a filter is resolved; a few rounds at most. */
const RESOLVE_CHUNK = 1000;
const RESOLVE_ROUNDS = 5;

/**
 * "Every shipment that matches": the list's search and state filter resolved to shipment numbers
 * within the requester's customers, only those the batch can change (their state and link), highest
 * number first, at most MAX_BATCH_SIZE. None at all is a field error on the filter.
 */
export async function resolveBatchFilter(
  db: Db,
  principal: Principal,
  type: BatchType,
  filter: BatchFilter,
): Promise<string[]> {
  const eligible = ELIGIBLE[type];
  const requested = filter.state ? filter.state.split(',') : undefined;
  const states = eligible.states.filter((state) => !requested || requested.includes(state));
  if (states.length === 0) throw noneMatching();
  const scope = await customerScope(db, principal);
  const numbers: string[] = [];
  for (let page = 0; page < RESOLVE_ROUNDS && numbers.length < MAX_BATCH_SIZE; page++) {
    const { rows } = await findShipmentList(db, {
      customers: scope,
      ...(filter.query ? { query: filter.query } : {}),
      states,
      sort: { property: 'shipmentNumber', direction: 'desc' },
      page,
      size: RESOLVE_CHUNK,
    });
    for (const row of rows) {
      const offered = shipmentLinks({
        state: row.state as never,
        type: row.type as never,
        viewer: viewerOf(principal, scope, row.customer_id),
        settings: { quotationEnabled: false },
      });
      if (offered.has(eligible.link)) numbers.push(String(row.shipment_number));
    }
    if (rows.length < RESOLVE_CHUNK) break;
  }
  if (numbers.length === 0) throw noneMatching();
  return numbers.slice(0, MAX_BATCH_SIZE);
}

const noneMatching = () => new ValidationError([{ field: 'filter', defaultMessage: 'batch.none-matching' }]);

/** Records a batch and its shipments; the items are queued by the caller (and found again if lost). */
export async function createBatch(
  db: Db,
  actor: Actor,
  type: BatchType,
  shipmentNumbers: readonly string[],
  announcement?: AnnounceDialogResult,
): Promise<{ batchId: string; items: BatchItemJob[] }> {
  // Made as a new event's id is (time-ordered): its items' event ids derive from it and keep its
  // time (decision 0188).
  const batchId = newEventId();
  const requestedAt = actor.now.toISOString();
  const numbers = type === 'commission' ? commissionOrder(shipmentNumbers) : [...shipmentNumbers];
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('shipment_batches')
      .values({
        id: batchId,
        type,
        requested_by: actor.principal.username,
        principal: JSON.stringify(actor.principal),
        announcement: announcement ? JSON.stringify(announcement) : null,
        requested_at: requestedAt,
        total: numbers.length,
      })
      .execute();
    await trx
      .insertInto('shipment_batch_items')
      .values(
        numbers.map((shipmentNumber, index) => ({
          batch_id: batchId,
          index,
          shipment_number: shipmentNumber,
        })),
      )
      .execute();
  });
  await signalBatchProgress(db, batchId);
  return {
    batchId,
    items: numbers.map((shipmentNumber, index) => ({
      batchId,
      type,
      index,
      shipmentNumber,
      ...(announcement ? { announcement } : {}),
      principal: actor.principal as BatchItemJob['principal'],
      requestedAt,
    })),
  };
}

/** A shipment's result to keep. */
export interface BatchItemRecord {
  item: Pick<BatchItemJob, 'batchId' | 'index'>;
  result: BatchItemResult;
}

/**
 * Keeps shipments' results, the first one recorded standing (a retried job repeats it), and tells
 * the API processes that their batches moved: one statement for any number of results.
 */
export async function recordBatchItems(db: Db, records: readonly BatchItemRecord[]): Promise<void> {
  if (records.length === 0) return;
  const batchIds = [...new Set(records.map(({ item }) => item.batchId))];
  await sql`
    with results as (
      select * from unnest(
        ${records.map(({ item }) => item.batchId)}::uuid[],
        ${records.map(({ item }) => item.index)}::integer[],
        ${records.map(({ result }) => result.outcome)}::text[],
        ${records.map(({ result }) => result.reason ?? null)}::text[]
      ) as result(batch_id, index, outcome, reason)
    ), kept as (
      update shipment_batch_items as item
      set outcome = result.outcome, reason = result.reason, processed_at = now()
      from results as result
      where item.batch_id = result.batch_id and item.index = result.index and item.outcome is null
    )
    select pg_notify(${LIVE_BATCH_CHANNEL}, batch_id) from unnest(${batchIds}::text[]) as batch(batch_id)
  `.execute(db);
}

/** Keeps one shipment's result (see recordBatchItems). */
export async function recordBatchItem(
  db: Db,
  item: Pick<BatchItemJob, 'batchId' | 'index'>,
  result: BatchItemResult,
) {
  await recordBatchItems(db, [{ item, result }]);
}

/**
 * Results of the items a worker runs at once, kept together (decision 0148): a result waits while
 * the previous statement is under way and then goes with every other result that arrived meanwhile.
 * Each `record` resolves once its own result is kept, so a job still ends only after its result is
 * in PostgreSQL; a failed statement fails every record it carried.
 */
export function batchItemRecorder(db: Db) {
  let waiting: { record: BatchItemRecord; done: PromiseWithResolvers<void> }[] = [];
  let writing = false;
  const write = async () => {
    writing = true;
    while (waiting.length > 0) {
      const taken = waiting;
      waiting = [];
      try {
        await recordBatchItems(
          db,
          taken.map((entry) => entry.record),
        );
        for (const entry of taken) entry.done.resolve();
      } catch (error) {
        for (const entry of taken) entry.done.reject(error);
      }
    }
    writing = false;
  };
  return {
    record(item: Pick<BatchItemJob, 'batchId' | 'index'>, result: BatchItemResult): Promise<void> {
      const done = Promise.withResolvers<void>();
      waiting.push({ record: { item, result }, done });
      if (!writing) void write();
      return done.promise;
    },
  };
}

/** The batch as its requester sees it; another user's batch is as absent as an unknown one. */
export async function readBatch(
  db: Db,
  batchId: string,
  username: string,
): Promise<Omit<BatchJob, '_links'> | undefined> {
  const batch = await db
    .selectFrom('shipment_batches')
    .select(['id', 'type', 'total', 'requested_by'])
    .where('id', '=', batchId)
    .executeTakeFirst();
  if (!batch || batch.requested_by !== username) return undefined;
  const items = await db
    .selectFrom('shipment_batch_items')
    .select(['shipment_number', 'outcome', 'reason'])
    .where('batch_id', '=', batchId)
    .where('outcome', 'is not', null)
    .orderBy('index')
    .execute();
  const results: BatchItemResult[] = items.map((item) => ({
    shipmentNumber: item.shipment_number,
    outcome: item.outcome ?? 'skipped',
    ...(item.reason ? { reason: item.reason } : {}),
  }));
  const done = results.filter((result) => result.outcome === 'done').length;
  return {
    id: batch.id,
    type: batch.type,
    state: results.length === batch.total ? 'completed' : results.length > 0 ? 'running' : 'queued',
    progress: { total: batch.total, processed: results.length, done, skipped: results.length - done },
    results,
  };
}

/**
 * Items still without a result in batches requested more than `olderThanMs` ago: what a worker
 * queues again so that no batch is forgotten when the queue lost its jobs.
 */
export async function unfinishedBatchItems(
  db: Db,
  olderThanMs: number,
  limit = 5000,
): Promise<BatchItemJob[]> {
  const rows = await db
    .selectFrom('shipment_batch_items as item')
    .innerJoin('shipment_batches as batch', 'batch.id', 'item.batch_id')
    .select([
      'item.batch_id',
      'item.index',
      'item.shipment_number',
      'batch.type',
      'batch.principal',
      'batch.announcement',
      'batch.requested_at',
    ])
    .where('item.outcome', 'is', null)
    .where('batch.requested_at', '<', sql<Date>`now() - make_interval(secs => ${olderThanMs / 1000})`)
    .orderBy('batch.requested_at')
    .orderBy('item.index')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    batchId: row.batch_id,
    type: row.type,
    index: row.index,
    shipmentNumber: row.shipment_number,
    ...(row.announcement ? { announcement: row.announcement as AnnounceDialogResult } : {}),
    principal: row.principal as Principal as BatchItemJob['principal'],
    requestedAt: row.requested_at.toISOString(),
  }));
}
