import { z } from 'zod';
import { sortParamOf } from '../hal.ts';
import { shipmentSortProperties } from './list-values.ts';
import { shipmentStates } from './state.ts';

export { type ShipmentSortProperty, shipmentSortProperties } from './list-values.ts';

const stateList = new RegExp(`^(${shipmentStates.join('|')})(,(${shipmentStates.join('|')}))*$`);

/**
 * The list's filters (spec section 7): free text, states as a comma list, `sort=property,direction`
 * on every list column (an enum of the accepted values), zero-based `page`, `size` up to `maxSize`.
 * `projection` is accepted and ignored: every page carries whole shipments.
 */
export function shipmentListQuerySchema(maxSize: number) {
  return z.object({
    query: z.string().trim().max(200).optional(),
    state: z
      .string()
      .regex(stateList, 'field.invalid')
      .optional()
      .describe(`Comma-separated states: ${shipmentStates.join(', ')}`),
    journey: z
      .enum(['exception'], { error: 'field.invalid' })
      .optional()
      .describe('`exception`: only shipments whose current journey status is an exception'),
    sort: sortParamOf(shipmentSortProperties),
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(maxSize).default(100),
    projection: z.string().optional(),
  });
}
export type ShipmentListQueryParams = z.infer<ReturnType<typeof shipmentListQuerySchema>>;
