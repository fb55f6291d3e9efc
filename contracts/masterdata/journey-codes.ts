import { z } from 'zod';
import { halLinksSchema } from '../hal.ts';
import {
  findJourneyStatus,
  journeyReasonCodes,
  journeyStatusCodes,
  takesJourneyReason,
} from '../shipment/journey-values.ts';

/**
 * The forwarder's own status codes (docs/decisions/0236): what its TMS, scanners and drivers'
 * handhelds send (`ZU`, `AV`), each mapped onto a portal status of the journey's catalogue and, for
 * a status that takes one, a reason. Kept by the portal's administrators; the status API and the
 * IFTSTA intake take such a code in `status` and record the portal code it maps to.
 */

/** At most this many codes: a forwarder with more has a system to map them, not a table. */
export const MAX_JOURNEY_CODES = 500;

/** A forwarder's code: compared ignoring case and kept in capitals, as EDIFACT codes are written. */
export const journeyCodeSchema = z
  .string()
  .trim()
  .min(1, 'field.required')
  .max(35, 'field.too-long')
  .regex(/^[\x21-\x7E]+$/, 'field.invalid')
  .transform((value) => value.toUpperCase())
  .refine((value) => !findJourneyStatus(value), 'journeyCode.portal-code');

/** Status, reason and note: what an administrator enters for a code, its own or a change. */
const targetShape = {
  status: z.enum(journeyStatusCodes, { error: 'field.invalid' }),
  reason: z
    .enum(journeyReasonCodes, { error: 'field.invalid' })
    .nullish()
    .transform((value) => value ?? null),
  note: z
    .string()
    .trim()
    .max(70, 'field.too-long')
    .nullish()
    .transform((value) => value || null),
};

/** A reason only with a status that takes one. */
function reasonTaken(value: { status: string; reason: string | null }, context: z.RefinementCtx) {
  if (value.reason && !takesJourneyReason(value.status))
    context.addIssue({ code: 'custom', path: ['reason'], message: 'journeyCode.reason-not-taken' });
}

export const journeyCodeTargetSchema = z.object(targetShape).superRefine(reasonTaken);
export const journeyCodeInputSchema = z
  .object({ code: journeyCodeSchema, ...targetShape })
  .superRefine(reasonTaken);
export type JourneyCodeInput = z.output<typeof journeyCodeInputSchema>;
export type JourneyCodeTarget = z.output<typeof journeyCodeTargetSchema>;

export const forwarderJourneyCodeSchema = z.object({
  code: z.string(),
  status: z.enum(journeyStatusCodes),
  reason: z.enum(journeyReasonCodes).nullable(),
  note: z.string().nullable(),
  changedAt: z.string(),
  _links: halLinksSchema.optional(),
});
export type ForwarderJourneyCode = z.infer<typeof forwarderJourneyCodeSchema>;

export const forwarderJourneyCodesSchema = z.object({
  codes: z.array(forwarderJourneyCodeSchema),
  _links: halLinksSchema,
});
export type ForwarderJourneyCodes = z.infer<typeof forwarderJourneyCodesSchema>;

export const journeyCodeParamsSchema = z.object({ code: z.string().trim().min(1).max(35) });
