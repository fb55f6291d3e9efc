/**
 * The adapter's SQL, run as named prepared statements (parsed and planned once per connection). An
 * append is one statement in autocommit: it reads the stream's head, checks the expected version
 * and inserts one row for the append's events (decision 0189), all in one round trip and one
 * snapshot.
 */

/**
 * The key of the advisory lock every append holds shared from before its transaction id exists
 * until it commits; `events_after` (migrations 20261123230000, 20261226000000) takes it exclusively
 * for an instant.
 */
export const APPEND_LOCK_KEY = 7468353001;

/**
 * An append's events take the global positions from `nextval('event_positions')` times this on,
 * one each: at most this many events per append (decision 0189).
 */
export const POSITIONS_PER_APPEND = 1_048_576;

/**
 * The stream's head and the global position of the append's last event ($4 its event ids), taken
 * after the append lock is held: the insert selects from it. A position taken and not used (the
 * expected version did not hold) leaves a gap, as a rolled-back sequence value does.
 */
const HEAD = `append_lock as (
  select pg_advisory_xact_lock_shared(${APPEND_LOCK_KEY})
),
head as (
  select (select max(stream_version) from event_appends where stream_id = $1) as version,
    nextval('event_positions') * ${POSITIONS_PER_APPEND} + cardinality($4::uuid[]) - 1 as position
  from append_lock
)`;

const EXPECTED_VERSION_HOLDS = `case $2::text
      when 'any' then true
      when 'no_stream' then head.version is null
      when 'exists' then head.version is not null
      else coalesce(head.version, -1) = $3::bigint
    end`;

/**
 * One row per append (decision 0189): the events as arrays, their data as one JSON array, their
 * metadata once when they share it. The row's `stream_version` and `global_position` are its last
 * event's; the others' follow from them. Every event id goes into `event_ids`, whose key refuses a
 * repeated one.
 */
const INSERT_APPEND = `insert into event_appends (global_position, stream_id, stream_version, event_ids, types,
    schema_versions, data, metadata)
  select head.position, $1, coalesce(head.version, -1) + cardinality($4::uuid[]), $4::uuid[], $5::text[],
    $6::integer[], $7::json, $8::json
  from head`;

const IDS_OF_APPENDED = `ids as (
  insert into event_ids (event_id) select unnest(event_ids) from appended
)`;

/**
 * The fast path of an append (docs/decisions/0133): the head, the expected version and the insert,
 * without looking for the event ids first. The key of `event_ids` refuses a repeated event anyway;
 * only then, or when the expected version does not hold, does the adapter run APPEND, which tells
 * an idempotent repeat from a conflict. $1 stream, $2 expected kind, $3 exact version, $4 ids,
 * $5 types, $6 schema versions, $7 the data as one JSON array, $8 the metadata (one document shared
 * by the events, or an array of one per event). Answers the appended row, or nothing.
 */
export const APPEND_FAST = `
with ${HEAD},
appended as (
  ${INSERT_APPEND}
  where ${EXPECTED_VERSION_HOLDS}
  returning stream_version, transaction_id, global_position, event_ids
),
${IDS_OF_APPENDED}
select stream_version, transaction_id::text as transaction_id, global_position from appended
`;

/**
 * An append that also looks for its event ids (the parameters of APPEND_FAST): appended, or the
 * head and how many of the ids exist already, in all and as events of this stream, with the last
 * of those.
 */
export const APPEND = `
with ${HEAD},
duplicate as (
  select event_id from event_ids where event_id = any($4::uuid[])
),
own_duplicate as (
  select a.transaction_id, a.stream_version - cardinality(a.event_ids) + o.n as stream_version,
    a.global_position - cardinality(a.event_ids) + o.n as global_position
  from event_appends as a
    cross join lateral unnest(a.event_ids) with ordinality as o(id, n)
  where a.stream_id = $1 and a.event_ids && $4::uuid[] and o.id = any($4::uuid[])
),
appended as (
  ${INSERT_APPEND}
  where not exists (select 1 from duplicate)
    and ${EXPECTED_VERSION_HOLDS}
  returning stream_version, transaction_id, global_position, event_ids
),
${IDS_OF_APPENDED},
last_duplicate as (
  select stream_version, transaction_id, global_position
  from own_duplicate
  order by stream_version desc
  limit 1
)
select
  (select version from head) as head_version,
  (select count(*) from duplicate)::integer as duplicates,
  (select count(*) from own_duplicate)::integer as own_duplicates,
  coalesce(a.stream_version, d.stream_version) as stream_version,
  coalesce(a.transaction_id, d.transaction_id)::text as transaction_id,
  coalesce(a.global_position, d.global_position) as global_position
from (select 1) as one
left join appended as a on true
left join last_duplicate as d on true
`;

/**
 * The fast path for the appends of several streams at once (group commit, decision 0166), in one
 * statement and one transaction. Per stream: $1 stream ids (each once), $2 expected kinds, $3 exact
 * versions, $4 the data of its events as one JSON array, $5 their metadata (as APPEND_FAST's $8).
 * Per event, in append order: $6 its stream's index in $1 (from 1), $7 ids, $8 types, $9 schema
 * versions. A stream whose expected version does not hold gets no row and no answer; the adapter
 * runs it on its own. Answers each appended stream's row. The whole statement fails on a repeated
 * event id or a lost race for a stream version, and then every append of it runs on its own.
 */
