import { z } from 'zod';
import { halLinksSchema } from './hal.ts';

/**
 * Customers' systems: machine clients that call the shipment API with the OAuth 2.0 client
 * credentials grant, and webhook subscriptions that receive shipment events
 * (docs/decisions/0109-0111).
 */

/**
 * What a machine client may be allowed: reading shipments, changing them, and reporting the
 * statuses of their journey (a forwarder's system: docs/decisions/0230).
 */
export const apiClientScopes = ['shipments:read', 'shipments:write', 'status:write'] as const;
export const apiClientScopeSchema = z.enum(apiClientScopes);
export type ApiClientScope = z.infer<typeof apiClientScopeSchema>;

const nameSchema = z.string().trim().min(1, 'field.required').max(80, 'field.too-long');

export const apiClientInputSchema = z.object({
  name: nameSchema,
  scopes: z
    .array(apiClientScopeSchema)
    .min(1, 'field.required')
    .max(apiClientScopes.length)
    .transform((scopes) => [...new Set(scopes)].sort()),
});
export type ApiClientInput = z.input<typeof apiClientInputSchema>;

export const apiClientSchema = z.object({
  clientId: z.string(),
  customerId: z.string(),
  name: z.string(),
  scopes: z.array(apiClientScopeSchema),
  createdAt: z.string(),
  createdBy: z.string(),
  /** Set once the client is revoked: its secret and its tokens no longer work. */
  revokedAt: z.string().nullable(),
  _links: halLinksSchema,
});
export type ApiClient = z.infer<typeof apiClientSchema>;

/** The answer to creating a client: the only time its secret is shown. */
export const apiClientCreatedSchema = apiClientSchema.extend({
  clientSecret: z.string(),
  /** Where the client gets its access tokens (client credentials grant). */
  tokenEndpoint: z.string(),
});
export type ApiClientCreated = z.infer<typeof apiClientCreatedSchema>;

/** The shipment events a webhook can subscribe to, as they are named in the payloads. */
export const webhookEventTypes = [
  'shipment.saved',
  'shipment.announced',
  'shipment.commissioned',
  'shipment.cancelled',
  'shipment.cargoListCreated',
  'shipment.statusReported',
  // A DELIVERED report, and a report of an exception, that became the current status (decision 0239).
  'shipment.delivered',
  'shipment.exception',
] as const;
export const webhookEventTypeSchema = z.enum(webhookEventTypes);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

/** Longest target URL a subscription may have. */
export const WEBHOOK_URL_MAX_LENGTH = 2000;

export const webhookSubscriptionInputSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'field.required')
    .max(WEBHOOK_URL_MAX_LENGTH, 'field.too-long')
    // What the document can say: http or https, a host without user name or password.
    .regex(/^[Hh][Tt][Tt][Pp][Ss]?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/, {
      error: 'webhook.url-invalid',
      abort: true,
    })
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
      } catch {
        return false;
      }
    }, 'webhook.url-invalid'),
  events: z
    .array(webhookEventTypeSchema)
    .min(1, 'field.required')
    .max(webhookEventTypes.length)
    .transform((events) => webhookEventTypes.filter((type) => events.includes(type))),
  description: z.string().trim().max(200, 'field.too-long').default(''),
});
export type WebhookSubscriptionInput = z.input<typeof webhookSubscriptionInputSchema>;

export const webhookSubscriptionSchema = z.object({
  id: z.uuid(),
  customerId: z.string(),
  url: z.string(),
  events: z.array(webhookEventTypeSchema),
  description: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  _links: halLinksSchema,
});
export type WebhookSubscription = z.infer<typeof webhookSubscriptionSchema>;

/** The answer to creating a subscription: the only time its signing secret is shown. */
export const webhookSubscriptionCreatedSchema = webhookSubscriptionSchema.extend({
  signingSecret: z.string(),
});
export type WebhookSubscriptionCreated = z.infer<typeof webhookSubscriptionCreatedSchema>;

export const webhookDeliveryStatuses = ['QUEUED', 'RETRYING', 'DELIVERED', 'FAILED'] as const;
export const webhookDeliveryStatusSchema = z.enum(webhookDeliveryStatuses);
export type WebhookDeliveryStatus = z.infer<typeof webhookDeliveryStatusSchema>;

