import { queryOptions } from '@tanstack/react-query';
import type { HalCollection, HalLinks, PageMetadata } from '../../../contracts/hal.ts';
import type { Shipment } from '../../../contracts/shipment/shipment.ts';
import { DEFAULT_SORT, type ShipmentListSearch } from '../shipments/list-search.ts';
import { apiJson } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** Page size of the shipment list (spec 000 section 9). */
export const SHIPMENT_PAGE_SIZE = 100;

/** One page of GET /api/shipments, as the list uses it. */
export interface ShipmentListPage {
  shipments: Shipment[];
  page: PageMetadata;
  links: HalLinks;
}

const emptyPage = (number: number): ShipmentListPage => ({
  shipments: [],
  page: { size: SHIPMENT_PAGE_SIZE, totalElements: 0, totalPages: 0, number },
  links: {},
});

export function shipmentListParams(search: ShipmentListSearch): URLSearchParams {
  const params = new URLSearchParams({
    sort: search.sort ?? DEFAULT_SORT,
    size: String(SHIPMENT_PAGE_SIZE),
    page: String(search.page ?? 0),
  });
  if (search.searchText) params.set('query', search.searchText);
  if (search.state) params.set('state', search.state);
  return params;
}

/** The list as the URL describes it. A failing list query is logged and shows nothing (spec 000 section 8). */
export const shipmentListQuery = (search: ShipmentListSearch) =>
  queryOptions({
    queryKey: queryKeys.shipments.list(search),
    queryFn: async (): Promise<ShipmentListPage> => {
      try {
        const body = await apiJson<HalCollection<'shipments', Shipment>>(
          `/api/shipments?${shipmentListParams(search)}`,
        );
        return {
          shipments: body._embedded?.shipments ?? [],
          page: body.page ?? emptyPage(search.page ?? 0).page,
          links: body._links ?? {},
        };
      } catch (error) {
        console.warn('[shipments] list query failed', error);
        return emptyPage(search.page ?? 0);
      }
    },
  });
