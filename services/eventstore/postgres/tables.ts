import type { ColumnType, Generated } from 'kysely';

/**
 * The event log as kysely sees it; the adapter itself runs hand-written SQL (statements.ts). One
 * row per append (decision 0189); `events` is a view of one row per event, for reading only.
 */
export interface EventAppendsTable {
  /** The append's last event's position. */
  global_position: ColumnType<string, number | string, never>;
  transaction_id: Generated<string>;
  stream_id: string;
  /** The append's last event's version. */
  stream_version: ColumnType<string, number | string, never>;
  event_ids: ColumnType<string[], string[], never>;
  types: ColumnType<string[], string[], never>;
  schema_versions: ColumnType<number[], number[], never>;
  /** The events' data as one JSON array (type json: kept as sent). */
  data: ColumnType<unknown[], string, string>;
  /** One document shared by the events, or an array of one per event. */
  metadata: ColumnType<unknown, string, string>;
  recorded_at: Generated<Date>;
}

export interface EventsView {
  global_position: ColumnType<string, never, never>;
  transaction_id: ColumnType<string, never, never>;
  stream_id: ColumnType<string, never, never>;
  stream_version: ColumnType<string, never, never>;
  event_id: ColumnType<string, never, never>;
  type: ColumnType<string, never, never>;
  schema_version: ColumnType<number, never, never>;
  data: ColumnType<unknown, never, never>;
  metadata: ColumnType<Record<string, unknown>, never, never>;
  recorded_at: ColumnType<Date, never, never>;
}

export interface EventStoreTables {
  event_appends: EventAppendsTable;
  event_ids: { event_id: string };
  events: EventsView;
}
