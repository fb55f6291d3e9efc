import { z } from 'zod';
import { halLinksSchema } from '../hal.ts';

/**
 * A customer's code mappings (docs/decisions/0229): what a partner writes in its order files, and
 * the portal's value it stands for. Kept by administrators per customer, applied to every order
 * file the customer sends (CSV, XLSX, IFTMIN) before the order is checked.
 */
export const codeMappingKinds = [
  'product',
  'shippingTerms',
  'packingCode',
  'deliveryNote',
  'unit',
  'party',
] as const;
export type CodeMappingKind = (typeof codeMappingKinds)[number];
export const codeMappingKindSchema = z.enum(codeMappingKinds);

/** At most this many mappings per customer: a partner with more has a system, not a table. */
export const MAX_CODE_MAPPINGS = 2000;

/** A partner's value: compared ignoring case and kept in capitals, as EDIFACT codes are written. */
export const partnerValueSchema = z
  .string()
  .trim()
  .min(1, 'field.required')
  .max(35, 'field.too-long')
  .transform((value) => value.toUpperCase());

export const codeMappingInputSchema = z.object({
  kind: codeMappingKindSchema,
  partnerValue: partnerValueSchema,
  /** A product, shipping terms, packing or delivery-note code, a unit, or an address book entry's id. */
  portalValue: z.string().trim().min(1, 'field.required').max(36, 'field.too-long'),
  /** Free text: an Incoterm's named place, whom the code came from. */
  note: z
    .string()
    .trim()
    .max(70, 'field.too-long')
    .nullish()
    .transform((value) => value || null),
});
export type CodeMappingInput = z.output<typeof codeMappingInputSchema>;

export const codeMappingSchema = z.object({
  kind: codeMappingKindSchema,
  partnerValue: z.string(),
  portalValue: z.string(),
  note: z.string().nullable(),
  /** For a party: the address book entry's name, city and country, as the admin list shows it. */
  portalName: z.string().optional(),
  _links: halLinksSchema.optional(),
});
export type CodeMapping = z.infer<typeof codeMappingSchema>;

/** A mapping that ships with the portal (Incoterms, UN/ECE Recommendation 21, units). */
export const defaultCodeMappingSchema = z.object({
  kind: codeMappingKindSchema,
  partnerValue: z.string(),
  portalValue: z.string(),
  note: z.string(),
});

export const codeMappingsSchema = z.object({
  mappings: z.array(codeMappingSchema),
  defaults: z.array(defaultCodeMappingSchema),
  _links: halLinksSchema,
});
export type CodeMappings = z.infer<typeof codeMappingsSchema>;

export const codeMappingParamsSchema = z.object({
  kind: codeMappingKindSchema,
  partnerValue: z.string().trim().min(1).max(35),
});

export const codeMappingImportResultSchema = z.object({ imported: z.number().int().min(0) });

/** The columns of the CSV export and import, in this order. */
export const CODE_MAPPING_COLUMNS = ['kind', 'partnerValue', 'portalValue', 'note'] as const;