export const APPEND_GROUP_FAST = `
with append_lock as (
  select pg_advisory_xact_lock_shared(${APPEND_LOCK_KEY})
),
request as (
  select r.s, r.stream_id, r.kind, r.version, r.data, r.metadata,
    (select max(stream_version) from event_appends where event_appends.stream_id = r.stream_id) as head
  from append_lock,
    unnest($1::text[], $2::text[], $3::bigint[], $4::json[], $5::json[])
      with ordinality as r(stream_id, kind, version, data, metadata, s)
),
accepted as (
  select s, stream_id, head, data, metadata
  from request
  where case kind
      when 'any' then true
      when 'no_stream' then head is null
      when 'exists' then head is not null
      else coalesce(head, -1) = version
    end
),
request_events as (
  select e.s, array_agg(e.id order by e.n) as ids, array_agg(e.type order by e.n) as types,
    array_agg(e.schema_version order by e.n) as schema_versions
  from unnest($6::bigint[], $7::uuid[], $8::text[], $9::integer[]) with ordinality as e(s, id, type, schema_version, n)
  group by e.s
),
appended as (
  insert into event_appends (global_position, stream_id, stream_version, event_ids, types, schema_versions,
    data, metadata)
  select nextval('event_positions') * ${POSITIONS_PER_APPEND} + cardinality(e.ids) - 1, a.stream_id,
    coalesce(a.head, -1) + cardinality(e.ids), e.ids, e.types, e.schema_versions, a.data, a.metadata
  from accepted as a
    join request_events as e on e.s = a.s
  order by a.s
  returning stream_id, stream_version, transaction_id, global_position, event_ids
),
${IDS_OF_APPENDED}
select stream_id, stream_version, transaction_id::text as transaction_id, global_position from appended
`;

/**
 * `recorded_at` in the form of `Date.prototype.toISOString` (UTC, milliseconds cut, as JavaScript
 * cuts them), so that a read does not parse a timestamp into a Date only to print it again
 * (decision 0183).
 */
const recordedAt = (table: string) =>
  `to_char(${table}recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as recorded_at`;

/**
 * An append's row as the adapter reads it (decision 0189): its events' ids, types and schema
 * versions as JSON arrays, which the client parses natively, and its data and metadata as stored.
 * The client takes the events apart (rows.ts).
 */
const COLUMNS = `a.global_position, a.transaction_id::text as transaction_id, a.stream_id, a.stream_version,
  to_json(a.event_ids) as event_ids, to_json(a.types) as types, to_json(a.schema_versions) as schema_versions,
  a.metadata, ${recordedAt('a.')}`;

/** The appends of a stream that hold versions from $2 on; the client drops the events before it. */
export const READ_STREAM = `
select ${COLUMNS}, a.data
from event_appends as a
where a.stream_id = $1 and a.stream_version >= $2
order by a.stream_version
`;

/**
 * Several streams at once (decision 0166): $1 stream ids, $2 the version each is read from. Each
 * row names the request it answers ($1's index, from 1); rows come per request in version order.
 */
export const READ_STREAMS = `
select r.request, ${COLUMNS}, a.data
from unnest($1::text[], $2::bigint[]) with ordinality as r(stream_id, from_version, request)
  join event_appends as a on a.stream_id = r.stream_id and a.stream_version >= r.from_version
order by r.request, a.stream_version
`;

/**
 * Rows of finished appends only (events_after waits for the appends in flight and stops at the
 * horizon), so a transaction that took its id earlier but commits later never lands behind a
 * reader's checkpoint; unrelated transactions of the server hold nothing back. The data of appends
 * with no event of the types the reader asked for is left out, but their rows still move the
 * checkpoint. The appends come in the log's order, as many as hold $3 events after the checkpoint.
 */
export const READ_ALL = `
select ${COLUMNS}, a.data
from events_after($1::xid8, $2::bigint, $3::integer, $4::text[]) as a
`;

/**
 * The horizon below which every append has finished (decision 0184): the statement's snapshot is
 * taken first, then the append lock, taken exclusively, waits for the appends in flight (each holds
 * it shared from before its transaction id exists until it commits), as events_after does.
 */
export const SETTLED_HORIZON = `
select pg_snapshot_xmax(pg_current_snapshot())::text as horizon, pg_advisory_xact_lock(${APPEND_LOCK_KEY})
`;

/**
 * READ_ALL below such a horizon ($5): no append can still land there, so a plain read serves, which
 * streams its rows rather than collecting them in events_after's result set first, and waits for
 * no append in flight. Of the next $3 appends, those that hold the next $3 events (`fresh`: the
 * append's events after the checkpoint).
 */
export const READ_SETTLED = `
select ${COLUMNS}, case when $4::text[] is null or a.types && $4::text[] then a.data end as data
from (
  select r.*, sum(r.fresh) over (order by r.transaction_id, r.global_position rows unbounded preceding) as upto
  from (
    select q.*,
      case when q.transaction_id = $1::xid8 then least(cardinality(q.event_ids), q.global_position - $2::bigint)
        else cardinality(q.event_ids) end as fresh
    from event_appends as q
    where (q.transaction_id, q.global_position) > ($1::xid8, $2::bigint) and q.transaction_id < $5::xid8
    order by q.transaction_id, q.global_position
    limit $3
  ) as r
) as a
where a.upto - a.fresh < $3
order by a.transaction_id, a.global_position
`;

/** How far a reader is behind: every event after its checkpoint, finished or not (for lag metrics). */
export const BACKLOG = `
with behind as (
  select a.recorded_at
  from (
    select transaction_id, global_position, cardinality(event_ids) as events, recorded_at from event_appends as r
    where (r.transaction_id, r.global_position) > ($1::xid8, $2::bigint)
    order by r.transaction_id, r.global_position
    limit $3
  ) as a
    cross join lateral generate_series(a.global_position - a.events + 1, a.global_position) as p(position)
  where (a.transaction_id, p.position) > ($1::xid8, $2::bigint)
  limit $3
)
select count(*)::integer as events, min(recorded_at) as oldest from behind
`;

export const NOTIFY_CHANNEL = 'portal_events_appended';
