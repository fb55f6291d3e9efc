import { type ExpressionBuilder, sql } from 'kysely';
import type { ShipmentSortProperty } from '../../contracts/shipment/list.ts';
import type { Database } from '../../services/db/database.ts';
import type { Db } from '../../services/db/index.ts';
import { shipmentSortColumns } from './columns.ts';
import type { ShipmentListRow } from './tables.ts';

/** Which customers' shipments a viewer may see (from the API's tenancy scope). */
export type CustomerFilter = { all: true } | { all: false; customerIds: readonly string[] };

export interface ShipmentListQuery {
  customers: CustomerFilter;
  /** Free text; every whitespace-separated term must occur in a number, name or city. */
  query?: string;
  states?: readonly string[];
  sort: { property: ShipmentSortProperty; direction: 'asc' | 'desc' };
  page: number;
  size: number;
  /** Rows a search reads first (SEARCH_WINDOW); smaller in tests. */
  searchWindow?: number;
}

export interface ShipmentListPage {
  rows: ShipmentListRow[];
  totalElements: number;
  /**
   * True when the total of a free-text search is not exact: cut at SEARCH_COUNT_LIMIT, or estimated
   * from the share of matches among the newest rows.
   */
  totalIsLowerBound: boolean;
}

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

/** A term of four letters or more; numbers and codes match only as typed. */
const isWord = (term: string) => (term.match(/\p{L}/gu)?.length ?? 0) >= 4;
const SIMILARITY = 0.5;

/**
 * How a term matches a row's search text: as a substring, or (when nothing matched as typed) as a
 * word with at least half its trigrams in common (pg_trgm's `%>`, served by the same trigram index).
 */
type Matching = 'exact' | 'similar';
const matches = (term: string, matching: Matching, column = sql.ref('search')) =>
  matching === 'exact'
    ? sql<boolean>`${column} like ${`%${escapeLike(term)}%`}`
    : sql<boolean>`${column} %> ${term}`;

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
 * How many of the newest rows (in the requested order) a search looks through first. A common term
 * fills its page there after reading an index range; only a rarer one goes to the trigram index,
 * which is fast exactly when the matches are few.
 */
export const SEARCH_WINDOW = 5000;

type Order = { column: (typeof shipmentSortColumns)[ShipmentSortProperty]; direction: 'asc' | 'desc' };

async function searchInWindow(
  db: Db,
  query: ShipmentListQuery,
  words: string[],
  order: Order,
  matching: Matching,
) {
  // The window carries only what the search and the order need; the page's rows are read whole
  // afterwards, so a search touches the wide `document` of one page, not of the whole window.
  const window = scoped(db, query)
    .select(['shipment_number', 'search', sql.ref<string>(order.column).as('sort_key')])
    .orderBy((eb: ExpressionBuilder<Database, 'shipment_list'>) => eb.ref(order.column), order.direction)
    .orderBy('shipment_number', order.direction)
    .limit(query.searchWindow ?? SEARCH_WINDOW)
    .as('w');
  let select = db
    .selectFrom(window)
    .select(['w.shipment_number', sql<string>`count(*) over ()`.as('window_matches')]);
  for (const word of words) select = select.where(matches(word, matching, sql.ref('w.search')));
  const hits = await select
    .orderBy(sql.ref('w.sort_key'), order.direction)
    .orderBy('w.shipment_number', order.direction)
    .limit(query.size)
    .offset(query.page * query.size)
    .execute();
  const windowMatches = Number(hits[0]?.window_matches ?? 0);
  const rows = await findShipmentRows(
    db,
    hits.map((hit) => String(hit.shipment_number)),
  );
  return { rows, windowMatches };
}

async function searchEverywhere(
  db: Db,
  query: ShipmentListQuery,
  words: string[],
  order: Order,
  matching: Matching,
) {
  let select = scoped(db, query);
  for (const word of words) select = select.where(matches(word, matching));
  const [rows, counted] = await Promise.all([
    select
      .selectAll()
      .orderBy((eb: ExpressionBuilder<Database, 'shipment_list'>) => eb.ref(order.column), order.direction)
      .orderBy('shipment_number', order.direction)
      .limit(query.size)
      .offset(query.page * query.size)
      .execute(),
    db
      .selectFrom(
        select
          .select(sql`1`.as('one'))
          .limit(SEARCH_COUNT_LIMIT + 1)
          .as('matches'),
      )
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirst(),
  ]);
  const total = Number(counted?.total ?? 0);
  return {
    rows,
    totalElements: Math.min(total, SEARCH_COUNT_LIMIT),
    totalIsLowerBound: total > SEARCH_COUNT_LIMIT,
  };
}

/** A page of the shipment list, sorted by one column with the shipment number as tie-breaker. */
export async function findShipmentList(db: Db, query: ShipmentListQuery): Promise<ShipmentListPage> {
  const order: Order = { column: shipmentSortColumns[query.sort.property], direction: query.sort.direction };
  const words = terms(query.query);
  if (words.length === 0) {
    const [rows, total] = await Promise.all([
      scoped(db, query)
        .selectAll()
        .orderBy((eb: ExpressionBuilder<Database, 'shipment_list'>) => eb.ref(order.column), order.direction)
        .orderBy('shipment_number', order.direction)
        .limit(query.size)
        .offset(query.page * query.size)
        .execute(),
      scopeTotal(db, query),
    ]);
    return { rows, totalElements: total, totalIsLowerBound: false };
  }
  const exact = await search(db, query, words, order, 'exact');
  // A term typed wrong finds nothing as typed: then the rows with a similar word are the answer.
  if (exact.rows.length > 0 || query.page > 0 || !words.some(isWord)) return exact;
  const similar = await db.transaction().execute(async (trx) => {
    // Half the trigrams in common: "munchen" finds München, "schmdt" Schmidt.
    await sql`set local pg_trgm.word_similarity_threshold = ${sql.lit(SIMILARITY)}`.execute(trx);
    return search(trx, query, words, order, 'similar');
  });
  return { ...similar, totalIsLowerBound: similar.rows.length > 0 || similar.totalIsLowerBound };
}

/** A free-text search: the newest rows first, the trigram index when they do not fill the page. */
async function search(
  db: Db,
  query: ShipmentListQuery,
  words: string[],
  order: Order,
  matching: Matching,
): Promise<ShipmentListPage> {
  const [inScope, first] = await Promise.all([
    scopeTotal(db, query),
    searchInWindow(db, query, words, order, matching),
  ]);
  const window = query.searchWindow ?? SEARCH_WINDOW;
  if (inScope <= window) {
    return { rows: first.rows, totalElements: first.windowMatches, totalIsLowerBound: false };
  }
  if (first.rows.length === query.size) {
    // The page is complete; the total is the window's share of matches scaled to the whole scope.
    const estimate = Math.round((first.windowMatches * inScope) / window);
    return {
      rows: first.rows,
      totalElements: Math.min(Math.max(estimate, first.windowMatches), SEARCH_COUNT_LIMIT),
      totalIsLowerBound: true,
    };
  }
  return searchEverywhere(db, query, words, order, matching);
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
export async function findShipmentRows(db: Db, numbers: readonly string[]): Promise<ShipmentListRow[]> {
  const valid = numbers.filter((number) => /^\d{1,18}$/.test(number));
  if (valid.length === 0) return [];
  const rows = await db
    .selectFrom('shipment_list')
    .selectAll()
    .where('shipment_number', 'in', valid)
    .execute();
  const byNumber = new Map(rows.map((row) => [String(row.shipment_number), row]));
  return valid.flatMap((number) => byNumber.get(number) ?? []);
}
