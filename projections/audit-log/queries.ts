import type { Db } from '../../services/db/index.ts';
import type { AuditLogRow } from './tables.ts';

/** A shipment's change history, newest first; undefined when the shipment never existed. */
export async function findAuditLog(
  db: Db,
  shipmentNumber: string,
): Promise<{ customerId: string; entries: AuditLogRow[] } | undefined> {
  if (!/^\d{1,18}$/.test(shipmentNumber)) return undefined;
  const entries = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('shipment_number', '=', shipmentNumber)
    .orderBy('revision', 'desc')
    .execute();
  const first = entries[0];
  return first ? { customerId: first.customer_id, entries } : undefined;
}
