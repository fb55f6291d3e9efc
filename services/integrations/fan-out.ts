import { sql } from 'kysely';
import type { WebhookEventType, WebhookPayload } from '../../contracts/integrations.ts';
import type { ShipmentEvent } from '../../contracts/shipment/events.ts';
import type { Db } from '../db/index.ts';
import { deterministicUuid } from '../domain/ids.ts';
import { shipmentStreamId } from '../domain/shipment/index.ts';
import type { EventStore, RecordedEvent } from '../eventstore/index.ts';

/** The shipment events customers' systems hear about, by their webhook name. */
export const WEBHOOK_SOURCE_EVENTS = [
  'ShipmentDrafted',
  'ShipmentSaved',
  'ShipmentAnnounced',
  'ShipmentCommissioned',
  'ShipmentCancelled',
  'CargoListCreated',
] as const satisfies readonly ShipmentEvent['type'][];

type SourceEvent = Extract<ShipmentEvent, { type: (typeof WEBHOOK_SOURCE_EVENTS)[number] }>;

function webhookPart(event: SourceEvent): { type: WebhookEventType; data: Record<string, unknown> } {
  switch (event.type) {
    case 'ShipmentDrafted':
    case 'ShipmentSaved':
      return { type: 'shipment.saved', data: { state: 'SAVED' } };
    case 'ShipmentAnnounced':
      return {
        type: 'shipment.announced',
        data: { shippingNoticeCreated: event.data.shippingNoticeCreated },
      };
    case 'ShipmentCommissioned':
      return { type: 'shipment.commissioned', data: { commissionedOn: event.data.commissionedOn } };
    case 'ShipmentCancelled':
      return { type: 'shipment.cancelled', data: { cancelledAt: event.data.cancelledAt } };
    case 'CargoListCreated':
      return {
        type: 'shipment.cargoListCreated',
        data: { loadingListId: event.data.loadingListId, createdAt: event.data.createdAt },
      };
  }
}

/** The customer of a shipment: the one its first event names. */
async function customerOfShipment(eventStore: EventStore, event: SourceEvent): Promise<string | undefined> {
  if (event.type === 'ShipmentDrafted') return event.data.emonsCustomerId;
  const [first] = await eventStore.readStream(shipmentStreamId(event.data.shipmentNumber));
  return first?.type === 'ShipmentDrafted'
    ? (first.data as { emonsCustomerId: string }).emonsCustomerId
    : undefined;
}

/**
 * Records one delivery per subscription of the shipment's customer that wants the event. A
 * delivery's id derives from the event and the subscription, so an event handled twice records
 * nothing new; answers the deliveries to queue.
 */
export async function recordWebhookDeliveries(
  deps: { db: Db; eventStore: EventStore; origin: string },
  recorded: RecordedEvent & SourceEvent,
): Promise<string[]> {
  const { type, data } = webhookPart(recorded);
  const customerId = await customerOfShipment(deps.eventStore, recorded);
  if (!customerId) return [];
  const subscriptions = await deps.db
    .selectFrom('webhook_subscriptions')
    .select(['id', 'created_at'])
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .where(sql<boolean>`${type} = any(events)`)
    .execute();
  // A subscription hears of events after it was made, not of the history a replay brings back.
  const occurredAt = recorded.metadata.time;
  const wanting = subscriptions.filter((row) => row.created_at.getTime() <= Date.parse(occurredAt));
  if (wanting.length === 0) return [];
  const { shipmentNumber } = recorded.data;
  const payload: WebhookPayload = {
    id: recorded.id,
    type,
    occurredAt,
    customerId,
    data: { shipmentNumber, ...data },
    _links: { shipment: { href: `${deps.origin}/api/shipments/${shipmentNumber}` } },
  } as WebhookPayload;
  const body = JSON.stringify(payload);
  const rows = wanting.map((subscription) => ({
    id: deterministicUuid(recorded.id, subscription.id, 'webhook'),
    subscription_id: subscription.id,
    event_id: recorded.id,
    event_type: type,
    shipment_number: shipmentNumber,
    payload: body,
  }));
  await deps.db
    .insertInto('webhook_deliveries')
    .values(rows)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return rows.map((row) => row.id);
}
