import pg from 'pg';
import type { PersonalDataSealing } from '../personal-data/index.ts';
import { ENVELOPE } from '../personal-data/sealing.ts';
import type { NewEvent } from '../port.ts';
import { type LogPosition, START } from './checkpoint.ts';
import { type AppendRow, eventsOfAppends, type StoredEvent } from './rows.ts';
import { READ_ALL } from './statements.ts';
import { portalTypeParser } from './store.ts';

/**
 * Seals the events stored before personal data was sealed (docs/decisions/0139): a one-off rewrite of
 * the PostgreSQL log that reads it in global order, seals every event without the envelope whose
 * declaration (`personalFieldsOf`) names personal values, with the sealing the appends use, and
 * updates its append's row in place: `data` and `metadata` only, so positions, ids, stream versions and
 * recording times stay and readers open the very same plaintext as before. One transaction per
 * batch keeps the rows and the position reached together; a run that stops continues there.
 */

export const SEAL_STORED_TASK = 'seal-stored-events';
/** Held for the whole run, by one process: another one skips (or, with `wait`, waits). */
export const SEAL_STORED_LOCK_KEY = 7468353002;
const DEFAULT_BATCH = 500;

export interface SealStoredProgress {
  /**
   * `finished`: every stored event is sealed (now, or by an earlier run: then `scanned` is 0);
   * `busy`: another process is running it; `stopped`: stopped between batches, continues next time.
   */
  state: 'running' | 'finished' | 'busy' | 'stopped';
  /** Rows read and rows rewritten by this run. */
  scanned: number;
  sealed: number;
  /** Rows read and rewritten over all runs of the task. */
  scannedInAll: number;
  sealedInAll: number;
  /** Global position of the last row handled. */
  position: string;
  /** Events in the log (the planner's estimate of its event ids), for a share done. */
  estimatedRows: number;
  elapsedMs: number;
}

export interface SealStoredOptions {
  connectionString: string;
  /** The sealing the event store's appends use (same subjects, keys and shipment links). */
  sealing: PersonalDataSealing;
  batchSize?: number;
  /** Waits for a run of another process to end instead of answering `busy`. */
  wait?: boolean;
  /** Reads the whole log again although an earlier run finished (after appends by older versions). */
  fromStart?: boolean;
  signal?: AbortSignal;
  onProgress?: (progress: SealStoredProgress) => void;
}

interface Marker {
  after_transaction_id: string;
  after_position: string;
  scanned: string;
  sealed: string;
  finished_at: Date | null;
}

const MARKER = `select after_transaction_id::text as after_transaction_id, after_position::text as after_position,
  scanned::text as scanned, sealed::text as sealed, finished_at
from eventstore_maintenance where task = $1`;

/**
 * An append's row rewritten whole (decision 0189): its data, and its metadata as one document per
 * event. Only the run that holds the lock rewrites, and it rewrites the rows it has just read, so a
 * second run (or one after a crash between batches) finds the envelopes and changes nothing.
 */
const UPDATE_ROWS = `
update event_appends as a
set data = u.data, metadata = u.metadata
from unnest($1::text[], $2::bigint[], $3::json[], $4::json[]) as u(stream_id, stream_version, data, metadata)
where a.stream_id = u.stream_id and a.stream_version = u.stream_version`;

const SAVE_MARKER = `insert into eventstore_maintenance as m
  (task, after_transaction_id, after_position, scanned, sealed, updated_at, finished_at)
values ($1, $2::xid8, $3::bigint, $4::bigint, $5::bigint, now(), $6)
on conflict (task) do update set after_transaction_id = excluded.after_transaction_id,
  after_position = excluded.after_position, scanned = excluded.scanned, sealed = excluded.sealed,
  updated_at = now(), finished_at = excluded.finished_at`;