/** One event sent to one subscription, with the outcome of its last attempt. */
export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  subscriptionId: z.uuid(),
  eventId: z.uuid(),
  eventType: webhookEventTypeSchema,
  shipmentNumber: z.string(),
  status: webhookDeliveryStatusSchema,
  attempts: z.number().int(),
  lastAttemptAt: z.string().nullable(),
  /** The receiver's HTTP status of the last attempt; null when it gave none (refused, timed out). */
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextRetryAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
  _links: halLinksSchema,
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** Names of the HTTP headers of a webhook request. */
export const WEBHOOK_HEADERS = {
  /** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the signing secret>` */
  signature: 'Portal-Signature',
  event: 'Portal-Event',
  delivery: 'Portal-Delivery',
} as const;

const shipmentLinkSchema = z.object({
  href: z.string().describe("The shipment in the API; a machine client's token with shipments:read reads it"),
});

function webhookPayload<T extends WebhookEventType, D extends z.ZodRawShape>(
  type: T,
  data: D,
  about: string,
) {
  return z
    .object({
      /** The event's id: the same in every attempt and redelivery, so a receiver can drop repeats. */
      id: z.uuid().describe('Id of the event; stays the same on retries and redeliveries'),
      type: z.literal(type),
      occurredAt: z.string().describe('When the event happened (ISO 8601)'),
      customerId: z.string().describe('The customer whose shipment it is'),
      data: z.object({ shipmentNumber: z.string(), ...data }),
      _links: z.object({ shipment: shipmentLinkSchema }),
    })
    .describe(about);
}

/** What a status report's events carry: codes, times and place; no remarks, no reporter. */
const statusReportedData = {
  reportId: z.string(),
  status: z.string().describe('Portal status code (docs/status.md)'),
  rec24: z.string().describe('UN/ECE Recommendation 24 transport status code'),
  occurredAt: z.string(),
  place: z
    .object({
      branch: z.string().optional(),
      zipCode: z.string().optional(),
      city: z.string().optional(),
      country: z.string().optional(),
    })
    .optional(),
  reason: z.string().optional(),
  sscc: z.string().optional(),
  exception: z.boolean(),
  ends: z.boolean(),
  current: z.boolean().describe('Whether it became the current status (a late report is history only)'),
};

/** The JSON body of each webhook event, as the receiver gets it. */
export const webhookPayloadSchemas = {
  'shipment.saved': webhookPayload(
    'shipment.saved',
    { state: z.string() },
    'A shipment was created or its draft saved',
  ),
  'shipment.announced': webhookPayload(
    'shipment.announced',
    { shippingNoticeCreated: z.string() },
    'A shipment was announced (pre-advised) to the branch',
  ),
  'shipment.commissioned': webhookPayload(
    'shipment.commissioned',
    { commissionedOn: z.string() },
    'A shipment was commissioned',
  ),
  'shipment.cancelled': webhookPayload(
    'shipment.cancelled',
    { cancelledAt: z.string() },
    'A shipment was cancelled',
  ),
  'shipment.cargoListCreated': webhookPayload(
    'shipment.cargoListCreated',
    { loadingListId: z.string(), createdAt: z.string() },
    'A cargo (loading) list was created with the shipment',
  ),
  'shipment.statusReported': webhookPayload(
    'shipment.statusReported',
    statusReportedData,
    "A status of the shipment's journey was reported (no remarks: they may name people)",
  ),
  'shipment.delivered': webhookPayload(
    'shipment.delivered',
    statusReportedData,
    'The shipment was delivered: a DELIVERED report became its current status',
  ),
  'shipment.exception': webhookPayload(
    'shipment.exception',
    statusReportedData,
    'A report of an exception (attempted delivery, damage, held, ...) became the current status',
  ),
} as const satisfies Record<WebhookEventType, z.ZodType>;

export type WebhookPayload = z.infer<(typeof webhookPayloadSchemas)[WebhookEventType]>;

/** The job of the webhook queue: one attempt of one delivery. */
export const webhookJobSchema = z.object({ deliveryId: z.uuid() });
export type WebhookJob = z.infer<typeof webhookJobSchema>;
