import { type Kysely, sql } from 'kysely';

/**
 * The global event log. `transaction_id` is the writing transaction's id: readers only take rows of
 * transactions older than the oldest one still running, so a row that commits late is never
 * skipped (docs/decisions, "event log visibility").
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table events (
      global_position bigserial not null,
      transaction_id xid8 not null default pg_current_xact_id(),
      stream_id text not null,
      stream_version bigint not null,
      event_id uuid not null,
      type text not null,
      schema_version integer not null default 1,
      data jsonb not null,
      metadata jsonb not null default '{}',
      recorded_at timestamptz not null default now(),
      constraint events_stream_version_key primary key (stream_id, stream_version),
      constraint events_event_id_key unique (event_id)
    )
  `.execute(db);
  await sql`create index events_global_order on events (transaction_id, global_position)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table events`.execute(db);
}
