import { z } from 'zod';
import { labelFormats, MAX_BATCH_SIZE, zplResolutions } from '../../../contracts/shipment/dialogs.ts';
import { printerTypes } from '../../documents/index.ts';

/** Shipment numbers are digits (a sequence from 1000001). */
const number = z.string().regex(/^\d{1,18}$/, 'field.invalid');

export const shipmentNumberParams = z.object({ shipmentNumber: number });

/**
 * `If-Match: "3"` (or W/"3") names the version the client read; it wins over the body's `version`,
 * and a stale one is refused with 412. Other headers pass through untouched.
 */
export const ifMatchHeaders = z.looseObject({
  'if-match': z
    .string()
    .optional()
    .describe('The version the client read, as the ETag of the shipment gave it: "3"'),
});

export const labelsQuerySchema = z
  .object({
    shipments: z
      .string()
      .regex(new RegExp(`^\\d{1,18}(,\\d{1,18}){0,${MAX_BATCH_SIZE - 1}}$`), 'field.invalid'),
    printerType: z.enum(printerTypes).default('LASER'),
    labelPosition: z.coerce.number().int().min(1).max(4).default(1),
    format: z
      .enum(labelFormats)
      .default('pdf')
      .describe('pdf (every printer type) or zpl, a native print job for ZEBRA (docs/decisions/0107)'),
    // The resolutions as the query carries them, so the published document lists them.
    dpi: z
      .enum(zplResolutions.map(String) as [string, ...string[]], { error: 'field.invalid' })
      .default(String(zplResolutions[0]))
      .transform(Number)
      .describe('print resolution of a zpl job: 203 or 300'),
  })
  .refine((query) => query.format !== 'zpl' || query.printerType === 'ZEBRA', {
    path: ['format'],
    message: 'labels.zpl-zebra-only',
  });

export const loadingListInputSchema = z.object({
  shipmentNumbers: z
    .array(z.union([number, z.number().int().positive().transform(String)]))
    .min(1, 'field.required')
    .max(MAX_BATCH_SIZE, 'validation.tooLarge'),
});

export const loadingListParams = z.object({ id: z.uuid() });
