import { sql, type Transaction } from 'kysely';
import { type ShipmentEvent, shipmentEventTypes } from '../../contracts/shipment/events.ts';
import { CopyRows, copyValue } from '../../services/db/copy.ts';
import type { Database } from '../../services/db/database.ts';
import { type BuildContext, defineProjection } from '../runner/projection.ts';
import type { Recorded } from '../runner/recorded.ts';
import { shipmentNumberRange, shipmentSortColumns } from './columns.ts';
import { foldShipmentRow, type ShipmentListEntry } from './fold.ts';
import { wordsOf } from './words.ts';

const columnNames = [
  'shipment_number',
  'customer_id',
  'location',
  'state',
  'type',
  'version',
  'sender_customer_id',
  'sender_name',
  'sender_city',
  'consignee_name',
  'consignee_city',
  'order_number',
  'shipping_date',
  'delivery_date',
  'product_identifier',
  'product_name',
  'shipping_notice_created',
  'commissioned_on',
  'journey_status',
  'journey_occurred_at',
  'journey_exception',
  'hazmat',
  'last_modified_by',
  'last_modified_login',
  'last_modified_at',
  'search',
  'document',
] as const;
const searchColumnNames = ['shipment_number', 'customer_id', 'state', 'search'] as const;

/**
 * The shipment list: one row per shipment, written in bulk per batch (one read of the rows the
 * batch touches, one upsert, one delete, one update of the counts), so that replaying a million
 * shipments stays a matter of minutes.
 */
