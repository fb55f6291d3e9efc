import { type Kysely, sql } from 'kysely';

/**
 * Readers of the global log wait only for appends, not for every transaction of the server
 * (docs/decisions/0085-append-horizon.md). Every append holds a shared advisory lock from before
 * its transaction id exists until it commits; `events_after` takes the horizon (the next
 * transaction id) and then the exclusive lock, so every append with an id below the horizon has
 * finished before it reads, and rows at or above the horizon wait for a later read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function events_after(after_tid xid8, after_pos bigint, max_rows integer, wanted text[])
    returns table (
      global_position bigint,
      transaction_id xid8,
      stream_id text,
      stream_version bigint,
      event_id uuid,
      type text,
      schema_version integer,
      metadata jsonb,
      recorded_at timestamptz,
      data jsonb
    )
    language plpgsql volatile
    as $$
    declare
      horizon xid8;
    begin
      horizon := pg_snapshot_xmax(pg_current_snapshot());
      perform pg_advisory_xact_lock(7468353001);
      return query
        select e.global_position, e.transaction_id, e.stream_id, e.stream_version, e.event_id, e.type,
          e.schema_version, e.metadata, e.recorded_at,
          case when wanted is null or e.type = any(wanted) then e.data end
        from events as e
        where (e.transaction_id, e.global_position) > (after_tid, after_pos)
          and e.transaction_id < horizon
        order by e.transaction_id, e.global_position
        limit max_rows;
    end
    $$
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function events_after(xid8, bigint, integer, text[])`.execute(db);
}
