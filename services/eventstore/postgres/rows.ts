import type { EventMetadata } from '../port.ts';
import type { LogPosition } from './checkpoint.ts';

/** An append's row as the read statements answer it (statements.ts, decision 0189). */
export interface AppendRow {
  /** The last event's position and version; the others' come before them, one apart. */
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_version: string;
  event_ids: string[];
  types: string[];
  schema_versions: number[];
  /** One document shared by the events, or one per event. */
  metadata: EventMetadata | EventMetadata[];
  /** ISO 8601 in UTC with milliseconds (the statements format it). */
  recorded_at: string;
  /** One per event; null when the reader asked for none of the append's types. */
  data: unknown[] | null;
}

export interface StoredEvent {
  id: string;
  type: string;
  schemaVersion: number;
  data: unknown;
  metadata: EventMetadata;
  streamId: string;
  streamVersion: number;
  transactionId: string;
  globalPosition: string;
  recordedAt: string;
}

/** `last` minus `back`, for positions of up to 64 bits kept as decimal text. */
function before(last: string, back: number): string {
  if (back === 0) return last;
  const value = Number(last);
  return Number.isSafeInteger(value) ? String(value - back) : (BigInt(last) - BigInt(back)).toString();
}

/**
 * The events of appends' rows, in their order: those after `after` (a checkpoint inside the first
 * rows' appends), from stream version `fromVersion` on, at most `limit` of them.
 */
export function eventsOfAppends(
  rows: AppendRow[],
  {
    after,
    fromVersion = 0,
    limit = Number.POSITIVE_INFINITY,
  }: { after?: LogPosition; fromVersion?: number; limit?: number },
): StoredEvent[] {
  const events: StoredEvent[] = [];
  const afterPosition = after ? BigInt(after.globalPosition) : 0n;
  for (const row of rows) {
    const count = row.event_ids.length;
    const lastVersion = Number(row.stream_version);
    const shared = !Array.isArray(row.metadata);
    const inTransaction = after !== undefined && row.transaction_id === after.transactionId;
    for (let index = 0; index < count; index++) {
      if (events.length >= limit) return events;
      const streamVersion = lastVersion - (count - 1 - index);
      if (streamVersion < fromVersion) continue;
      const globalPosition = before(row.global_position, count - 1 - index);
      if (inTransaction && BigInt(globalPosition) <= afterPosition) continue;
      events.push({
        id: row.event_ids[index] as string,
        type: row.types[index] as string,
        schemaVersion: row.schema_versions[index] ?? 1,
        data: row.data?.[index],
        metadata: (shared ? row.metadata : (row.metadata as EventMetadata[])[index]) as EventMetadata,
        streamId: row.stream_id,
        streamVersion,
        transactionId: row.transaction_id,
        globalPosition,
        recordedAt: row.recorded_at,
      });
    }
  }
  return events;
}
