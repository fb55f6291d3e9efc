import { sql } from 'kysely';
import type { Principal } from '../../contracts/access.ts';
import type { ShipmentSortProperty } from '../../contracts/shipment/list.ts';
import {
  findShipmentList,
  findShipmentListItems,
  type ShipmentListItemPage,
  type ShipmentListPage,
} from '../../projections/shipment-list/queries.ts';
import type { Db } from '../db/index.ts';
import { shipmentCollectionLinks } from '../domain/shipment/index.ts';
import type { CustomerScope } from './tenancy.ts';

export interface ShipmentListParams {
  query?: string | undefined;
  /** Comma list of states. */
  state?: string | undefined;
  /** `exception`: only shipments whose journey's current status is an exception. */
  journey?: 'exception' | undefined;
  /** `property,direction`; the first one counts. */
  sort?: string | string[] | undefined;
  page: number;
  size: number;
}

export const DEFAULT_SORT = {
  property: 'shipmentNumber' as ShipmentSortProperty,
  direction: 'desc' as const,
};

export function parseSort(sort: ShipmentListParams['sort']): {
  property: ShipmentSortProperty;
  direction: 'asc' | 'desc';
} {
  const first = Array.isArray(sort) ? sort[0] : sort;
  if (!first) return DEFAULT_SORT;
  const [property, direction = 'asc'] = first.split(',');
  return {
    property: property as ShipmentSortProperty,
    direction: direction.toLowerCase() === 'desc' ? 'desc' : 'asc',
  };
}

function listQuery(customers: CustomerScope, params: ShipmentListParams) {
  return {
    customers,
    ...(params.query ? { query: params.query } : {}),
    ...(params.state ? { states: params.state.split(',') } : {}),
    ...(params.journey ? { journey: params.journey } : {}),
    sort: parseSort(params.sort),
    page: params.page,
    size: params.size,
  };
}

/** A page of the shipment list within the viewer's customers. */
export function listShipments(
  db: Db,
  customers: CustomerScope,
  params: ShipmentListParams,
): Promise<ShipmentListPage> {
  return findShipmentList(db, listQuery(customers, params));
}

/** The same page with only what the list's answer shows (`shipmentListAnswer`). */
export function listShipmentItems(
  db: Db,
  customers: CustomerScope,
  params: ShipmentListParams,
): Promise<ShipmentListItemPage> {
  return findShipmentListItems(db, listQuery(customers, params));
}

/**
 * The customers whose shipments the viewer may export to Excel: administrators (and central
 * administrators, who see every customer) all of theirs; everyone else the customers in scope
 * whose XLS_EXPORT_ENABLED setting is on. Undefined when none.
 */
export async function exportCustomers(
  db: Db,
  principal: Principal,
  scope: CustomerScope,
): Promise<CustomerScope | undefined> {
  if (scope.all || principal.roles.includes('Admin')) return scope;
  if (scope.customerIds.length === 0) return undefined;
  const rows = await db
    .selectFrom('customer_settings')
    .select('customer_id')
    .where('name', '=', 'XLS_EXPORT_ENABLED')
    .where(sql<boolean>`value = 'true'::jsonb`)
    .where('customer_id', 'in', scope.customerIds)
    .orderBy('customer_id')
    .execute();
  return rows.length > 0 ? { all: false, customerIds: rows.map((row) => row.customer_id) } : undefined;
}

/** The first `size` rows of the list's filters, fetched in chunks, for the export. */
export async function* exportRows(
  db: Db,
  customers: CustomerScope,
  params: Omit<ShipmentListParams, 'page'>,
) {
  const chunk = Math.min(params.size, 1000);
  for (let page = 0; page * chunk < params.size; page++) {
    const { rows } = await listShipments(db, customers, { ...params, page, size: chunk });
    yield* rows.slice(0, params.size - page * chunk);
    if (rows.length < chunk) return;
  }
}

/** Whether the list offers its user to create a shipment (its `create` link). */
export function mayCreateShipments(principal: Pick<Principal, 'roles'>): boolean {
  return shipmentCollectionLinks(principal).has('create');
}
