import { z } from 'zod';
import { halLinksSchema } from '../hal.ts';
import { countryCodeSchema } from './fields.ts';
import { type JourneyStatusCode, journeyReasonCodes, journeyStatusCodes } from './journey-values.ts';

export * from './journey-values.ts';

const text = (max: number) => z.string().trim().max(max, 'field.too-long').optional();

/** An ISO 8601 instant with its offset (`2026-11-30T08:15:00+01:00` or `...Z`). */
const instantSchema = z.iso.datetime({ offset: true, error: 'field.invalid' });

/** Where a status happened: a branch, or a zip code and city in a country. */
export const journeyPlaceSchema = z.object({
  branch: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,10}$/, 'field.invalid')
    .optional()
    .describe("The branch's (location's) abbreviation, e.g. HAM"),
  zipCode: text(20),
  city: text(80),
  country: countryCodeSchema.optional(),
});
export type JourneyPlace = z.infer<typeof journeyPlaceSchema>;

/** The condition the receiver found the goods in (docs/status.md, "Proof of delivery"). */
export const podConditions = ['GOOD', 'DAMAGED', 'SHORT'] as const;
export type PodCondition = (typeof podConditions)[number];
/** What a proof-of-delivery file is: a signature names a person and is erased with the shipment's parties. */
export const podFileKinds = ['SIGNATURE', 'DELIVERY_NOTE'] as const;
export type PodFileKind = (typeof podFileKinds)[number];

/** The proof of delivery a DELIVERED report may carry. */
export const proofOfDeliverySchema = z.object({
  receiverName: text(80).describe('Who took the goods in; personal data'),
  receivedAt: instantSchema.optional().describe('When the receiver signed, ISO 8601 with offset'),
  packages: z
    .number({ error: 'field.invalid' })
    .int('field.invalid')
    .min(0, 'field.invalid')
    .max(99999, 'field.invalid')
    .optional(),
  condition: z.enum(podConditions, { error: 'field.invalid' }).optional(),
  fileId: z
    .uuid({ error: 'field.invalid' })
    .optional()
    .describe('A signature or scanned delivery note uploaded through POST /api/shipments/{n}/pod-files'),
});
export type ProofOfDeliveryInput = z.infer<typeof proofOfDeliverySchema>;

/** A stored proof-of-delivery file as the event names it: by id and content hash, never its bytes. */
export const podFileSchema = z.object({
  id: z.string(),
  kind: z.enum(podFileKinds),
  contentType: z.string(),
  size: z.number(),
  sha256: z.string(),
});
export type PodFile = z.infer<typeof podFileSchema>;

/** The answer to an upload: the id a DELIVERED report names in `pod.fileId`. */
export const podUploadResultSchema = podFileSchema.extend({ fileId: z.string() }).omit({ id: true });

/** The proof of delivery as the history shows it (no receiver once erased, no file once deleted). */
export const proofOfDeliverySchemaOut = z.object({
  receiverName: z.string().optional(),
  receivedAt: z.string().optional(),
  packages: z.number().optional(),
  condition: z.enum(podConditions).optional(),
  file: podFileSchema.omit({ id: true }).optional(),
});
export type ProofOfDelivery = z.infer<typeof proofOfDeliverySchemaOut>;

/** One status report as a forwarder's system sends it. */
export const statusReportSchema = z.object({
  reportId: z
    .string()
    .trim()
    .min(1, 'field.required')
    .max(64, 'field.too-long')
    .regex(/^[\x21-\x7E]+$/, 'field.invalid')
    .describe("The sender's id of this report: the same id again changes nothing"),
  status: z
    .string()
    .trim()
    .min(1, 'field.required')
    .max(35, 'field.too-long')
    .regex(/^[\x21-\x7E]+$/, 'field.invalid')
    .describe(
      "Portal status code (docs/status.md), or one of the forwarder's own codes the administrators map onto one",
    ),
  occurredAt: instantSchema.describe('When it happened, ISO 8601 with offset'),
  place: journeyPlaceSchema.optional(),
  reason: z.enum(journeyReasonCodes, { error: 'field.invalid' }).optional(),
  remarks: text(500).describe('Free text; may name people, so it is personal data'),
  sscc: z
    .string()
    .regex(/^\d{18}$/, 'field.invalid')
    .optional()
    .describe('The one package (SSCC) the status is about; absent for the whole shipment'),
  reporter: text(80).describe('Which system or device reported it, e.g. "Scanner HAM-07"'),
  pod: proofOfDeliverySchema.optional().describe('Proof of delivery; only with status DELIVERED'),
});
export type StatusReport = z.infer<typeof statusReportSchema>;
export type StatusReportInput = z.input<typeof statusReportSchema>;

/**
 * A report with its code resolved (docs/decisions/0236): the portal status it stands for, and the
 * code as it was sent when that was one of the forwarder's own, kept for the audit trail.
 */
export type ResolvedStatusReport = Omit<StatusReport, 'status'> & {
  status: JourneyStatusCode;
  reportedCode?: string;
};

/** A recorded report as the history shows it. */
export const journeyEntrySchema = z.object({
  reportId: z.string(),
  status: z.enum(journeyStatusCodes),
  /** UN/ECE Recommendation 24 code of the status. */
  rec24: z.string(),
  occurredAt: z.string(),
  reportedAt: z.string(),
  place: journeyPlaceSchema.optional(),
  reason: z.enum(journeyReasonCodes).optional(),
  remarks: z.string().optional(),
  sscc: z.string().optional(),
  reporter: z.string().optional(),
  pod: proofOfDeliverySchemaOut.optional(),
  /** The forwarder's own code the report came with, when it was not a portal code. */
  reportedCode: z.string().optional(),
  ends: z.boolean(),
  exception: z.boolean(),
  /** Whether this report became the current status when it arrived. */
  current: z.boolean(),
});
export type JourneyEntry = z.infer<typeof journeyEntrySchema>;

/** The current status of a shipment's journey, as the list and the shipment show it. */
export const journeyCurrentSchema = z.object({
  status: z.enum(journeyStatusCodes),
  occurredAt: z.string(),
  exception: z.boolean(),
});
export type JourneyCurrent = z.infer<typeof journeyCurrentSchema>;

/** `GET /api/shipments/{n}/statuses`: the history, newest (by occurred-at) first. */
export const journeyTimelineSchema = z.object({
  shipmentNumber: z.string(),
  current: journeyCurrentSchema.nullable(),
  statuses: z.array(journeyEntrySchema),
  /** `reportStatus` for those who may record a status by hand (docs/decisions/0237). */
  _links: halLinksSchema.optional(),
});
export type JourneyTimeline = z.infer<typeof journeyTimelineSchema>;

/** The answer to one report: recorded now, or already known (the same report id). */
export const statusReportResultSchema = z.object({
  shipmentNumber: z.string(),
  reportId: z.string(),
  outcome: z.enum(['RECORDED', 'DUPLICATE']),
  current: journeyCurrentSchema.nullable(),
});
export type StatusReportResult = z.infer<typeof statusReportResultSchema>;

/** Newest first by when it happened; at equal times the later arrival first. */
export function newestFirst<T extends { occurredAt: string }>(entries: readonly T[]): T[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => Date.parse(b.entry.occurredAt) - Date.parse(a.entry.occurredAt) || b.index - a.index)
    .map(({ entry }) => entry);
}
