import { queryOptions } from '@tanstack/react-query';
import type { HalCollection } from '../../../contracts/hal.ts';
import type { ShipmentAuditEntry } from '../../../contracts/shipment/revision.ts';
import type { Shipment } from '../../../contracts/shipment/shipment.ts';
import { apiJson, nullIfNotFound } from './client.ts';
import { linkPath } from './hal.ts';
import { queryKeys } from './query-keys.ts';

/**
 * A shipment's change history through its auditLog link, newest first; none when the log is not
 * found (404). Each entry links the shipment as that revision left it.
 */
export const auditLogQuery = (shipment: Shipment) =>
  queryOptions({
    queryKey: queryKeys.shipments.auditLog(shipment.shipmentNumber, shipment.version),
    queryFn: async () => {
      const log = await nullIfNotFound(
        apiJson<HalCollection<'auditEntries', ShipmentAuditEntry>>(linkPath(shipment, 'auditLog')),
      );
      // Newest first whatever order the server keeps (spec: "entries newest first").
      return [...(log?._embedded?.auditEntries ?? [])].sort((a, b) => b.revision - a.revision);
    },
  });