/** Whether every stored event is sealed already, by the marker alone (one query, for start-ups). */
export async function storedEventsSealed(connectionString: string): Promise<boolean> {
  const client = new pg.Client({ connectionString, application_name: 'freight-portal-sealing' });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<Marker>(MARKER, [SEAL_STORED_TASK]);
    return Boolean(rows[0]?.finished_at);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function sealStoredEvents(options: SealStoredOptions): Promise<SealStoredProgress> {
  const started = Date.now();
  const client = new pg.Client({
    connectionString: options.connectionString,
    application_name: 'freight-portal-sealing',
    types: { getTypeParser: portalTypeParser },
  });
  client.on('error', () => undefined);
  await client.connect();
  const progress: SealStoredProgress = {
    state: 'running',
    scanned: 0,
    sealed: 0,
    scannedInAll: 0,
    sealedInAll: 0,
    position: START.globalPosition,
    estimatedRows: 0,
    elapsedMs: 0,
  };
  const answer: Answer = (state) => {
    progress.state = state;
    progress.elapsedMs = Date.now() - started;
    return { ...progress };
  };
  let locked = false;
  try {
    const marker = async () => (await client.query<Marker>(MARKER, [SEAL_STORED_TASK])).rows[0];
    const before = await marker();
    if (before?.finished_at && !options.fromStart) return answer('finished');
    locked = await takeLock(client, options.wait === true);
    if (!locked) return answer('busy');
    // Another process may have finished it while this one waited for the lock.
    const current = options.fromStart ? undefined : await marker();
    if (current?.finished_at) return answer('finished');
    const after = {
      transactionId: current?.after_transaction_id ?? START.transactionId,
      globalPosition: current?.after_position ?? START.globalPosition,
    };
    progress.scannedInAll = Number(current?.scanned ?? 0);
    progress.sealedInAll = Number(current?.sealed ?? 0);
    progress.position = after.globalPosition;
    const { rows: estimate } = await client.query<{ rows: number }>(
      `select greatest(reltuples, 0)::bigint::integer as rows from pg_class where oid = 'event_ids'::regclass`,
    );
    progress.estimatedRows = estimate[0]?.rows ?? 0;
    return await sealBatches(client, options, progress, after, answer);
  } finally {
    if (locked)
      await client.query('select pg_advisory_unlock($1)', [SEAL_STORED_LOCK_KEY]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

/** The progress so far, in the state given, as the answer or a report. */
type Answer = (state: SealStoredProgress['state']) => SealStoredProgress;

/** The run's lock: waited for, or tried once (false when another process holds it). */
async function takeLock(client: pg.Client, wait: boolean): Promise<boolean> {
  if (wait) {
    await client.query('select pg_advisory_lock($1)', [SEAL_STORED_LOCK_KEY]);
    return true;
  }
  const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
    SEAL_STORED_LOCK_KEY,
  ]);
  return rows[0]?.locked === true;
}

/** Seals batch after batch from `from` until the log ends or the run is stopped. */
async function sealBatches(
  client: pg.Client,
  options: SealStoredOptions,
  progress: SealStoredProgress,
  from: LogPosition,
  answer: Answer,
): Promise<SealStoredProgress> {
  let after = from;
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  for (;;) {
    if (options.signal?.aborted) return answer('stopped');
    // Through events_after, as subscribers read: rows of appends still in flight wait for a later
    // batch instead of being passed over (they are sealed by their append anyway).
    const { rows } = await client.query<AppendRow>(READ_ALL, [
      after.transactionId,
      after.globalPosition,
      batchSize,
      null,
    ]);
    const stored = eventsOfAppends(rows, { after, limit: batchSize });
    const last = stored.at(-1);
    const sealed = await sealPlain(options.sealing, stored);
    if (last) after = { transactionId: last.transactionId, globalPosition: last.globalPosition };
    progress.scanned += stored.length;
    progress.scannedInAll += stored.length;
    progress.position = after.globalPosition;
    await client.query('begin');
    try {
      await rewriteRows(client, rows, sealed);
      progress.sealed += sealed.size;
      progress.sealedInAll += sealed.size;
      await client.query(SAVE_MARKER, [
        SEAL_STORED_TASK,
        after.transactionId,
        after.globalPosition,
        progress.scannedInAll,
        progress.sealedInAll,
        stored.length === 0 ? new Date() : null,
      ]);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
    if (stored.length === 0) return answer('finished');
    options.onProgress?.(answer('running'));
  }
}

/** The events without the envelope sealed, by id: those whose declaration names personal values. */
async function sealPlain(
  sealing: PersonalDataSealing,
  stored: StoredEvent[],
): Promise<Map<string, NewEvent>> {
  const plain = stored.filter((event) => !(ENVELOPE in (event.metadata ?? {})));
  const events: NewEvent[] = plain.map((event) => ({
    id: event.id,
    type: event.type,
    schemaVersion: event.schemaVersion,
    data: event.data,
    metadata: event.metadata ?? { time: '' },
  }));
  return new Map(
    (await sealing.seal(events))
      .filter((event) => ENVELOPE in event.metadata)
      .map((event) => [event.id, event]),
  );
}

/** Rewrites the rows of the appends with a sealed event; their other events keep their data and metadata. */
async function rewriteRows(client: pg.Client, rows: AppendRow[], sealed: Map<string, NewEvent>) {
  const rewritten = rows.filter((row) => row.event_ids.some((id) => sealed.has(id)));
  if (rewritten.length === 0) return;
  await client.query(UPDATE_ROWS, [
    rewritten.map((row) => row.stream_id),
    rewritten.map((row) => row.stream_version),
    rewritten.map((row) =>
      JSON.stringify(row.event_ids.map((id, n) => (sealed.get(id) ?? { data: row.data?.[n] }).data)),
    ),
    rewritten.map((row) =>
      JSON.stringify(
        row.event_ids.map(
          (id, n) =>
            sealed.get(id)?.metadata ?? (Array.isArray(row.metadata) ? row.metadata[n] : row.metadata),
        ),
      ),
    ),
  ]);
}
