import type { ShipmentEvent } from '../../contracts/shipment/events.ts';
import { defineReactor } from '../../projections/runner/projection.ts';
import { portalOrigin } from '../../services/identity/issuer.ts';
import {
  batchWebhookLookups,
  recordWebhookDeliveries,
  ShipmentCustomers,
  WEBHOOK_SOURCE_EVENTS,
} from '../../services/integrations/index.ts';
import type { Runtime } from '../../services/runtime/index.ts';
import type { WebhookQueue } from '../queues.ts';

type Source = Extract<ShipmentEvent, { type: (typeof WEBHOOK_SOURCE_EVENTS)[number] }>;

/**
 * Turns shipment events into webhook deliveries for the subscriptions of the shipment's customer.
 * Deliveries and their jobs take ids derived from the event, so a replayed event adds nothing.
 */
export function webhookDeliveriesReactor(runtime: Runtime, queue: WebhookQueue) {
  const deps = () => ({
    db: runtime.db,
    eventStore: runtime.eventStore,
    origin: portalOrigin(runtime.config),
  });
  const customers = new ShipmentCustomers();
  return defineReactor<Source>({
    name: 'webhook_deliveries',
    handles: WEBHOOK_SOURCE_EVENTS,
    async react(event) {
      const deliveryIds = await recordWebhookDeliveries(deps(), event);
      for (const deliveryId of deliveryIds) await queue.enqueue(deliveryId, deliveryId);
    },
    // A batch's shipments and customers looked up once, its events still in order (decision 0149).
    async reactMany(events) {
      const lookups = await batchWebhookLookups(deps(), events, customers);
      for (const event of events) {
        const deliveryIds = await recordWebhookDeliveries(deps(), event, lookups);
        for (const deliveryId of deliveryIds) await queue.enqueue(deliveryId, deliveryId);
      }
    },
  });
}
