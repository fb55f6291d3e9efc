import type { LiveMailChange, LiveShipmentChange } from '../../contracts/live.ts';
import { type MailStatus, mailStatuses } from '../../contracts/mail.ts';
import { shipmentEventTypes } from '../../contracts/shipment/events.ts';
import type { Db } from '../db/index.ts';
import type { Checkpoint, EventStore, RecordedEvent } from '../eventstore/index.ts';
import type { ShipmentCustomers } from './shipment-customers.ts';

/** A change one or more users may see, in log order; `id` is the position of its last event. */
export type LiveChange =
  | { kind: 'shipment'; id: Checkpoint; customerId: string; data: LiveShipmentChange }
  | { kind: 'mail'; id: Checkpoint; customerId: string; data: LiveMailChange };

const MAIL_EVENT_TYPES = [
  'MailQueued',
  'MailDeliveryFailed',
  'MailSent',
  'MailGivenUp',
  'MailRetryRequested',
];
export const LIVE_EVENT_TYPES = [...shipmentEventTypes, ...MAIL_EVENT_TYPES];
const shipmentTypes = new Set<string>(shipmentEventTypes);

/** The log's start, as a checkpoint both adapters read from the beginning. */
export const LOG_START = `${'0'.repeat(20)}-${'0'.repeat(20)}` as Checkpoint;

export interface ReadChangesResult {
  changes: LiveChange[];
  /** True when more than `maxEvents` events lie between the positions: the caller resets instead. */
  truncated: boolean;
}

/**
 * The changes between two log positions (`after` exclusive, `upTo` inclusive), read once for all
 * streams: one message per shipment and per mail (its last change), each with the customer it
 * belongs to, in the order of their last events. The read models are at `upTo` or beyond, so a
 * client that fetches after a message sees the change.
 */
export async function readChanges(
  deps: { db: Db; store: EventStore; customers: ShipmentCustomers },
  after: Checkpoint,
  upTo: Checkpoint,
  maxEvents = 20_000,
): Promise<ReadChangesResult> {
  const events: RecordedEvent[] = [];
  let position: Checkpoint = after;
  while (position < upTo) {
    const page = await deps.store.readAll(position, 1000, { types: LIVE_EVENT_TYPES });
    for (const event of page.events) if (event.checkpoint <= upTo) events.push(event);
    if (events.length > maxEvents) return { changes: [], truncated: true };
    if (!page.checkpoint || page.checkpoint === position) break;
    position = page.checkpoint;
  }
  return { changes: await toChanges(deps, events), truncated: false };
}

async function toChanges(
  deps: { db: Db; store: EventStore; customers: ShipmentCustomers },
  events: RecordedEvent[],
): Promise<LiveChange[]> {
  // The last event of each shipment and mail, and what the batch says about them.
  const shipments = new Map<string, { last: RecordedEvent; created: boolean }>();
  const mails = new Map<string, RecordedEvent>();
  for (const event of events) {
    const data = event.data as { shipmentNumber?: string; emonsCustomerId?: string; mailId?: string };
    if (shipmentTypes.has(event.type) && data.shipmentNumber) {
      const seen = shipments.get(data.shipmentNumber);
      shipments.set(data.shipmentNumber, {
        last: event,
        created: (seen?.created ?? false) || event.type === 'ShipmentDrafted',
      });
      if (event.type === 'ShipmentDrafted' && data.emonsCustomerId)
        deps.customers.set(data.shipmentNumber, data.emonsCustomerId);
    } else if (data.mailId) {
      mails.set(data.mailId, event);
    }
  }
  const customerOf = await deps.customers.resolve(deps.db, deps.store, shipments.keys());
  const mailRows =
    mails.size === 0
      ? []
      : await deps.db
          .selectFrom('mail_log')
          .select(['mail_id', 'context_id', 'emons_customer_id', 'status'])
          .where('mail_id', 'in', [...mails.keys()])
          .execute();
  const changes: LiveChange[] = [];
  for (const [shipmentNumber, { last, created }] of shipments) {
    const customerId = customerOf.get(shipmentNumber);
    if (!customerId) continue;
    changes.push({
      kind: 'shipment',
      id: last.checkpoint,
      customerId,
      data: {
        shipmentNumber,
        customerId,
        version: last.streamVersion,
        change: last.type === 'ShipmentDeleted' ? 'deleted' : created ? 'created' : 'changed',
        eventType: last.type,
      },
    });
  }
  for (const row of mailRows) {
    const event = mails.get(row.mail_id);
    // Mails about no shipment (registration, ...) are nobody's list.
    if (!event || !row.context_id || !row.emons_customer_id) continue;
    const status: MailStatus = mailStatuses.includes(row.status) ? row.status : 'QUEUED';
    changes.push({
      kind: 'mail',
      id: event.checkpoint,
      customerId: row.emons_customer_id,
      data: {
        mailId: row.mail_id,
        shipmentNumber: row.context_id,
        customerId: row.emons_customer_id,
        status,
      },
    });
  }
  return changes.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
