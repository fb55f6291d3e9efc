import { type ExpressionBuilder, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Quotation } from '../../contracts/shipment/index.ts';
import type { ShipmentSortProperty } from '../../contracts/shipment/list.ts';
import type { Database } from '../../services/db/database.ts';
import type { Db } from '../../services/db/index.ts';
import { SHIPMENT_RANGE_BITS, shipmentNumberRange, shipmentSortColumns } from './columns.ts';
import type { ShipmentListRow, ShipmentListTable } from './tables.ts';
import { isDictionaryTerm } from './words.ts';

/** Which customers' shipments a viewer may see (from the API's tenancy scope). */
export type CustomerFilter = { all: true } | { all: false; customerIds: readonly string[] };

export interface ShipmentListQuery {
  customers: CustomerFilter;
  /** Free text; every whitespace-separated term must occur in a number, name or city. */
  query?: string;
  states?: readonly string[];
  /** `exception`: only shipments whose journey's current status is an exception. */
  journey?: 'exception';
  sort: { property: ShipmentSortProperty; direction: 'asc' | 'desc' };
  page: number;
  size: number;
  /** Rows a search reads first (SEARCH_WINDOW); smaller in tests. */
  searchWindow?: number;
}

export interface ShipmentListPage<R = ShipmentListRow> {
  rows: R[];
  totalElements: number;
  /**
   * True when the total of a free-text search is not exact: cut at SEARCH_COUNT_LIMIT, or estimated
   * from the share of matches among the newest rows.
   */
  totalIsLowerBound: boolean;
}

/**
 * A list row as the list's answer shows it (docs/decisions/0169): only the columns the answer needs,
 * instants already as ISO 8601 text in UTC with milliseconds (as `Date.toISOString` writes them), and
 * the order as PostgreSQL's JSON text, passed through without being parsed and written again.
 */
export type ShipmentListItem = Pick<
  ShipmentListTable,
  | 'shipment_number'
  | 'customer_id'
  | 'location'
  | 'state'
  | 'type'
  | 'version'
  | 'last_modified_by'
  | 'journey_status'
  | 'journey_exception'
> & {
  /** Commissioned, its delivery date passed, not delivered (`LATE`). */
  late: boolean;
  journey_occurred_at_iso: string | null;
  shipping_notice_created_iso: string | null;
  commissioned_on_iso: string | null;
  last_modified_at_iso: string;
  /** `document.shipment` as JSON text (jsonb's output: a space after each colon and comma). */
  shipment: string;
  shipping_terms_identifier: string | null;
  quotation: Quotation | null;
};

export type ShipmentListItemPage = ShipmentListPage<ShipmentListItem>;

type ListSelect<R> = SelectQueryBuilder<Database, 'shipment_list', R>;

/**
 * An instant as `Date.toISOString` writes it (`to_char` cuts the microseconds off, as Date does).
 * Named apart from its column: a page sorted by the column must not sort by the text (no index).
 */
const isoText = <
  C extends 'shipping_notice_created' | 'commissioned_on' | 'last_modified_at' | 'journey_occurred_at',
>(
  column: C,
) =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(
    `${column}_iso` as `${C}_iso`,
  );

/**
 * The time zone whose calendar says when a delivery date has passed: the branches' (DE, AT, CZ, SK
 * keep Central European Time), decision 0235.
 */
export const LATE_TIME_ZONE = 'Europe/Berlin';

/**
 * A late shipment, at read time (decision 0235): commissioned, its delivery date before today in
 * the branches' time zone, and no DELIVERED status. The first two terms are the partial index's
 * predicate (shipment_list_open_deliveries), word for word, so the exceptions filter can use it.
 */
export const LATE = sql<boolean>`(state in ('FINALIZED', 'CARGO_LIST_CREATED') and journey_status is distinct from 'DELIVERED' and delivery_date < (now() at time zone ${sql.lit(LATE_TIME_ZONE)})::date)`;

