import type { ColumnType, Generated } from 'kysely';

/** The event log as kysely sees it; the adapter itself runs hand-written SQL (statements.ts). */
export interface EventsTable {
  global_position: Generated<string>;
  transaction_id: Generated<string>;
  stream_id: string;
  stream_version: ColumnType<string, number | string, never>;
  event_id: string;
  type: string;
  schema_version: Generated<number>;
  data: ColumnType<unknown, string, never>;
  metadata: ColumnType<Record<string, unknown>, string, never>;
  recorded_at: Generated<Date>;
}

export interface EventStoreTables {
  events: EventsTable;
}
