import { z } from 'zod';
import { sortParamSchema } from '../hal.ts';
import { shipmentStates } from './state.ts';

/**
 * The shipment list's sortable properties, one per list column (spec section 2), as
 * `GET /api/shipments?sort=property,direction` names them.
 */
export const shipmentSortProperties = [
  'shipmentNumber',
  'senderCustomerId',
  'senderName',
  'senderCity',
  'state',
  'lastModifiedBy',
  'orderNumber',
  'shippingDate',
  'deliveryDate',
  'productName',
  'consigneeName',
  'consigneeCity',
  'shippingNoticeCreated',
  'commissionedOn',
  'hazmat',
  'type',
] as const;
export type ShipmentSortProperty = (typeof shipmentSortProperties)[number];

const stateList = new RegExp(`^(${shipmentStates.join('|')})(,(${shipmentStates.join('|')}))*$`);
const sortPattern = new RegExp(`^(${shipmentSortProperties.join('|')})(,(asc|desc))?$`, 'i');

/**
 * The list's filters (spec section 7): free text, states as a comma list, `sort=property,direction`
 * on every list column, zero-based `page`, `size` up to `maxSize`. `projection` is accepted and
 * ignored: every page carries whole shipments.
 */
export function shipmentListQuerySchema(maxSize: number) {
  return z.object({
    query: z.string().trim().max(200).optional(),
    state: z.string().regex(stateList, 'field.invalid').optional(),
    sort: sortParamSchema.refine(
      (value) =>
        (Array.isArray(value) ? value : value === undefined ? [] : [value]).every((entry) =>
          sortPattern.test(entry),
        ),
      'sort.invalid',
    ),
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(maxSize).default(100),
    projection: z.string().optional(),
  });
}
export type ShipmentListQueryParams = z.infer<ReturnType<typeof shipmentListQuerySchema>>;
