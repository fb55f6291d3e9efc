import type { ShipmentEvent } from '../../contracts/shipment/events.ts';
import { defineReactor } from '../../projections/runner/projection.ts';
import { portalOrigin } from '../../services/identity/issuer.ts';
import { recordWebhookDeliveries, WEBHOOK_SOURCE_EVENTS } from '../../services/integrations/index.ts';
import type { Runtime } from '../../services/runtime/index.ts';
import type { WebhookQueue } from '../queues.ts';

type Source = Extract<ShipmentEvent, { type: (typeof WEBHOOK_SOURCE_EVENTS)[number] }>;

/**
 * Turns shipment events into webhook deliveries for the subscriptions of the shipment's customer.
 * Deliveries and their jobs take ids derived from the event, so a replayed event adds nothing.
 */
export function webhookDeliveriesReactor(runtime: Runtime, queue: WebhookQueue) {
  return defineReactor<Source>({
    name: 'webhook_deliveries',
    handles: WEBHOOK_SOURCE_EVENTS,
    async react(event) {
      const deliveryIds = await recordWebhookDeliveries(
        { db: runtime.db, eventStore: runtime.eventStore, origin: portalOrigin(runtime.config) },
        event,
      );
      for (const deliveryId of deliveryIds) await queue.enqueue(deliveryId, deliveryId);
    },
  });
}
