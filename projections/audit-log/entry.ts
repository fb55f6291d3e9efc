import type { ShipmentEvent } from '../../contracts/shipment/events.ts';
import { authorOf, type Recorded } from '../runner/recorded.ts';
import type { AuditLogRow } from './tables.ts';

/** An entry of a shipment's change history: changed field paths to their new values. */
export type AuditEntry = Omit<AuditLogRow, 'modifications'> & { modifications: Record<string, unknown> };

const entryType = (event: Recorded<ShipmentEvent>): AuditEntry['type'] =>
  event.type === 'ShipmentDrafted' ? 'ADD' : event.type === 'ShipmentDeleted' ? 'DEL' : 'MOD';

/**
 * The entry an event of the shipment of customer `customerId` adds to its history: ShipmentDrafted
 * is ADD, ShipmentDeleted is DEL (it carries no changes), every other event is MOD.
 */
export function auditEntryOf(event: Recorded<ShipmentEvent>, customerId: string): AuditEntry {
  const author = authorOf(event);
  const changes = ('changes' in event.data ? event.data.changes : undefined) ?? [];
  return {
    shipment_number: String(event.data.shipmentNumber),
    revision: event.streamVersion,
    customer_id: customerId,
    type: entryType(event),
    user_fullname: author.fullName,
    user_login: author.login,
    date: author.at,
    modifications: Object.fromEntries(changes.map((change) => [change.path, change.value])),
  };
}
