import { z } from 'zod';
import { halLinkSchema, sortParamSchema } from '../../../contracts/hal.ts';
import { shipmentStates } from '../../../contracts/shipment/index.ts';
import { shipmentSortProperties } from '../../../projections/shipment-list/columns.ts';
import { printerTypes } from '../../documents/index.ts';

/** Shipment numbers are digits (a sequence from 1000001). */
const number = z.string().regex(/^\d{1,18}$/, 'field.invalid');

export const shipmentNumberParams = z.object({ shipmentNumber: number });

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

export const auditEntrySchema = z.object({
  revision: z.number().int(),
  type: z.enum(['ADD', 'MOD', 'DEL']),
  userFullname: z.string().optional(),
  userLogin: z.string().optional(),
  date: z.string(),
  modifications: z.record(z.string(), z.unknown()),
});

export const labelsQuerySchema = z.object({
  shipments: z.string().regex(/^\d{1,18}(,\d{1,18}){0,999}$/, 'field.invalid'),
  printerType: z.enum(printerTypes).default('LASER'),
  labelPosition: z.coerce.number().int().min(1).max(4).default(1),
});

export const loadingListInputSchema = z.object({
  shipmentNumbers: z
    .array(z.union([number, z.number().int().positive().transform(String)]))
    .min(1, 'field.required')
    .max(1000, 'validation.tooLarge'),
});

export const loadingListSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  shipmentNumbers: z.array(z.string()),
  _links: z.object({ self: halLinkSchema }),
});

export const loadingListParams = z.object({ id: z.uuid() });
