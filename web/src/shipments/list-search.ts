import { z } from 'zod';
import { type ShipmentSortProperty, shipmentSortProperties } from '../../../contracts/shipment/list.ts';
import { shipmentStateFilterValues } from '../../../contracts/shipment/state.ts';

/** The states a user can filter the list by (spec 000 section 2). */
export const filterStates = shipmentStateFilterValues;
export type FilterState = (typeof filterStates)[number];

export type SortDirection = 'asc' | 'desc';

export const DEFAULT_SORT = 'shipmentNumber,desc';

const stateList = new RegExp(`^(${filterStates.join('|')})(,(${filterStates.join('|')}))*$`);
const sortPattern = new RegExp(`^(${shipmentSortProperties.join('|')}),(asc|desc)$`);

/** The router reads `?searchText=123456` as a number; a shipment number is still a search text. */
const text = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z.string().trim().max(100),
);

/**
 * The list's state in the URL: free text, states (comma list, as the API takes them), sort
 * (`property,direction`) and the zero-based page. A broken value is dropped, not an error page.
 */
export const shipmentListSearchSchema = z.object({
  searchText: text.optional().catch(undefined),
  state: z.string().regex(stateList).optional().catch(undefined),
  sort: z.string().regex(sortPattern).optional().catch(undefined),
  page: z.coerce.number().int().min(0).max(100_000).optional().catch(undefined),
});
export type ShipmentListSearch = z.infer<typeof shipmentListSearchSchema>;

export function statesOf(search: ShipmentListSearch): FilterState[] {
  return search.state ? (search.state.split(',') as FilterState[]) : [];
}

export function sortOf(search: ShipmentListSearch): {
  column: ShipmentSortProperty;
  direction: SortDirection;
} {
  const [column, direction] = (search.sort ?? DEFAULT_SORT).split(',') as [
    ShipmentSortProperty,
    SortDirection,
  ];
  return { column, direction };
}

/** Clicking a column header: the same column flips direction, another column starts ascending. */
export function nextSort(search: ShipmentListSearch, column: ShipmentSortProperty): string {
  const current = sortOf(search);
  const direction = current.column === column && current.direction === 'asc' ? 'desc' : 'asc';
  return `${column},${direction}`;
}