const listItemColumns = [
  'shipment_number',
  'customer_id',
  'location',
  'state',
  'type',
  'version',
  'last_modified_by',
  isoText('shipping_notice_created'),
  isoText('commissioned_on'),
  isoText('last_modified_at'),
  'journey_status',
  isoText('journey_occurred_at'),
  'journey_exception',
  sql<boolean>`coalesce(${LATE}, false)`.as('late'),
  sql<string>`(document->'shipment')::text`.as('shipment'),
  sql<string | null>`document #>> '{shipment,shippingTerms,identifier}'`.as('shipping_terms_identifier'),
  sql<Quotation | null>`document->'quotation'`.as('quotation'),
] as const;

const selectItems = (select: ListSelect<object>) =>
  select.select(listItemColumns) as unknown as ListSelect<ShipmentListItem>;
const selectRows = (select: ListSelect<object>) =>
  select.selectAll() as unknown as ListSelect<ShipmentListRow>;

/** A search counts its matches up to this number; beyond it the page says "at least". */
export const SEARCH_COUNT_LIMIT = 10_000;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

function terms(query: string | undefined): string[] {
  return (query ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((term) => term.length > 0)
    .slice(0, 8);
}

/** The viewer's customers and the state filter: everything but the free text. */
function scoped(db: Db, query: ShipmentListQuery) {
  let select = db.selectFrom('shipment_list');
  if (!query.customers.all) {
    select = select.where(
      'customer_id',
      'in',
      query.customers.customerIds.length ? [...query.customers.customerIds] : [''],
    );
  }
  if (query.states?.length) select = select.where('state', 'in', [...query.states]);
  return select;
}

const UNDEFINED_TABLE = '42P01';

/** How close a dictionary word must be to a term typed wrong (pg_trgm word similarity). */
const SIMILARITY = 0.5;
/** A term typed wrong stands for at most this many similar words of the dictionary. */
const SIMILAR_WORDS = 3;
/**
 * A term found in more than this share of the rows in scope is not worth an index scan: the rows
 * the other terms find are checked for it instead.
 */
const FREQUENT = 0.02;

/**
 * One term of a search as it is matched: the substrings any of which a row must contain (the term
 * itself, or the dictionary words a term typed wrong stands for), and how many rows contain one at
 * most, when the dictionary knows (terms of letters only).
 */
interface Term {
  substrings: string[];
  rows?: number;
  corrected: boolean;
}

/** Rows in scope, from the counts the projection keeps (no count(*) over the table). */
async function scopeTotal(db: Db, query: ShipmentListQuery): Promise<number> {
  let counts = db
    .selectFrom('shipment_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('count'), sql<string>`0`).as('total'));
  if (!query.customers.all) {
    counts = counts.where(
      'customer_id',
      'in',
      query.customers.customerIds.length ? [...query.customers.customerIds] : [''],
    );
  }
  if (query.states?.length) counts = counts.where('state', 'in', [...query.states]);
  const row = await counts.executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * `column` is one of `values` (raw SQL): a single value as `=`, so that an index on the column
 * still gives its order.
 */
const oneOf = (column: RawBuilder<unknown>, values: readonly string[]) =>
  values.length === 1
    ? sql<boolean>`${column} = ${values[0]}`
    : sql<boolean>`${column} = any(${[...values]}::text[])`;

/** The viewer's customers as a condition on a table with `customer_id` (raw SQL). */
const customerCondition = (customers: CustomerFilter, column = sql.ref('customer_id')) =>
  customers.all ? sql<boolean>`true` : oneOf(column, customers.customerIds);

/**
 * Looks the search's terms up in the dictionary of the viewer's customers: how many rows contain
 * each term of letters, and, for such a term no row contains (a typo), its most similar words.
 * Returns null when a typo has no similar word either: then nothing matches.
 */
async function resolveTerms(db: Db, query: ShipmentListQuery, words: string[]): Promise<Term[] | null> {
  const lookup = words.filter(isDictionaryTerm);
  const counted = new Map<string, number>();
  if (lookup.length > 0) {
    const found = await sql<{ term: string; rows: string }>`
      select t.term, coalesce(sum(w.rows), 0) as rows
      from unnest(${lookup}::text[]) as t(term)
      left join shipment_words w
        on w.word like '%' || t.term || '%' and ${customerCondition(query.customers, sql.ref('w.customer_id'))}
      group by t.term`
      .execute(db)
      .catch((error: unknown) => {
        // A build of the list from before the dictionary is still live (the new version is being
        // built beside it): every term is matched as typed until the switch.
        if ((error as { code?: string }).code === UNDEFINED_TABLE) return { rows: [] };
        throw error;
      });
    for (const row of found.rows) counted.set(row.term, Number(row.rows));
  }
  const typos = lookup.filter((term) => counted.get(term) === 0);
  const similar = new Map<string, { words: string[]; rows: number }>();
  if (typos.length > 0) {
    await db.transaction().execute(async (trx) => {
      // Half the trigrams in common: "munchen" finds München, "schmdt" Schmidt.
      await sql`set local pg_trgm.word_similarity_threshold = ${sql.lit(SIMILARITY)}`.execute(trx);
      for (const term of typos) {
        const { rows } = await sql<{ word: string; rows: string }>`
          select word, sum(rows) as rows
          from shipment_words
          where word %> ${term} and ${customerCondition(query.customers)}
          group by word
          order by max(public.word_similarity(${term}, word)) desc, sum(rows) desc, word
          limit ${SIMILAR_WORDS}`.execute(trx);
        similar.set(term, {
          words: rows.map((row) => row.word),
          rows: rows.reduce((sum, row) => sum + Number(row.rows), 0),
        });
      }
    });
  }
  const terms: Term[] = [];
  for (const word of words) {
    const found = similar.get(word);
    if (found && found.words.length === 0) return null;
    if (found) terms.push({ substrings: found.words, rows: found.rows, corrected: true });
    else terms.push({ substrings: [word], rows: counted.get(word), corrected: false });
  }
  return terms;
}

/**
 * What the trigram index looks up for a substring: its longest run of letters and digits when it
 * has other characters too (`123456` of `po-123456`). pg_trgm pads the words of a pattern, and the
 * padded trigrams of a short word (`  p`, ` po`) occur in most rows: looking them up read 800 index
 * pages for 15 rows, the run alone 30.
 */
export function indexedPart(substring: string): string {
  const runs = substring.split(/[^\p{L}\p{N}]+/u);
  const longest = runs.reduce((best, run) => (run.length > best.length ? run : best), '');
  return longest.length >= 3 ? longest : substring;
}

/** A row's search text contains one of the term's substrings; through the trigram index or not. */
function contains(term: Term, column: RawBuilder<unknown>, indexed: boolean) {
  const each = term.substrings.map((substring) => {
    const found = sql<boolean>`strpos(${column}, ${substring}) > 0`;
    if (!indexed) return found;
    const part = indexedPart(substring);
    const looked = sql<boolean>`${column} like ${`%${escapeLike(part)}%`}`;
    return part === substring ? looked : sql<boolean>`(${looked} and ${found})`;
  });
  return sql<boolean>`(${sql.join(each, sql` or `)})`;
}

const allOf = (conditions: RawBuilder<boolean>[]) =>
  conditions.length === 0 ? sql<boolean>`true` : sql<boolean>`${sql.join(conditions, sql` and `)}`;

/**
 * How many of the newest rows (in the requested order) a search looks through first. A common term
 * fills its page there after reading an index range; only a rarer one goes to the trigram index,
 * which is fast exactly when the matches are few. When the dictionary tells how common every term
 * is, the window grows up to MAX_SEARCH_WINDOW to hold a page's worth of expected matches, or is
 * skipped when even that would not.
 */
export const SEARCH_WINDOW = 5000;
const MAX_SEARCH_WINDOW = 40_000;

/**
 * Where the search reads numbers, scopes and search texts: the narrow table, or the list itself
 * while a build from before the narrow table is live.
 */
type SearchTable = 'shipment_search' | 'shipment_list';

type Order = { column: (typeof shipmentSortColumns)[ShipmentSortProperty]; direction: 'asc' | 'desc' };

/** The viewer's customers and states as a condition on the columns of `alias` (raw SQL). */
function scopeCondition(query: ShipmentListQuery, alias: string) {
  const conditions = [customerCondition(query.customers, sql.ref(`${alias}.customer_id`))];
  if (query.states?.length) conditions.push(oneOf(sql.ref(`${alias}.state`), query.states));
  return allOf(conditions);
}

/**
 * The page among the first `window` rows in scope, in the requested order. The scan stops once the
 * page is full; the position of the page's last hit in the order (how many rows in scope lie up to
 * it) lets the share of matches up to it estimate the total. With `count`, every row of the window
 * is read and the matches counted. In shipment number order the narrow search table serves it and
 * the position comes from the counts per range of numbers (see `rowsThrough`); in another order the
 * list's index of that column serves it, and each row of the window is numbered.
 */
async function searchInWindow(
  db: Db,
  query: ShipmentListQuery,
  terms: Term[],
  order: Order,
  window: number,
  count: boolean,
  searchTable: SearchTable,
) {
  const direction = sql.raw(order.direction);
  const byNumber = order.column === 'shipment_number' && searchTable === 'shipment_search';
  const table = sql.ref(order.column === 'shipment_number' ? searchTable : 'shipment_list');
  const column = sql.ref(`r.${order.column}`);
  // The window carries only what the search and the order need; the page's rows are read whole
  // afterwards, so a search touches the wide `document` of one page, not of the whole window.
  const { rows: hits } = await sql<{
    shipment_number: string;
    position: string | null;
    window_matches: string | null;
  }>`
    select w.shipment_number, ${byNumber ? sql`null` : sql`w.position`} as position,
      ${count ? sql`count(*) over ()` : sql`null`} as window_matches
    from (
      select r.shipment_number, r.search, ${column} as sort_key
        ${byNumber ? sql`` : sql`, row_number() over (order by ${column} ${direction}, r.shipment_number ${direction}) as position`}
      from ${table} r
      where ${scopeCondition(query, 'r')}
      order by ${column} ${direction}, r.shipment_number ${direction}
      limit ${window}
    ) w
    where ${allOf(terms.map((term) => contains(term, sql.ref('w.search'), false)))}
    order by w.sort_key ${direction}, w.shipment_number ${direction}
    limit ${query.size} offset ${query.page * query.size}`.execute(db);
  const last = hits.at(-1);
  let lastPosition = Number(last?.position ?? 0);
  // Only an estimate needs the position: a full page from a window smaller than the scope.
  if (byNumber && last && !count && hits.length === query.size)
    lastPosition = await rowsThrough(db, query, String(last.shipment_number), order.direction);
  return {
    numbers: hits.map((hit) => String(hit.shipment_number)),
    lastPosition,
    windowMatches: Number(hits[0]?.window_matches ?? 0),
  };
}

/**
 * How many rows in scope lie from the top of the list in shipment number order down to `number`
 * (inclusive): the counts of the ranges of numbers beyond its range, and the rows of its own range
 * counted (at most 1024 numbers). Numbering every row of a window instead cost a third of the
 * search. A live build from before the counts per range counts the rows themselves.
 */
async function rowsThrough(db: Db, query: ShipmentListQuery, number: string, direction: 'asc' | 'desc') {
  const range = shipmentNumberRange(number);
  const shift = sql.lit(SHIPMENT_RANGE_BITS);
  const beyond = direction === 'desc' ? sql`c.range > ${range}::bigint` : sql`c.range < ${range}::bigint`;
  const within =
    direction === 'desc'
      ? sql`s.shipment_number >= ${number}::bigint and s.shipment_number < ((${range}::bigint + 1) << ${shift})`
      : sql`s.shipment_number <= ${number}::bigint and s.shipment_number >= (${range}::bigint << ${shift})`;
  const counted = await sql<{ rows: string }>`
    select coalesce((
        select sum(c.count) from shipment_range_counts c where ${scopeCondition(query, 'c')} and ${beyond}
      ), 0) + (
        select count(*) from shipment_search s where ${scopeCondition(query, 's')} and ${within}
      ) as rows`
    .execute(db)
    .catch(async (error: unknown) => {
      if ((error as { code?: string }).code !== UNDEFINED_TABLE) throw error;
      const through = direction === 'desc' ? sql`>=` : sql`<=`;
      return sql<{ rows: string }>`
        select count(*) as rows from shipment_search s
        where ${scopeCondition(query, 's')} and s.shipment_number ${through} ${number}::bigint`.execute(db);
    });
  return Number(counted.rows[0]?.rows ?? 0);
}

/**
 * Every row in scope through the trigram index of the narrow search table: only the terms that
 * are rare enough (or that the dictionary cannot tell about: numbers, codes) go to the index; the
 * frequent ones are checked on the rows it finds, and so are the viewer's customers and states (a
 * large customer's rows are no help to an index scan that finds few rows). One statement reads the
 * matches' numbers and sort keys (up to the count limit), counts them and cuts the page; a sort
 * key other than the number is read from the list's row of each match.
 */
async function searchEverywhere(
  db: Db,
  query: ShipmentListQuery,
  terms: Term[],
  order: Order,
  inScope: number,
  searchTable: SearchTable,
) {
  const known = terms.filter((term) => term.rows !== undefined);
  const rare = terms.filter((term) => term.rows === undefined || term.rows <= inScope * FREQUENT);
  const indexed = new Set(
    rare.length > 0
      ? rare
      : [...known].sort((a, b) => (a.rows ?? 0) - (b.rows ?? 0)).slice(0, Math.min(3, known.length)),
  );
  const matching = allOf(terms.map((term) => contains(term, sql.ref('s.search'), indexed.has(term))));
  const byNumber = order.column === 'shipment_number';
  const candidates = sql`(
    select s.shipment_number, s.customer_id, s.state from ${sql.ref(searchTable)} s where ${matching} offset 0
  ) c`;
  const direction = sql.raw(order.direction);
  const page = (limited: boolean) =>
    sql<{ shipment_number: string; total: string }>`
      with m as materialized (
        select c.shipment_number, ${byNumber ? sql.ref('c.shipment_number') : sql.ref(`l.${order.column}`)} as sort_key
        from ${candidates}
        ${byNumber ? sql`` : sql`join shipment_list l on l.shipment_number = c.shipment_number`}
        where ${scopeCondition(query, 'c')}
        ${limited ? sql`limit ${SEARCH_COUNT_LIMIT + 1}` : sql``}
      )
      select shipment_number, (select count(*) from m) as total
      from m
      order by sort_key ${direction}, shipment_number ${direction}
      limit ${query.size} offset ${query.page * query.size}`.execute(db);
  let { rows } = await page(true);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && query.page > 0) {
    const counted = await sql<{ total: string }>`
      select count(*) as total from (
        select 1 from ${candidates} where ${scopeCondition(query, 'c')} limit ${SEARCH_COUNT_LIMIT + 1}
      ) m`.execute(db);
    total = Number(counted.rows[0]?.total ?? 0);
  }
  // More matches than the count limit: the page is the first of them all in order, not of some.
  if (total > SEARCH_COUNT_LIMIT) rows = (await page(false)).rows;
  return {
    numbers: rows.map((row) => String(row.shipment_number)),
    totalElements: Math.min(total, SEARCH_COUNT_LIMIT),
    totalIsLowerBound: total > SEARCH_COUNT_LIMIT,
  };
}

/** A page of the shipment list, sorted by one column with the shipment number as tie-breaker. */
export function findShipmentList(db: Db, query: ShipmentListQuery): Promise<ShipmentListPage> {
  return findPage(db, query, selectRows, findShipmentRows);
}

/**
 * A page of the shipment list as the list's answer shows it: only the columns the answer needs,
 * instants as ISO 8601 text and the order as JSON text (see ShipmentListItem).
 */
export function findShipmentListItems(db: Db, query: ShipmentListQuery): Promise<ShipmentListItemPage> {
  return findPage(db, query, selectItems, findShipmentItems);
}

async function findPage<R>(
  db: Db,
  query: ShipmentListQuery,
  columns: (select: ListSelect<object>) => ListSelect<R>,
  byNumbers: (db: Db, numbers: readonly string[]) => Promise<R[]>,
): Promise<ShipmentListPage<R>> {
  const order: Order = { column: shipmentSortColumns[query.sort.property], direction: query.sort.direction };
  const words = terms(query.query);
  if (query.journey === 'exception') return findExceptionsPage(db, query, words, order, columns);
  if (words.length === 0) {
    const [rows, total] = await Promise.all([
      columns(scoped(db, query))
        .orderBy((eb: ExpressionBuilder<Database, 'shipment_list'>) => eb.ref(order.column), order.direction)
        .orderBy('shipment_number', order.direction)
        .limit(query.size)
        .offset(query.page * query.size)
        .execute(),
      scopeTotal(db, query),
    ]);
    return { rows, totalElements: total, totalIsLowerBound: false };
  }
  const [resolved, inScope] = await Promise.all([resolveTerms(db, query, words), scopeTotal(db, query)]);
  if (!resolved) return { rows: [], totalElements: 0, totalIsLowerBound: false };
  // A term typed wrong matched by similar words: the total counts those, not what was typed.
  const corrected = resolved.some((term) => term.corrected);
  const page = await search(db, query, resolved, order, inScope, 'shipment_search').catch(
    (error: unknown) => {
      if ((error as { code?: string }).code !== UNDEFINED_TABLE) throw error;
      return search(db, query, resolved, order, inScope, 'shipment_list');
    },
  );
  const rows = await byNumbers(db, page.numbers);
  return {
    rows,
    totalElements: page.totalElements,
    totalIsLowerBound: page.totalIsLowerBound || (corrected && rows.length > 0),
  };
}

/**
 * A page of the shipments whose journey is an exception or that are late: few rows of many, read
 * through the partial indexes of exceptions and of open deliveries and counted as they are (no kept counts), the search's terms checked on them.
 */
async function findExceptionsPage<R>(
  db: Db,
  query: ShipmentListQuery,
  words: string[],
  order: Order,
  columns: (select: ListSelect<object>) => ListSelect<R>,
): Promise<ShipmentListPage<R>> {
  // Late shipments count as exceptions too (decision 0235).
  let select = scoped(db, query).where(sql<boolean>`(journey_exception or ${LATE})`);
  for (const word of words) select = select.where(sql<boolean>`strpos(search, ${word}) > 0`);
  const [rows, counted] = await Promise.all([
    columns(select)
      .orderBy((eb: ExpressionBuilder<Database, 'shipment_list'>) => eb.ref(order.column), order.direction)
      .orderBy('shipment_number', order.direction)
      .limit(query.size)
      .offset(query.page * query.size)
      .execute(),
    select.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirst(),
  ]);
  return { rows, totalElements: Number(counted?.total ?? 0), totalIsLowerBound: false };
}

/**
 * The share of rows in scope expected to match every term, from the dictionary's counts as if the
 * terms were independent; undefined when a term is not in the dictionary's kind (numbers, codes).
 */
function expectedShare(terms: Term[], inScope: number): number | undefined {
  let share = 1;
  for (const term of terms) {
    if (term.rows === undefined) return undefined;
    share *= Math.min(1, term.rows / Math.max(1, inScope));
  }
  return share;
}

/** A free-text search: the newest rows first, the trigram index when they do not fill the page. */
async function search(
  db: Db,
  query: ShipmentListQuery,
  terms: Term[],
  order: Order,
  inScope: number,
  table: SearchTable,
) {
  const needed = (query.page + 1) * query.size;
  const share = query.searchWindow === undefined ? expectedShare(terms, inScope) : undefined;
  let window = query.searchWindow ?? SEARCH_WINDOW;
  if (share !== undefined) {
    window = Math.min(MAX_SEARCH_WINDOW, Math.max(SEARCH_WINDOW, Math.ceil((1.5 * needed) / share)));
    // Not even the largest window would fill the page: the index is the way.
    if (inScope > window && share * window < needed / 2)
      return searchEverywhere(db, query, terms, order, inScope, table);
  }
  const whole = inScope <= window;
  const first = await searchInWindow(db, query, terms, order, window, whole, table);
  if (whole) {
    return { numbers: first.numbers, totalElements: first.windowMatches, totalIsLowerBound: false };
  }
  if (first.numbers.length === query.size) {
    // The page is complete; the total is the share of matches up to its last row, scaled to the scope.
    const through = query.page * query.size + first.numbers.length;
    const estimate = Math.round((through * inScope) / Math.max(first.lastPosition, 1));
    return {
      numbers: first.numbers,
      totalElements: Math.min(Math.max(estimate, through), SEARCH_COUNT_LIMIT),
      totalIsLowerBound: true,
    };
  }
  return searchEverywhere(db, query, terms, order, inScope, table);
}

/** One shipment's row by number, whoever it belongs to (callers check tenancy). */
export function findShipmentRow(db: Db, shipmentNumber: string): Promise<ShipmentListRow | undefined> {
  if (!/^\d{1,18}$/.test(shipmentNumber)) return Promise.resolve(undefined);
  return db
    .selectFrom('shipment_list')
    .selectAll()
    .where('shipment_number', '=', shipmentNumber)
    .executeTakeFirst();
}

/** Rows of several shipments (labels, loading lists, batches), in the order of `numbers`. */
export function findShipmentRows(db: Db, numbers: readonly string[]): Promise<ShipmentListRow[]> {
  return rowsByNumbers(db, numbers, selectRows);
}

/** The customer and the branch of several shipments (the mails of a batch), in the order of `numbers`. */
export function findShipmentOwners(
  db: Db,
  numbers: readonly string[],
): Promise<Pick<ShipmentListRow, 'shipment_number' | 'customer_id' | 'location'>[]> {
  return rowsByNumbers(db, numbers, (select) =>
    select.select(['shipment_number', 'customer_id', 'location']),
  );
}

/** The list's items of several shipments, in the order of `numbers`. */
export function findShipmentItems(db: Db, numbers: readonly string[]): Promise<ShipmentListItem[]> {
  return rowsByNumbers(db, numbers, selectItems);
}

async function rowsByNumbers<R extends { shipment_number: string }>(
  db: Db,
  numbers: readonly string[],
  columns: (select: ListSelect<object>) => ListSelect<R>,
): Promise<R[]> {
  const valid = numbers.filter((number) => /^\d{1,18}$/.test(number));
  if (valid.length === 0) return [];
  const rows = await columns(db.selectFrom('shipment_list'))
    // One array parameter: a statement with a parameter per number is parsed and planned anew for
    // every length, and a page of a hundred numbers took longer to plan than to run.
    .where('shipment_number', '=', sql<string>`any(${valid}::bigint[])`)
    .execute();
  const byNumber = new Map(rows.map((row) => [String(row.shipment_number), row]));
  return valid.flatMap((number) => byNumber.get(number) ?? []);
}