export const shipmentListProjection = defineProjection<ShipmentEvent>({
  name: 'shipment_list',
  // 2: the search's dictionary (shipment_words) and its narrow table (shipment_search).
  // 3: counts per range of shipment numbers (shipment_range_counts); the trigram indexes keep
  // short pending lists (decision 0175).
  // 4: a sender stored without a customer number shows the ordering customer's (decision 0210).
  // 5: the journey's current status, its time and the exception flag (decision 0230).
  // 6: the partial index of commissioned shipments not delivered, for late ones (decision 0235).
  version: 6,
  handles: shipmentEventTypes,
  async setup(trx: Transaction<Database>, build: BuildContext) {
    const list = build.table('shipment_list');
    await sql`
      create table ${sql.raw(list)} (
        shipment_number bigint primary key,
        customer_id text not null,
        location text,
        state text not null,
        type text not null,
        version integer not null,
        sender_customer_id text,
        sender_name text not null,
        sender_city text not null,
        consignee_name text not null,
        consignee_city text not null,
        order_number text,
        shipping_date date,
        delivery_date date,
        product_identifier text,
        product_name text,
        shipping_notice_created timestamptz,
        commissioned_on timestamptz,
        journey_status text,
        journey_occurred_at timestamptz,
        journey_exception boolean not null default false,
        hazmat boolean not null,
        last_modified_by text,
        last_modified_login text,
        last_modified_at timestamptz not null,
        search text not null,
        document jsonb not null
      )`.execute(trx);
    await sql`
      create table ${sql.raw(build.table('shipment_counts'))} (
        customer_id text not null,
        state text not null,
        count integer not null,
        primary key (customer_id, state)
      )`.execute(trx);
    // What the free-text search reads: the list's rows are about 1 KB wide (the whole order), these
    // a tenth of that, so the rows a trigram index scan finds lie on far fewer pages.
    await sql`
      create table ${sql.raw(build.table('shipment_search'))} (
        shipment_number bigint primary key,
        customer_id text not null,
        state text not null,
        search text not null
      )`.execute(trx);
    // Every batch moves some of its counts: room on each page keeps those updates in place.
    await sql`
      create table ${sql.raw(build.table('shipment_words'))} (
        customer_id text not null,
        word text not null,
        rows integer not null,
        primary key (customer_id, word)
      ) with (fillfactor = 50)`.execute(trx);
    await sql`
      create table ${sql.raw(build.table('shipment_range_counts'))} (
        customer_id text not null,
        state text not null,
        range bigint not null,
        count integer not null,
        primary key (customer_id, state, range)
      ) with (fillfactor = 50)`.execute(trx);
  },
  indexes(build: BuildContext) {
    const list = build.table('shipment_list');
    return [
      ...Object.values(shipmentSortColumns).map((column) => {
        const suffix = column === 'shipment_number' ? '' : `, ${column}`;
        return `create index if not exists shipment_list_by_${column} on ${list} (customer_id${suffix}, shipment_number)`;
      }),
      // A search reads a trigram index's whole pending list (its entries not yet merged) besides the
      // index: 256 kB at most here instead of 4 MB; the dictionary is small and updated by every
      // batch, so its entries go into the index at once.
      `create index if not exists shipment_search_trigrams on ${build.table('shipment_search')} using gin (search public.gin_trgm_ops) with (gin_pending_list_limit = 256)`,
      `create index if not exists shipment_search_by_customer on ${build.table('shipment_search')} (customer_id, shipment_number)`,
      // The exceptions filter reads few rows of many: a partial index holds only those.
      `create index if not exists shipment_list_exceptions on ${list} (customer_id, shipment_number) where journey_exception`,
      // Late shipments (decision 0235): commissioned, not delivered, read by their delivery date.
      `create index if not exists shipment_list_open_deliveries on ${list} (customer_id, delivery_date, shipment_number) where state in ('FINALIZED', 'CARGO_LIST_CREATED') and journey_status is distinct from 'DELIVERED'`,
      `create index if not exists shipment_words_trigrams on ${build.table('shipment_words')} using gin (word public.gin_trgm_ops) with (fastupdate = off)`,
    ];
  },
  // One read, one upsert, one delete and one count update per batch, whatever its size.
  batchSize: 5000,
  bulkBatchSize: 20_000,
  async apply(trx: Transaction<Database>, events: Recorded<ShipmentEvent>[], build: BuildContext) {
    const byShipment = new Map<string, Recorded<ShipmentEvent>[]>();
    for (const event of events) {
      const number = String(event.data.shipmentNumber);
      const queued = byShipment.get(number);
      if (queued) queued.push(event);
      else byShipment.set(number, [event]);
    }
    const existing = await trx
      .selectFrom('shipment_list')
      .selectAll()
      .where(sql<boolean>`shipment_number = any(${[...byShipment.keys()]}::bigint[])`)
      .execute();
    // The document column holds what the fold wrote into it.
    const rows = new Map(existing.map((row) => [String(row.shipment_number), row as ShipmentListEntry]));
    const changes = [...byShipment].map(([number, shipmentEvents]) => {
      const before = rows.get(number);
      return { number, before, after: shipmentEvents.reduce(foldShipmentRow, before) };
    });

    // A bulk load copies the rows that are new to the build (no conflict is possible: the batch read
    // every row it touches, in its transaction); the others are upserted.
    const copy = build.copy;
    const copied = copy ? changes.flatMap(({ before, after }) => (!before && after ? [after] : [])) : [];
    const upserts = changes.flatMap(({ before, after }) => (after && !(copy && !before) ? [after] : []));
    if (copy && copied.length > 0) {
      const list = new CopyRows();
      const search = new CopyRows();
      for (const row of copied) addCopyLines(row, list, search);
      await copy('shipment_list', columnNames, list);
      await copy('shipment_search', searchColumnNames, search);
    }
    if (upserts.length > 0) {
      // The rows travel as one JSON document: no limit on parameters, one statement per batch.
      const list = build.table('shipment_list');
      const search = sql.raw(build.table('shipment_search'));
      await sql`
        with changed as (
          select * from jsonb_populate_recordset(null::${sql.raw(list)}, ${JSON.stringify(upserts)}::jsonb)
        ), listed as (
          insert into ${sql.raw(list)}
          select * from changed
          on conflict (shipment_number) do update set ${sql.raw(
            columnNames
              .filter((name) => name !== 'shipment_number')
              .map((name) => `${name} = excluded.${name}`)
              .join(', '),
          )}
        )
        insert into ${search} (shipment_number, customer_id, state, search)
        select shipment_number, customer_id, state, search from changed
        on conflict (shipment_number) do update
          set customer_id = excluded.customer_id, state = excluded.state, search = excluded.search`.execute(
        trx,
      );
    }
    const removed = changes.filter(({ before, after }) => before && !after).map(({ number }) => number);
    if (removed.length > 0) {
      for (const table of ['shipment_list', 'shipment_search'] as const)
        await trx
          .deleteFrom(table)
          .where(sql<boolean>`shipment_number = any(${removed}::bigint[])`)
          .execute();
    }

    const deltas = new Map<string, number>();
    const ranges = new Map<string, number>();
    const count = (row: ShipmentListEntry, delta: number) => {
      const key = `${row.customer_id}\u0000${row.state}`;
      deltas.set(key, (deltas.get(key) ?? 0) + delta);
      const ranged = `${key}\u0000${shipmentNumberRange(row.shipment_number)}`;
      ranges.set(ranged, (ranges.get(ranged) ?? 0) + delta);
    };
    for (const { before, after } of changes) {
      if (before) count(before, -1);
      if (after) count(after, +1);
    }
    await updateWords(trx, changes, build);
    await updateRangeCounts(trx, ranges, build);

    const counted = [...deltas.entries()].filter(([, delta]) => delta !== 0);
    if (counted.length > 0) {
      await trx
        .insertInto('shipment_counts')
        .values(
          counted.map(([key, delta]) => {
            const [customer_id = '', state = ''] = key.split('\u0000');
            return { customer_id, state, count: delta };
          }),
        )
        .onConflict((conflict) =>
          conflict.columns(['customer_id', 'state']).doUpdateSet((eb) => ({
            count: eb('shipment_counts.count', '+', eb.ref('excluded.count')),
          })),
        )
        .execute();
    }
  },
});

