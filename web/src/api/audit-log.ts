import { queryOptions } from '@tanstack/react-query';
import type { Shipment } from '../../../contracts/shipment/shipment.ts';
import { apiJson, nullIfNotFound } from './client.ts';
import { linkPath } from './hal.ts';

export interface AuditEntry {
  revision: number;
  type: 'ADD' | 'MOD' | 'DEL';
  userFullname?: string;
  userLogin?: string;
  date: string;
  modifications: Record<string, unknown>;
}

/** A shipment's change history through its auditLog link, newest first; none when the log is not found (404). */
export const auditLogQuery = (shipment: Shipment) =>
  queryOptions({
    queryKey: ['shipments', shipment.shipmentNumber, 'auditLog', shipment.version],
    queryFn: async () => {
      const log = await nullIfNotFound(
        apiJson<{ _embedded?: { auditEntries?: AuditEntry[] } }>(linkPath(shipment, 'auditLog')),
      );
      // Newest first whatever order the server keeps (spec: "entries newest first").
      return [...(log?._embedded?.auditEntries ?? [])].sort((a, b) => b.revision - a.revision);
    },
  });
