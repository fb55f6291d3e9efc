import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { HalCollection, HalLinks, PageMetadata } from '../../../contracts/hal.ts';
import type { Shipment } from '../../../contracts/shipment/shipment.ts';
import { DEFAULT_SORT, type ShipmentListSearch } from '../shipments/list-search.ts';
import { apiFetch, nullIfNotFound } from './client.ts';
import { linkPath } from './hal.ts';
import { useApiMutation } from './mutations.ts';
import { queryKeys } from './query-keys.ts';

/** Page size of the shipment list (spec 000 section 9). */
export const SHIPMENT_PAGE_SIZE = 100;

/** One page of GET /api/shipments, as the list uses it. */
export interface ShipmentListPage {
  shipments: Shipment[];
  page: PageMetadata;
  links: HalLinks;
  /**
   * Where the live stream may start for this page: it shows every change up to that position
   * (the answer's Live-Event-ID header; docs/decisions/0156). Absent, the stream's start refetches.
   */
  livePosition?: string;
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
  if (search.journey) params.set('journey', search.journey);
  return params;
}

/** The list as the URL describes it. A failing list query is logged and shows nothing (spec 000 section 8). */
export const shipmentListQuery = (search: ShipmentListSearch) =>
  queryOptions({
    queryKey: queryKeys.shipments.list(search),
    queryFn: async (): Promise<ShipmentListPage> => {
      try {
        const response = await apiFetch(`/api/shipments?${shipmentListParams(search)}`);
        const livePosition = response.headers.get('live-event-id');
        const body = (await response.json()) as HalCollection<'shipments', Shipment>;
        return {
          shipments: body._embedded?.shipments ?? [],
          page: body.page ?? emptyPage(search.page ?? 0).page,
          links: body._links ?? {},
          ...(livePosition ? { livePosition } : {}),
        };
      } catch (error) {
        console.warn('[shipments] list query failed', error);
        return emptyPage(search.page ?? 0);
      }
    },
  });

/**
 * Deletes shipments one by one through their delete links. A shipment already gone (404) counts as
 * deleted (spec 000 section 7); any other refusal stops and goes to the global error dialog.
 */
export function useDeleteShipments() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: async (shipments: Shipment[]) => {
      for (const shipment of shipments) {
        await nullIfNotFound(apiFetch(linkPath(shipment, 'delete'), { method: 'DELETE' }));
      }
      return shipments.map((shipment) => shipment.shipmentNumber);
    },
    onSuccess: (deleted) => {
      // The rows leave the lists on screen at once, whether or not the read model has caught up
      // yet; the lists are fetched afresh when next shown.
      queryClient.setQueriesData<ShipmentListPage>({ queryKey: queryKeys.shipments.lists() }, (page) =>
        page ? withoutShipments(page, deleted) : page,
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all, refetchType: 'none' });
    },
    // A refusal part-way: the ones before it are gone, and the refused one may have changed.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all }),
  });
}

function withoutShipments(page: ShipmentListPage, deleted: string[]): ShipmentListPage {
  const shipments = page.shipments.filter((shipment) => !deleted.includes(shipment.shipmentNumber));
  const removed = page.shipments.length - shipments.length;
  return { ...page, shipments, page: { ...page.page, totalElements: page.page.totalElements - removed } };
}
