import { type Kysely, sql } from 'kysely';
import { up as createEventsTable } from './20261122050000_eventstore_events.ts';
import { up as eventsAfterOverEvents } from './20261123230000_eventstore_append_horizon.ts';

/**
 * One row per append instead of one per event (docs/decisions/0189): `event_appends` holds an
 * append's events as arrays (ids, types, schema versions) and one JSON array of their data, with
 * one metadata document when the events share it (an array of documents when not).
 * `stream_version` and `global_position` are those of the append's last event; the events before
 * it have the versions and positions before those. An append takes `nextval('event_positions')`
 * times 2^20 as its first event's position, so every event keeps a global position of its own and
 * checkpoints keep their form. `event_ids` keeps every event id unique across the log. `events`
 * becomes a view of one row per event, for reading by hand; the adapter reads the table.
 *
 * The name sorts after the maintenance migration (20261225044100), which databases have run.
 */

/**
 * The events of the appends `a`, one row each, for the view: data and metadata as stored (json, which
 * keeps what jsonb would refuse, such as an escaped NUL).
 */
const EVENT_COLUMNS = `a.global_position - cardinality(a.event_ids) + e.n as global_position, a.transaction_id,
  a.stream_id, a.stream_version - cardinality(a.event_ids) + e.n as stream_version, e.id as event_id, e.type,
  e.schema_version, e.data,
  case json_typeof(a.metadata) when 'array' then a.metadata -> (e.n::integer - 1) else a.metadata end as metadata,
  a.recorded_at
from event_appends as a
  cross join lateral rows from (unnest(a.event_ids), unnest(a.types), unnest(a.schema_versions),
    json_array_elements(a.data))
  with ordinality as e(id, type, schema_version, data, n)`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence event_positions as bigint`.execute(db);
  await sql`
    create table event_appends (
      global_position bigint not null,
      transaction_id xid8 not null default pg_current_xact_id(),
      stream_id text not null,
      stream_version bigint not null,
      event_ids uuid[] not null,
      types text[] not null,
      schema_versions integer[] not null,
      data json not null,
      metadata json not null,
      recorded_at timestamptz not null default now(),
      constraint event_appends_stream_version_key primary key (stream_id, stream_version),
      constraint event_appends_events check (cardinality(event_ids) between 1 and 1048576)
    )
  `.execute(db);
  await sql`create table event_ids (event_id uuid not null primary key)`.execute(db);
  // The events recorded so far, each as an append of its own (their ids, positions and times kept);
  // later appends take positions above theirs.
  await sql`
    insert into event_appends (global_position, transaction_id, stream_id, stream_version, event_ids, types,
      schema_versions, data, metadata, recorded_at)
    select global_position, transaction_id, stream_id, stream_version, array[event_id], array[type],
      array[schema_version], jsonb_build_array(data)::json, metadata::json, recorded_at
    from events
    order by transaction_id, global_position
  `.execute(db);
  await sql`insert into event_ids (event_id) select event_id from events`.execute(db);
  await sql`
    select setval('event_positions', coalesce((select max(global_position) from events), 0) / 1048576 + 1, false)
  `.execute(db);
  await sql`drop table events`.execute(db);
  await sql`create index event_appends_global_order on event_appends (transaction_id, global_position)`.execute(
    db,
  );
  await sql`create view events as select ${sql.raw(EVENT_COLUMNS)}`.execute(db);
  await sql`drop function events_after(xid8, bigint, integer, text[])`.execute(db);
  // The appends after a checkpoint, below the horizon, as many as hold `max_rows` events after it.
  await sql`
    create function events_after(after_tid xid8, after_pos bigint, max_rows integer, wanted text[])
    returns table (
      global_position bigint,
      transaction_id xid8,
      stream_id text,
      stream_version bigint,
      event_ids uuid[],
      types text[],
      schema_versions integer[],
      metadata json,
      recorded_at timestamptz,
      data json
    )
    language plpgsql volatile
    as $$
    declare
      horizon xid8;
    begin
      horizon := pg_snapshot_xmax(pg_current_snapshot());
      perform pg_advisory_xact_lock(7468353001);
      return query
        select a.global_position, a.transaction_id, a.stream_id, a.stream_version, a.event_ids, a.types,
          a.schema_versions, a.metadata, a.recorded_at,
          case when wanted is null or a.types && wanted then a.data end
        from (
          select r.*, sum(r.fresh) over (order by r.transaction_id, r.global_position rows unbounded preceding) as upto
          from (
            select q.*,
              case when q.transaction_id = after_tid then least(cardinality(q.event_ids), q.global_position - after_pos)
                else cardinality(q.event_ids) end as fresh
            from event_appends as q
            where (q.transaction_id, q.global_position) > (after_tid, after_pos) and q.transaction_id < horizon
            order by q.transaction_id, q.global_position
            limit max_rows
          ) as r
        ) as a
        where a.upto - a.fresh < max_rows
        order by a.transaction_id, a.global_position;
    end
    $$
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view events`.execute(db);
  await sql`drop function events_after(xid8, bigint, integer, text[])`.execute(db);
  await createEventsTable(db);
  await sql`
    insert into events (global_position, transaction_id, stream_id, stream_version, event_id, type,
      schema_version, data, metadata, recorded_at)
    select global_position, transaction_id, stream_id, stream_version, event_id, type, schema_version, data::jsonb,
      metadata::jsonb, recorded_at
    from (select ${sql.raw(EVENT_COLUMNS)}) as e
  `.execute(db);
  await sql`
    select setval(pg_get_serial_sequence('events', 'global_position'),
      coalesce((select max(global_position) from events), 0) + 1, false)
  `.execute(db);
  await eventsAfterOverEvents(db);
  await sql`drop table event_appends`.execute(db);
  await sql`drop table event_ids`.execute(db);
  await sql`drop sequence event_positions`.execute(db);
}
