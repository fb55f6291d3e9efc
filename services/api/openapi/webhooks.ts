import {
  WEBHOOK_HEADERS,
  type WebhookEventType,
  webhookEventTypes,
} from '../../../contracts/integrations.ts';

/** The component schema of each event's body (named in schema-names.ts). */
const SCHEMA_OF: Record<WebhookEventType, string> = {
  'shipment.saved': 'ShipmentSavedEvent',
  'shipment.announced': 'ShipmentAnnouncedEvent',
  'shipment.commissioned': 'ShipmentCommissionedEvent',
  'shipment.cancelled': 'ShipmentCancelledEvent',
  'shipment.cargoListCreated': 'ShipmentCargoListCreatedEvent',
  'shipment.statusReported': 'ShipmentStatusReportedEvent',
  'shipment.delivered': 'ShipmentDeliveredEvent',
  'shipment.exception': 'ShipmentExceptionEvent',
};

const SIGNATURE =
  'Every request is signed: `Portal-Signature: t=<unix seconds>,v1=<hex>`, where the hex is the ' +
  'HMAC-SHA256, keyed with the signing secret shown when the subscription was made, of `<t>.<body>` ' +
  '(the raw body as received). Compare in constant time and refuse a `t` more than five minutes ' +
  'off. An answer other than 2xx within the timeout is retried with exponential backoff; the ' +
  'event `id` stays the same in retries and redeliveries, so a receiver can drop repeats.';

const operationIdOf = (type: WebhookEventType) =>
  `on${type
    .split(/[.]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}`;

/** The `webhooks` of the OpenAPI document: one POST per event type a subscription can receive. */
export function webhookOperations() {
  return Object.fromEntries(
    webhookEventTypes.map((type) => [
      type,
      {
        post: {
          operationId: operationIdOf(type),
          summary: `The ${type} event`,
          description: SIGNATURE,
          tags: ['webhooks'],
          security: [],
          parameters: [
            {
              name: WEBHOOK_HEADERS.signature,
              in: 'header',
              required: true,
              description: '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`',
              schema: { type: 'string' },
            },
            {
              name: WEBHOOK_HEADERS.event,
              in: 'header',
              required: true,
              description: 'The event type, as in the body',
              schema: { type: 'string', enum: [type] },
            },
            {
              name: WEBHOOK_HEADERS.delivery,
              in: 'header',
              required: true,
              description: 'Id of this delivery (one per subscription and event)',
              schema: { type: 'string', format: 'uuid' },
            },
          ],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: `#/components/schemas/${SCHEMA_OF[type]}` } } },
          },
          responses: {
            '200': { description: 'Received (any 2xx)' },
            '4XX': { description: 'Refused; retried like any answer other than 2xx' },
          },
        },
      },
    ]),
  );
}
