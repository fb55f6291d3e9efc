import { queryOptions } from '@tanstack/react-query';
import type { ShipmentMails } from '../../../contracts/mail.ts';
import type { Shipment } from '../../../contracts/shipment/shipment.ts';
import { apiJson } from './client.ts';
import { linkPath } from './hal.ts';
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
