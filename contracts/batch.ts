import { z } from 'zod';
import { halLinksSchema } from './hal.ts';
import { announceDialogResultSchema, MAX_BATCH_SIZE } from './shipment/dialogs.ts';
import { shipmentNumberSchema } from './shipment/shipment.ts';
import { shipmentStateFilterValues } from './shipment/state.ts';

const selection = z
  .array(shipmentNumberSchema)
  .min(1, { error: 'field.required' })
  .max(MAX_BATCH_SIZE, { error: 'batch.too-many' })
  .refine((numbers) => new Set(numbers).size === numbers.length, { error: 'batch.duplicates' });

const filterStates = new RegExp(
  `^(${shipmentStateFilterValues.join('|')})(,(${shipmentStateFilterValues.join('|')}))*$`,
);

/**
 * "Every shipment that matches": the list's search text and state filter, resolved to shipment
 * numbers by the server within the requester's customers, at most MAX_BATCH_SIZE of them.
 */
export const batchFilterSchema = z.object({
  query: z.string().trim().max(200).optional(),
  state: z.string().regex(filterStates, { error: 'field.invalid' }).optional(),
});
export type BatchFilter = z.infer<typeof batchFilterSchema>;

/** Ticked shipment numbers, or the filter of the list: exactly one of the two. */
const selectionShape = { shipmentNumbers: selection.optional(), filter: batchFilterSchema.optional() };
const oneOfBoth = (body: { shipmentNumbers?: unknown; filter?: unknown }) =>
  (body.shipmentNumbers === undefined) !== (body.filter === undefined);
const oneOfBothError = { error: 'batch.numbers-or-filter', path: ['shipmentNumbers'] };

/** POST /api/shipments/batch/announce: the selection and the announce dialog's result. */
export const batchAnnounceRequestSchema = z
  .object({ ...selectionShape, announcement: announceDialogResultSchema })
  .refine(oneOfBoth, oneOfBothError);
export type BatchAnnounceRequest = z.infer<typeof batchAnnounceRequestSchema>;

/** POST /api/shipments/batch/commission. */
export const batchCommissionRequestSchema = z.object(selectionShape).refine(oneOfBoth, oneOfBothError);

/** POST /api/shipments/announcement: the announce dialog's prefill for a selection. */
export const announcePrefillRequestSchema = z.object(selectionShape).refine(oneOfBoth, oneOfBothError);

export const batchItemResultSchema = z.object({
  shipmentNumber: z.string(),
  outcome: z.enum(['done', 'skipped']),
  /** Why a shipment was skipped: a refusal code (ALREADY_FINALIZED, ...) or an error message key. */
  reason: z.string().optional(),
});
export type BatchItemResult = z.infer<typeof batchItemResultSchema>;

/** A batch job as GET on its link answers: state, progress and one result per finished shipment. */
export const batchJobSchema = z.object({
  id: z.string(),
  type: z.enum(['announce', 'commission']),
  state: z.enum(['queued', 'running', 'completed', 'failed']),
  progress: z.object({
    total: z.number().int(),
    processed: z.number().int(),
    done: z.number().int(),
    skipped: z.number().int(),
  }),
  results: z.array(batchItemResultSchema),
  _links: halLinksSchema,
});
export type BatchJob = z.infer<typeof batchJobSchema>;

/** A batch item job: one shipment, with the requester as the commands' principal. */
export const batchItemJobSchema = z.object({
  batchId: z.string(),
  type: z.enum(['announce', 'commission']),
  index: z.number().int(),
  shipmentNumber: z.string(),
  announcement: announceDialogResultSchema.optional(),
  principal: z.object({
    subject: z.string(),
    username: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    fullName: z.string(),
    phone: z.string(),
    roles: z.array(z.enum(['User', 'NL_Admin', 'All_NL_Admin', 'Admin', 'Auditor'])),
    customerIds: z.array(z.string()),
    branch: z.string().optional(),
  }),
  requestedAt: z.string(),
});
export type BatchItemJob = z.infer<typeof batchItemJobSchema>;

/**
 * Consecutive shipments of one batch in one job (decision 0168): what their items share once, and
 * each item's position and shipment number.
 */
export const batchChunkJobSchema = batchItemJobSchema.omit({ index: true, shipmentNumber: true }).extend({
  items: z.array(z.object({ index: z.number().int(), shipmentNumber: z.string() })).min(1),
});
export type BatchChunkJob = z.infer<typeof batchChunkJobSchema>;

/** The items of a job: a chunk's, or the one item of a job queued before chunks existed. */
export function batchItemsOfJob(data: unknown): BatchItemJob[] {
  if (typeof data === 'object' && data !== null && 'items' in data) {
    const { items, ...shared } = batchChunkJobSchema.parse(data);
    return items.map((item) => ({ ...shared, ...item }));
  }
  return [batchItemJobSchema.parse(data)];
}
