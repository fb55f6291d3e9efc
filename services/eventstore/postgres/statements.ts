/**
 * The adapter's SQL, run as named prepared statements (parsed and planned once per connection). An
 * append is one statement in autocommit: it reads the stream's head, looks for the event ids, checks
 * the expected version and inserts, all in one round trip and one snapshot. Both append statements
 * answer the same columns.
 */

/**
 * The key of the advisory lock every append holds shared from before its transaction id exists
 * until it commits; `events_after` (migration 20261123230000) takes it exclusively for an instant.
 */
export const APPEND_LOCK_KEY = 7468353001;

/** The stream's head, read after the append lock is held: the insert selects from it. */
const HEAD = `append_lock as (
  select pg_advisory_xact_lock_shared(${APPEND_LOCK_KEY})
),
head as (
  select (select max(stream_version) from events where stream_id = $1) as version from append_lock
)`;

const EXPECTED_VERSION_HOLDS = `case $2::text
      when 'any' then true
      when 'no_stream' then head.version is null
      when 'exists' then head.version is not null
      else coalesce(head.version, -1) = $3::bigint
    end`;

const APPEND_RESULT = `select
  (select version from head) as head_version,
  (select count(*) from duplicate)::integer as duplicates,
  (select count(*) from duplicate where stream_id = $1)::integer as own_duplicates,
  coalesce(a.stream_version, d.stream_version) as stream_version,
  coalesce(a.transaction_id, d.transaction_id)::text as transaction_id,
  coalesce(a.global_position, d.global_position) as global_position
from (select 1) as one
left join last_appended as a on true
left join last_duplicate as d on true`;

/** One event: $4 id, $5 type, $6 schema version, $7 data, $8 metadata. */
export const APPEND_ONE = `
with ${HEAD},
duplicate as (
  select stream_id, stream_version, transaction_id, global_position from events where event_id = $4::uuid
),
last_appended as (
  insert into events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
  select $1, coalesce(head.version, -1) + 1, $4::uuid, $5, $6::integer, $7::jsonb, $8::jsonb
  from head
  where not exists (select 1 from duplicate)
    and ${EXPECTED_VERSION_HOLDS}
  returning stream_version, transaction_id, global_position
),
last_duplicate as (
  select stream_version, transaction_id, global_position from duplicate where stream_id = $1
)
${APPEND_RESULT}
`;

/**
 * Several events, one array per column: $4 ids, $5 types, $6 schema versions, $7 data, $8 metadata.
 * (Arrays are about twice as fast here as one JSON document taken apart with jsonb_array_elements.)
 */
export const APPEND_MANY = `
with ${HEAD},
duplicate as (
  select stream_id, stream_version, transaction_id, global_position
  from events
  where event_id = any($4::uuid[])
),
appended as (
  insert into events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
  select $1, coalesce(head.version, -1) + e.n, e.id, e.type, e.schema_version, e.data, e.metadata
  from head,
    unnest($4::uuid[], $5::text[], $6::integer[], $7::jsonb[], $8::jsonb[])
      with ordinality as e(id, type, schema_version, data, metadata, n)
  where not exists (select 1 from duplicate)
    and ${EXPECTED_VERSION_HOLDS}
  returning stream_version, transaction_id, global_position
),
last_appended as (
  select stream_version, transaction_id, global_position
  from appended
  order by stream_version desc
  limit 1
),
last_duplicate as (
  select stream_version, transaction_id, global_position
  from duplicate
  where stream_id = $1
  order by stream_version desc
  limit 1
)
${APPEND_RESULT}
`;

/**
 * The fast path of an append (docs/decisions/0133): the head, the expected version and the insert,
 * without looking for the event ids first. The unique index on `event_id` refuses a repeated event
 * anyway; only then, or when the expected version does not hold, does the adapter run APPEND_ONE or
 * APPEND_MANY, which tell an idempotent repeat from a conflict. Answers the last appended row, or
 * nothing.
 */
const FAST_RESULT = `select stream_version, transaction_id::text as transaction_id, global_position
from appended
order by stream_version desc
limit 1`;

/** One event: $4 id, $5 type, $6 schema version, $7 data, $8 metadata. */
export const APPEND_ONE_FAST = `
with ${HEAD},
appended as (
  insert into events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
  select $1, coalesce(head.version, -1) + 1, $4::uuid, $5, $6::integer, $7::jsonb, $8::jsonb
  from head
  where ${EXPECTED_VERSION_HOLDS}
  returning stream_version, transaction_id, global_position
)
${FAST_RESULT}
`;

/**
 * Several events with one metadata document for all (what a command handler appends): $4 ids,
 * $5 types, $6 schema versions, $7 data as arrays, $8 the metadata once.
 */
export const APPEND_MANY_FAST_SHARED_METADATA = `
with ${HEAD},
appended as (
  insert into events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
  select $1, coalesce(head.version, -1) + e.n, e.id, e.type, e.schema_version, e.data, $8::jsonb
  from head,
    unnest($4::uuid[], $5::text[], $6::integer[], $7::jsonb[]) with ordinality as e(id, type, schema_version, data, n)
  where ${EXPECTED_VERSION_HOLDS}
  returning stream_version, transaction_id, global_position
)
${FAST_RESULT}
`;

