import { z } from 'zod';
import { batchItemResultSchema, batchJobSchema } from './batch.ts';
import { mailStatusSchema } from './mail.ts';

export { LIVE_STREAM_PATH, type LiveEventName, liveEventNames } from './live-values.ts';

/**
 * Position in the global event log the read models have reached: the `id` of every `shipment`,
 * `mail`, `ready` and `heartbeat` event. Sent back as `Last-Event-ID` (or `lastEventId`), the stream
 * replays every change after it.
 */
export const liveEventIdSchema = z
  .string()
  .regex(/^\d{20}-\d{20}$/, { error: 'live.event-id' })
  .describe('The id of the last event received (`<20 digits>-<20 digits>`)');

export const liveStreamQuerySchema = z.object({
  /** For clients that cannot set the Last-Event-ID header. */
  lastEventId: liveEventIdSchema.optional(),
});

export const liveStreamHeadersSchema = z.object({
  'last-event-id': liveEventIdSchema.optional(),
});

/** `event: ready`: the stream is open; replayed changes, if any, follow. */
export const liveReadySchema = z.object({
  /** Seconds between heartbeats. */
  heartbeatSeconds: z.number().int(),
});
export type LiveReady = z.infer<typeof liveReadySchema>;

/** `event: shipment`: a shipment's row in the read models changed (the last of its changes in a commit). */
export const liveShipmentChangeSchema = z.object({
  shipmentNumber: z.string(),
  customerId: z.string(),
  /** The shipment's version after the change (the list's `version`). */
  version: z.number().int(),
  change: z.enum(['created', 'changed', 'deleted']),
  /** The type of the event behind the change (ShipmentAnnounced, ...). */
  eventType: z.string(),
});
export type LiveShipmentChange = z.infer<typeof liveShipmentChangeSchema>;

/** `event: mail`: a mail about a shipment was queued, sent, failed or given up. */
export const liveMailChangeSchema = z.object({
  mailId: z.string(),
  shipmentNumber: z.string(),
  customerId: z.string(),
  status: mailStatusSchema,
});
export type LiveMailChange = z.infer<typeof liveMailChangeSchema>;

/**
 * `event: batch`: the whole state of one of the user's batches (no id: it is a snapshot, and after a
 * reconnection the stream sends the snapshot of every batch still running or finished lately).
 */
export const liveBatchSchema = batchJobSchema.omit({ _links: true }).extend({
  /** The shipments still waiting for their result, so that each row can show the batch it is in. */
  pending: z.array(z.string()),
  results: z.array(batchItemResultSchema),
});
export type LiveBatch = z.infer<typeof liveBatchSchema>;

/** `event: reset`: more changed than a replay sends; the client reloads what it shows. */
export const liveResetSchema = z.object({ reason: z.enum(['too-many-changes']) });
