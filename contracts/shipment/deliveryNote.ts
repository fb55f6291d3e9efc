import { z } from 'zod';
import { MAX_DELIVERY_NOTES } from './deliveryNote-values.ts';
import { optionalText, requiredText } from './fields.ts';
import { messageKeys as m } from './messages.ts';

export { MAX_DELIVERY_NOTES } from './deliveryNote-values.ts';

/**
 * A delivery note (notification code) on an order. `_sender` and `_consignee` mark notes a party
 * brought along, so they can be dropped again when that party is replaced; manual and default notes
 * carry neither.
 */
export const orderDeliveryNoteSchema = z.object({
  identifier: requiredText(10),
  name: optionalText(255),
  /** Typed texts are at most 35 characters (checked with the codes); one copied from a field, the field's length. */
  attachmentValue: optionalText(255),
  _sender: z.boolean().optional(),
  _consignee: z.boolean().optional(),
});
export type OrderDeliveryNote = z.infer<typeof orderDeliveryNoteSchema>;

export const orderDeliveryNotesSchema = z
  .array(orderDeliveryNoteSchema)
  .max(MAX_DELIVERY_NOTES, { error: m.deliveryNotesMaximum })
  .default([]);
