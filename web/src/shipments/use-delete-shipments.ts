import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Shipment } from '../../../contracts/shipment/shipment.ts';
import { apiFetch, nullIfNotFound } from '../api/client.ts';
import { linkPath } from '../api/hal.ts';
import { queryKeys } from '../api/query-keys.ts';
import type { ShipmentListPage } from '../api/shipments.ts';

/**
 * Deletes shipments one by one through their delete links. A shipment already gone (404) counts as
 * deleted (spec 000 section 7); any other refusal stops and goes to the global error dialog.
 */
export function useDeleteShipments() {
  const queryClient = useQueryClient();
  return useMutation({
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
