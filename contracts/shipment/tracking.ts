import { z } from 'zod';
import { dateSchema, timeSchema } from './fields.ts';
import { journeyCurrentSchema, journeyReasonCodes, journeyStatusCodes } from './journey.ts';

/**
 * Public tracking for consignees (`POST /api/tracking`): the shipment number and the consignee's zip
 * code, which must match (spaces and case do not count). A POST, so neither lands in access logs.
 */
export const trackingRequestSchema = z.object({
  shipmentNumber: z
    .string()
    .trim()
    .regex(/^\d{1,18}$/, 'field.invalid'),
  zipCode: z.string().trim().min(1, 'field.required').max(20, 'field.invalid'),
});
export type TrackingRequest = z.infer<typeof trackingRequestSchema>;

/** The states a consignee sees; a draft is not shown at all. */
export const trackingStates = ['ANNOUNCED', 'FINALIZED', 'CARGO_LIST_CREATED', 'CANCELLED'] as const;

/** One step of the timeline: the state reached and when (ISO 8601 instant). */
export const trackingStepSchema = z.object({ state: z.enum(trackingStates), at: z.string() });

/**
 * One status of the journey as a consignee sees it: what, when, where (branch and city) and why;
 * never the remarks or who reported it, which may name people.
 */
export const trackingJourneyStepSchema = z.object({
  status: z.enum(journeyStatusCodes),
  occurredAt: z.string(),
  place: z
    .object({ branch: z.string().optional(), city: z.string().optional(), country: z.string().optional() })
    .optional(),
  reason: z.enum(journeyReasonCodes).optional(),
  /** The packages the receiver took in, from a DELIVERED report's proof of delivery; never who. */
  packages: z.number().optional(),
  exception: z.boolean(),
});
export type TrackingJourneyStep = z.infer<typeof trackingJourneyStepSchema>;

/**
 * What a consignee learns: the state, the steps so far, the handling branch and the delivery date or
 * window. Nothing personal: no names, no addresses.
 */
export const trackingSchema = z.object({
  shipmentNumber: z.string(),
  state: z.enum(trackingStates),
  timeline: z.array(trackingStepSchema),
  /** The journey after commissioning: its current status and every status, newest first. */
  journey: z.object({
    current: journeyCurrentSchema.nullable(),
    statuses: z.array(trackingJourneyStepSchema),
  }),
  branch: z.object({ abbreviation: z.string(), name: z.string() }).optional(),
  delivery: z.object({
    date: dateSchema.optional(),
    timeFrom: timeSchema.optional(),
    timeUntil: timeSchema.optional(),
  }),
});
export type Tracking = z.infer<typeof trackingSchema>;
