import { sql } from 'kysely';
import type { WebhookEventType, WebhookPayload } from '../../contracts/integrations.ts';
import type { ShipmentEvent, ShipmentStatusReported } from '../../contracts/shipment/events.ts';
import { findJourneyStatus } from '../../contracts/shipment/journey.ts';
import type { Db } from '../db/index.ts';
import { derivedUuid } from '../domain/ids.ts';
import { shipmentStreamId } from '../domain/shipment/index.ts';
import type { EventStore, RecordedEvent } from '../eventstore/index.ts';
import { ShipmentCustomers } from '../live/shipment-customers.ts';

/** The shipment events customers' systems hear about, by their webhook name. */
export const WEBHOOK_SOURCE_EVENTS = [
  'ShipmentDrafted',
  'ShipmentSaved',
  'ShipmentAnnounced',
  'ShipmentCommissioned',
  'ShipmentCancelled',
  'CargoListCreated',
  'ShipmentStatusReported',
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
    case 'ShipmentStatusReported':
      return { type: 'shipment.statusReported', data: statusReportedData(event) };
  }
}

/**
 * The further type a status report is sent as, for subscribers of deliveries or of exceptions only
 * (decision 0239): a DELIVERED report or an exception that became the current status.
 */
function statusPart(event: SourceEvent): WebhookEventType | undefined {
  if (event.type !== 'ShipmentStatusReported' || !event.data.current) return undefined;
  if (event.data.status === 'DELIVERED') return 'shipment.delivered';
  return findJourneyStatus(event.data.status)?.exception ? 'shipment.exception' : undefined;
}

/** A status report as a customer's system hears of it: codes, times and place; no remarks, no reporter. */
function statusReportedData(event: ShipmentStatusReported): Record<string, unknown> {
  const { reportId, status, occurredAt, place, reason, sscc, current } = event.data;
  const known = findJourneyStatus(status);
  return {
    reportId,
    status,
    rec24: known?.rec24 ?? '',
    occurredAt,
    ...(place ? { place } : {}),
    ...(reason ? { reason } : {}),
    ...(sscc ? { sscc } : {}),
    exception: known?.exception ?? false,
    ends: known?.ends ?? false,
    current,
  };
}

/** The customer of a shipment: the one its first event names. */
async function customerOfShipment(eventStore: EventStore, event: SourceEvent): Promise<string | undefined> {
  if (event.type === 'ShipmentDrafted') return event.data.emonsCustomerId;
  const [first] = await eventStore.readStream(shipmentStreamId(event.data.shipmentNumber));
  return first?.type === 'ShipmentDrafted'
    ? (first.data as { emonsCustomerId: string }).emonsCustomerId
    : undefined;
}

interface Subscription {
  id: string;
  created_at: Date;
}

/** What recording a delivery looks up: the shipment's customer and its subscriptions to a type. */
export interface WebhookLookups {
  customerOf(event: SourceEvent): Promise<string | undefined>;
  subscriptions(customerId: string, type: WebhookEventType): Promise<Subscription[]>;
}

/** Each event on its own: its shipment's stream, then the customer's subscriptions. */
function singleLookups(deps: { db: Db; eventStore: EventStore }): WebhookLookups {
  return {
    customerOf: (event) => customerOfShipment(deps.eventStore, event),
    subscriptions: (customerId, type) =>
      deps.db
        .selectFrom('webhook_subscriptions')
        .select(['id', 'created_at'])
        .where('customer_id', '=', customerId)
        .where('deleted_at', 'is', null)
        .where(sql<boolean>`${type} = any(events)`)
        .execute(),
  };
}

/**
 * The lookups of a batch of events, asked once per batch (decision 0149): the customers of its
 * shipments from what this process has seen, else from the shipment list in one query, else (a
 * deleted shipment) from its first event; each customer's subscriptions in one query.
 */
export async function batchWebhookLookups(
  deps: { db: Db; eventStore: EventStore },
  events: readonly SourceEvent[],
  known: ShipmentCustomers,
): Promise<WebhookLookups> {
  for (const event of events)
    if (event.type === 'ShipmentDrafted') known.set(event.data.shipmentNumber, event.data.emonsCustomerId);
  const customers = await known.resolve(
    deps.db,
    deps.eventStore,
    events.map((event) => event.data.shipmentNumber),
  );
  const subscriptions = new Map<string, Promise<(Subscription & { events: string[] })[]>>();
  return {
    async customerOf(event) {
      return customers.get(event.data.shipmentNumber);
    },
    async subscriptions(customerId, type) {
      let all = subscriptions.get(customerId);
      if (!all) {
        all = deps.db
          .selectFrom('webhook_subscriptions')
          .select(['id', 'created_at', 'events'])
          .where('customer_id', '=', customerId)
          .where('deleted_at', 'is', null)
          .execute();
        subscriptions.set(customerId, all);
      }
      return (await all).filter((subscription) => subscription.events.includes(type));
    },
  };
}

/**
 * Records one delivery per subscription of the shipment's customer that wants the event. A
 * delivery's id derives from the event and the subscription, so an event handled twice records
 * nothing new; answers the deliveries to queue.
 */
export async function recordWebhookDeliveries(
  deps: { db: Db; eventStore: EventStore; origin: string },
  recorded: RecordedEvent & SourceEvent,
  lookups: WebhookLookups = singleLookups(deps),
): Promise<string[]> {
  const customerId = await lookups.customerOf(recorded);
  if (!customerId) return [];
  const main = webhookPart(recorded);
  const further = statusPart(recorded);
  const parts = [main, ...(further ? [{ type: further, data: main.data }] : [])];
  const ids: string[] = [];
  for (const { type, data } of parts) {
    const subscriptions = await lookups.subscriptions(customerId, type);
    // A subscription hears of events after it was made, not of the history a replay brings back.
    const occurredAt = recorded.metadata.time;
    const wanting = subscriptions.filter((row) => row.created_at.getTime() <= Date.parse(occurredAt));
    if (wanting.length === 0) continue;
    const { shipmentNumber } = recorded.data;
    const payload = {
      id: recorded.id,
      type,
      occurredAt,
      customerId,
      data: { shipmentNumber, ...data },
      _links: { shipment: { href: `${deps.origin}/api/shipments/${shipmentNumber}` } },
    } as WebhookPayload;
    const body = JSON.stringify(payload);
    const rows = wanting.map((subscription) => ({
      // The main type's id as it always was; a further type's derives from its name too.
      id:
        type === main.type
          ? derivedUuid(recorded.id, subscription.id, 'webhook')
          : derivedUuid(recorded.id, subscription.id, 'webhook', type),
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
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

export { ShipmentCustomers };
