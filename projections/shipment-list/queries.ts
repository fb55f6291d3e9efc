import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../services/db/database.ts';
import type { Db } from '../../services/db/index.ts';
import { type ShipmentSortProperty, shipmentSortColumns } from './columns.ts';
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
}

export interface ShipmentListPage {
  rows: ShipmentListRow[];
  totalElements: number;
  /** True when the total of a free-text search was cut at SEARCH_COUNT_LIMIT. */
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

function filtered(db: Db, query: ShipmentListQuery) {
  let select = db.selectFrom('shipment_list');
  if (!query.customers.all) {
    select = select.where(
      'customer_id',
      'in',
      query.customers.customerIds.length ? [...query.customers.customerIds] : [''],
    );
  }
  if (query.states?.length) select = select.where('state', 'in', [...query.states]);
  for (const term of terms(query.query)) {
    select = select.where(sql<boolean>`search like ${`%${escapeLike(term)}%`}`);
  }
  return select;
}

async function countOf(db: Db, query: ShipmentListQuery): Promise<{ total: number; lowerBound: boolean }> {
  if (terms(query.query).length === 0) {
    // Totals without a search come from the counts the projection keeps.
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
    return { total: Number(row?.total ?? 0), lowerBound: false };
  }
  const row = await db
    .selectFrom(
      filtered(db, query)
        .select(sql`1`.as('one'))
        .limit(SEARCH_COUNT_LIMIT + 1)
        .as('matches'),
    )
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirst();
  const total = Number(row?.total ?? 0);
  return { total: Math.min(total, SEARCH_COUNT_LIMIT), lowerBound: total > SEARCH_COUNT_LIMIT };
}

/** A page of the shipment list, sorted by one column with the shipment number as tie-breaker. */
export async function findShipmentList(db: Db, query: ShipmentListQuery): Promise<ShipmentListPage> {
  const column = shipmentSortColumns[query.sort.property];
  const direction = query.sort.direction;
  const [rows, count] = await Promise.all([
    filtered(db, query)
      .selectAll()
      .orderBy((eb: ExpressionBuilder<Database, 'shipment_list'>) => eb.ref(column), direction)
      .orderBy('shipment_number', direction)
      .limit(query.size)
      .offset(query.page * query.size)
      .execute(),
    countOf(db, query),
  ]);
  return { rows, totalElements: count.total, totalIsLowerBound: count.lowerBound };
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
