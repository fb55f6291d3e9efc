import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type {
  JourneyTimeline,
  StatusReportInput,
  StatusReportResult,
} from '../../../contracts/shipment/journey.ts';
import type { Shipment } from '../../../contracts/shipment/shipment.ts';
import { apiJson, nullIfNotFound } from './client.ts';
import { linkPath } from './hal.ts';
import { type ScreenReaction, useApiMutation } from './mutations.ts';
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

/**
 * The journey with its links: `reportStatus` when the reader may record a status by hand
 * (docs/decisions/0237); the server decides, not the browser.
 */
export const journeyLinksQuery = (shipment: Shipment) =>
  queryOptions({
    queryKey: [...queryKeys.shipments.journey(shipment.shipmentNumber, shipment.version), 'links'] as const,
    queryFn: () =>
      nullIfNotFound(
        apiJson<JourneyTimeline>(`/api/shipments/${encodeURIComponent(shipment.shipmentNumber)}/statuses`),
      ),
  });

/** Records one status by hand; the shipment's journey and the list are fetched afresh. */
export function useReportStatus(
  timeline: JourneyTimeline,
  screen?: ScreenReaction<StatusReportResult, StatusReportInput>,
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: (report: StatusReportInput) =>
        apiJson<StatusReportResult>(linkPath(timeline, 'reportStatus'), { method: 'POST', json: report }),
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: queryKeys.shipments.detail(timeline.shipmentNumber) }),
          queryClient.invalidateQueries({ queryKey: queryKeys.shipments.lists() }),
        ]),
    },
    screen,
  );
}