/**
 * A new row's lines for `shipment_list` (`columnNames`) and `shipment_search`
 * (`searchColumnNames`) in COPY's text format, each value escaped once and no array per row.
 */
function addCopyLines(row: ShipmentListEntry, list: CopyRows, search: CopyRows) {
  const number = copyValue(row.shipment_number);
  const customer = copyValue(row.customer_id);
  const state = copyValue(row.state);
  const text = copyValue(row.search);
  let line = number;
  for (let index = 1; index < columnNames.length; index++) {
    const name = columnNames[index] as (typeof columnNames)[number];
    const value =
      name === 'customer_id'
        ? customer
        : name === 'state'
          ? state
          : name === 'search'
            ? text
            : copyValue(row[name]);
    line += `\t${value}`;
  }
  list.add(`${line}\n`);
  search.add(`${number}\t${customer}\t${state}\t${text}\n`);
}

/**
 * Moves the counts per customer, state and range of shipment numbers; a count that reaches zero
 * leaves the table.
 */
async function updateRangeCounts(
  trx: Transaction<Database>,
  deltas: Map<string, number>,
  build: BuildContext,
) {
  const customers: string[] = [];
  const states: string[] = [];
  const ranges: string[] = [];
  const counts: number[] = [];
  for (const [key, delta] of deltas) {
    if (delta === 0) continue;
    const [customer = '', state = '', range = '0'] = key.split('\u0000');
    customers.push(customer);
    states.push(state);
    ranges.push(range);
    counts.push(delta);
  }
  if (counts.length === 0) return;
  const table = sql.raw(build.table('shipment_range_counts'));
  await sql`
    insert into ${table} (customer_id, state, range, count)
    select * from unnest(${customers}::text[], ${states}::text[], ${ranges}::bigint[], ${counts}::int[])
    on conflict (customer_id, state, range) do update set count = ${table}.count + excluded.count`.execute(
    trx,
  );
  if (counts.some((delta) => delta < 0)) {
    await sql`
      delete from ${table} r
      using unnest(${customers}::text[], ${states}::text[], ${ranges}::bigint[]) as gone(customer_id, state, range)
      where r.customer_id = gone.customer_id and r.state = gone.state and r.range = gone.range
        and r.count <= 0`.execute(trx);
  }
}

type Change = { before: ShipmentListEntry | undefined; after: ShipmentListEntry | undefined };

/**
 * Moves the dictionary's row counts by what the batch changed: a word counts once per row that
 * contains it; a word whose last row went (changed, deleted) leaves the dictionary.
 */
async function updateWords(trx: Transaction<Database>, changes: Change[], build: BuildContext) {
  // Per customer, per word: no key to build per word of every row (a rebuild counts millions).
  const deltas = new Map<string, Map<string, number>>();
  const count = (row: ShipmentListEntry | undefined, delta: number) => {
    if (!row) return;
    let words = deltas.get(row.customer_id);
    if (!words) {
      words = new Map();
      deltas.set(row.customer_id, words);
    }
    for (const word of wordsOf(row.search)) words.set(word, (words.get(word) ?? 0) + delta);
  };
  for (const { before, after } of changes) {
    if (before && after && before.search === after.search && before.customer_id === after.customer_id)
      continue;
    count(before, -1);
    count(after, +1);
  }
  const customers: string[] = [];
  const words: string[] = [];
  const rows: number[] = [];
  for (const [customer, counted] of deltas)
    for (const [word, delta] of counted) {
      if (delta === 0) continue;
      customers.push(customer);
      words.push(word);
      rows.push(delta);
    }
  if (words.length === 0) return;
  const table = sql.raw(build.table('shipment_words'));
  await sql`
    insert into ${table} (customer_id, word, rows)
    select * from unnest(${customers}::text[], ${words}::text[], ${rows}::int[])
    on conflict (customer_id, word) do update set rows = ${table}.rows + excluded.rows`.execute(trx);
  if (rows.some((delta) => delta < 0)) {
    await sql`
      delete from ${table} w
      using unnest(${customers}::text[], ${words}::text[]) as gone(customer_id, word)
      where w.customer_id = gone.customer_id and w.word = gone.word and w.rows <= 0`.execute(trx);
  }
}
