import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { MailPersistenceEvent, ShipmentMails } from '../../../contracts/mail.ts';
import type { Shipment } from '../../../contracts/shipment/shipment.ts';
import { detailQuery } from './admin-lists.ts';
import { apiJson } from './client.ts';
import { linkPath } from './hal.ts';
import { type ScreenReaction, useApiMutation } from './mutations.ts';
import { queryKeys } from './query-keys.ts';

/** The mails sent about a shipment through its inquiries link, newest first (spec section 7: "shown reversed"). */
export const mailLogQuery = (shipment: Shipment) =>
  queryOptions({
    queryKey: queryKeys.shipments.mails(shipment.shipmentNumber, shipment.version),
    queryFn: async () => {
      const log = await apiJson<ShipmentMails>(linkPath(shipment, 'inquiries'));
      return [...(log._embedded?.mailPersistenceEvents ?? [])].sort((a, b) =>
        b.publicationDate.localeCompare(a.publicationDate),
      );
    },
  });

/**
 * Sends a given-up mail (the one shown) again by its retry link. The detail of `row` (the mail log's row) shows the
 * answer at once; the mail log is fetched afresh.
 */
export function useRetryMail(
  row: MailPersistenceEvent,
  screen?: ScreenReaction<MailPersistenceEvent, MailPersistenceEvent>,
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: (mail: MailPersistenceEvent) =>
        apiJson<MailPersistenceEvent>(linkPath(mail, 'retry'), { method: 'POST' }),
      onSuccess: async (retried) => {
        queryClient.setQueryData(detailQuery(row).queryKey, retried);
        await queryClient.invalidateQueries({ queryKey: queryKeys.admin.lists('mailPersistenceEvents') });
      },
    },
    screen,
  );
}
