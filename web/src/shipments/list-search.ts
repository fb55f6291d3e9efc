import {
  type ShipmentSortProperty,
  shipmentSortProperties,
} from '../../../contracts/shipment/list-values.ts';
import { shipmentStateFilterValues } from '../../../contracts/shipment/state-values.ts';

/** The states a user can filter the list by (spec 000 section 2). */
export const filterStates = shipmentStateFilterValues;
export type FilterState = (typeof filterStates)[number];

export type SortDirection = 'asc' | 'desc';

export const DEFAULT_SORT = 'shipmentNumber,desc';

const stateList = new RegExp(`^(${filterStates.join('|')})(,(${filterStates.join('|')}))*$`);
const sortPattern = new RegExp(`^(${shipmentSortProperties.join('|')}),(asc|desc)$`);

/**
 * The list's state in the URL: free text, states (comma list, as the API takes them), the
 * exceptions filter, sort
 * (`property,direction`) and the zero-based page. A broken value is dropped, not an error page.
 */
export interface ShipmentListSearch {
  searchText?: string;
  state?: string;
  /** `exception`: only shipments whose journey's current status is an exception. */
  journey?: 'exception';
  sort?: string;
  page?: number;
}

/** The router reads `?searchText=123456` as a number; a shipment number is still a search text. */
function searchTextOf(value: unknown): string | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return undefined;
  const trimmed = text.trim();
  return trimmed.length <= 100 ? trimmed : undefined;
}

function pageOf(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const page = Number(value);
  return Number.isInteger(page) && page >= 0 && page <= 100_000 ? page : undefined;
}

const matching = (pattern: RegExp, value: unknown) =>
  typeof value === 'string' && pattern.test(value) ? value : undefined;

/**
 * The router's search validation of the list. Plain code rather than a zod schema: the list is the
 * first screen, and the schema library is not part of its first load.
 */
export const shipmentListSearchSchema = {
  parse(input: Record<string, unknown>): ShipmentListSearch {
    const search: ShipmentListSearch = {
      searchText: searchTextOf(input.searchText),
      state: matching(stateList, input.state),
      journey: input.journey === 'exception' ? 'exception' : undefined,
      sort: matching(sortPattern, input.sort),
      page: pageOf(input.page),
    };
    for (const key of Object.keys(search) as (keyof ShipmentListSearch)[])
      if (search[key] === undefined) delete search[key];
    return search;
  },
};

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
