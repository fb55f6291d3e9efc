import { queryOptions } from '@tanstack/react-query';
import type { JourneyTimeline } from '../../../contracts/shipment/journey.ts';
import type { Shipment } from '../../../contracts/shipment/shipment.ts';
import { apiJson, nullIfNotFound } from './client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * A shipment's journey, newest first; keyed by the shipment's version, so a status the live stream
 * brings (a new version of the row) loads it afresh.
 */
export const journeyQuery = (shipment: Shipment) =>
  queryOptions({
    queryKey: queryKeys.shipments.journey(shipment.shipmentNumber, shipment.version),
    queryFn: async (): Promise<JourneyTimeline['statuses']> => {
      const timeline = await nullIfNotFound(
        apiJson<JourneyTimeline>(`/api/shipments/${encodeURIComponent(shipment.shipmentNumber)}/statuses`),
      );
      return timeline?.statuses ?? [];
    },
  });
