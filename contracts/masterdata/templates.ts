import { z } from 'zod';
import { halLinksSchema } from '../hal.ts';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'field.too-long')
    .nullish()
    .transform((value) => (value ? value : null));
const measure = (max: number) =>
  z
    .number()
    .int('field.invalid')
    .min(0)
    .max(max)
    .nullish()
    .transform((v) => v ?? null);

/** A cargo item template (spec 000 section 5: name required; goods 30, marking 17, order number 35). */
export const cargoItemTemplateInputSchema = z.object({
  ownerCustomerId: z.string().length(6).optional(),
  name: z.string().trim().min(1, 'field.required').max(100, 'field.too-long'),
  marking: optionalText(17),
  orderNumber: optionalText(35),
  colliQty: z.number().int('field.invalid').min(1).max(999, 'validation.tooLarge').default(1),
  packingCode: optionalText(3),
  goods: optionalText(30),
  dangerousGoods: z.boolean().default(false),
  weight: measure(99_999),
  length: measure(999),
  width: measure(999),
  height: measure(999),
  isDefault: z.boolean().default(false),
});
export type CargoItemTemplateInput = z.output<typeof cargoItemTemplateInputSchema>;

export const cargoItemTemplateSchema = z.object({
  id: z.string(),
  ownerCustomerId: z.string(),
  name: z.string(),
  marking: z.string().nullable(),
  orderNumber: z.string().nullable(),
  colliQty: z.number().int(),
  packingCode: z.string().nullable(),
  goods: z.string().nullable(),
  dangerousGoods: z.boolean(),
  weight: z.number().nullable(),
  length: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  isDefault: z.boolean(),
  _links: halLinksSchema,
});
export type CargoItemTemplate = z.infer<typeof cargoItemTemplateSchema>;

/** The cargo item templates' sortable properties; `isDefault,desc` puts the default one first. */
export const cargoItemTemplateSortProperties = ['name', 'goods', 'isDefault', 'weight'] as const;
export type CargoItemTemplateSortProperty = (typeof cargoItemTemplateSortProperties)[number];
