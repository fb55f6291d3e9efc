import { z } from 'zod';
import { auditEntrySchema } from '../audit-log.ts';
import { integerSchema, linkSchema } from './fields.ts';
import { shipmentSchema } from './shipment.ts';

/** One changed field of a revision: the dotted path and its new value (null when it was removed). */
export const fieldChangeSchema = z.object({ path: z.string(), value: z.unknown() });

/** Links of a past revision: itself, the shipment as it is now, its neighbours and the audit log. */
export const shipmentRevisionLinkNames = ['self', 'shipment', 'previous', 'next', 'auditLog'] as const;

/**
 * A shipment as it was at one revision (stream version, from 0): the representation of the current
 * shipment (`version` is the revision), plus the revision and the fields that revision changed.
 * A past revision offers no actions, only links to read on.
 */
export const shipmentRevisionSchema = shipmentSchema.extend({
  revision: integerSchema.min(0),
  /** ISO 8601 instant the revision was recorded (the command's time). */
  recordedAt: z.string(),
  changes: z.array(fieldChangeSchema),
  _links: z.partialRecord(z.enum(shipmentRevisionLinkNames), linkSchema),
});
export type ShipmentRevision = z.infer<typeof shipmentRevisionSchema>;

/** `GET /api/shipments/{n}/revisions/{revision}`. */
export const revisionParamsSchema = z.object({
  shipmentNumber: z.string().regex(/^\d{1,18}$/, 'field.invalid'),
  revision: z.coerce.number().int().min(0).max(2_147_483_647),
});

/** `GET /api/shipments/{n}/revisions?asOf=<ISO instant>`: the revision in force at that instant. */
export const asOfQuerySchema = z.object({ asOf: z.iso.datetime({ offset: true, error: 'field.invalid' }) });

/** An entry of a shipment's audit log, with a link to the shipment as that revision left it. */
export const shipmentAuditEntrySchema = auditEntrySchema.extend({
  _links: z.object({ shipment: linkSchema }),
});
export type ShipmentAuditEntry = z.infer<typeof shipmentAuditEntrySchema>;