/** Several events, one array per column as in APPEND_MANY. */
export const APPEND_MANY_FAST = `
with ${HEAD},
appended as (
  insert into events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
  select $1, coalesce(head.version, -1) + e.n, e.id, e.type, e.schema_version, e.data, e.metadata
  from head,
    unnest($4::uuid[], $5::text[], $6::integer[], $7::jsonb[], $8::jsonb[])
      with ordinality as e(id, type, schema_version, data, metadata, n)
  where ${EXPECTED_VERSION_HOLDS}
  returning stream_version, transaction_id, global_position
)
${FAST_RESULT}
`;

/**
 * The fast path for the appends of several streams at once (group commit, decision 0166), in one
 * statement and one transaction. Per stream: $1 stream ids (each once), $2 expected kinds, $3 exact
 * versions. Per event, in append order: $4 its stream's index in $1 (from 1), $5 its number within
 * its stream's append (from 1), $6 ids, $7 types, $8 schema versions, $9 data, $10 metadata. A
 * stream whose expected version does not hold gets no rows and no answer; the adapter runs it on
 * its own. Answers each appended stream's last row. The whole statement fails on a repeated event
 * id or a lost race for a stream version, and then every append of it runs on its own.
 */
export const APPEND_GROUP_FAST = `
with append_lock as (
  select pg_advisory_xact_lock_shared(${APPEND_LOCK_KEY})
),
request as (
  select r.s, r.stream_id, r.kind, r.version,
    (select max(stream_version) from events where events.stream_id = r.stream_id) as head
  from append_lock,
    unnest($1::text[], $2::text[], $3::bigint[]) with ordinality as r(stream_id, kind, version, s)
),
accepted as (
  select s, stream_id, head
  from request
  where case kind
      when 'any' then true
      when 'no_stream' then head is null
      when 'exists' then head is not null
      else coalesce(head, -1) = version
    end
),
appended as (
  insert into events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
  select a.stream_id, coalesce(a.head, -1) + e.n, e.id, e.type, e.schema_version, e.data, e.metadata
  from unnest($4::bigint[], $5::bigint[], $6::uuid[], $7::text[], $8::integer[], $9::jsonb[], $10::jsonb[])
      with ordinality as e(s, n, id, type, schema_version, data, metadata, position)
    join accepted as a on a.s = e.s
  order by e.position
  returning stream_id, stream_version, transaction_id, global_position
)
select distinct on (stream_id) stream_id, stream_version, transaction_id::text as transaction_id, global_position
from appended
order by stream_id, stream_version desc
`;

/**
 * `recorded_at` in the form of `Date.prototype.toISOString` (UTC, milliseconds cut, as JavaScript
 * cuts them), so that a read does not parse a timestamp into a Date only to print it again
 * (decision 0183).
 */
const recordedAt = (table: string) =>
  `to_char(${table}recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as recorded_at`;

const COLUMNS = `global_position, transaction_id::text as transaction_id, stream_id, stream_version,
  event_id, type, schema_version, metadata, ${recordedAt('')}`;

export const READ_STREAM = `
select ${COLUMNS}, data
from events
where stream_id = $1 and stream_version >= $2
order by stream_version
`;

/**
 * Several streams at once (decision 0166): $1 stream ids, $2 the version each is read from. Each
 * row names the request it answers ($1's index, from 1); rows come per request in version order.
 */
export const READ_STREAMS = `
select r.request, e.global_position, e.transaction_id::text as transaction_id, e.stream_id,
  e.stream_version, e.event_id, e.type, e.schema_version, e.metadata, ${recordedAt('e.')}, e.data
from unnest($1::text[], $2::bigint[]) with ordinality as r(stream_id, from_version, request)
  join events as e on e.stream_id = r.stream_id and e.stream_version >= r.from_version
order by r.request, e.stream_version
`;

/**
 * Rows of finished appends only (events_after waits for the appends in flight and stops at the
 * horizon), so a transaction that took its id earlier but commits later never lands behind a
 * reader's checkpoint; unrelated transactions of the server hold nothing back. Data of types the
 * reader did not ask for is left out, but their rows still move the checkpoint.
 */
export const READ_ALL = `
select ${COLUMNS}, data
from events_after($1::xid8, $2::bigint, $3::integer, $4::text[])
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
 * no append in flight. The order names the table's columns: `transaction_id` alone would be the
 * output's text.
 */
export const READ_SETTLED = `
select ${COLUMNS}, case when $4::text[] is null or type = any($4::text[]) then data end as data
from events as e
where (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint) and e.transaction_id < $5::xid8
order by e.transaction_id, e.global_position
limit $3
`;

/** How far a reader is behind: every row after its checkpoint, finished or not (for lag metrics). */
export const BACKLOG = `
with behind as (
  select recorded_at
  from events
  where (transaction_id, global_position) > ($1::xid8, $2::bigint)
  order by transaction_id, global_position
  limit $3
)
select count(*)::integer as events, min(recorded_at) as oldest from behind
`;

export const NOTIFY_CHANNEL = 'portal_events_appended';
