import { z } from 'zod';
import { halLinksSchema, pageQuerySchema, sortParamOf } from '../hal.ts';

/** A customer number: six letters (A-Z) or digits, as the forwarder's systems issue them. */
export const customerIdSchema = z
  .string()
  .trim()
  .length(6, 'customer.id-length')
  .regex(/^[A-Za-z0-9]*$/, 'customer.id-characters');

/** A customer as administrators see it (spec 001 section 3). */
export const adminCustomerSchema = z.object({
  customerId: z.string(),
  activated: z.boolean(),
  name: z.string(),
  additionalName: z.string().nullable(),
  street: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
  location: z.string(),
  secondaryLocation: z.string().nullable(),
  _links: halLinksSchema,
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

/** Create and modify a customer: name, street, zip code, city and branch are required. */
export const customerInputSchema = z.object({
  customerId: customerIdSchema,
  activated: z.boolean().default(true),
  name: z.string().trim().min(1, 'field.required').max(100, 'field.too-long'),
  additionalName: z
    .string()
    .trim()
    .max(100, 'field.too-long')
    .nullish()
    .transform((value) => value || null),
  street: z.string().trim().min(1, 'field.required').max(100, 'field.too-long'),
  zipCode: z.string().trim().min(1, 'field.required').max(12, 'field.too-long'),
  city: z.string().trim().min(1, 'field.required').max(100, 'field.too-long'),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'field.invalid')
    .transform((value) => value.toUpperCase())
    .default('DE'),
  location: z.string().trim().min(2, 'field.required').max(5),
  secondaryLocation: z
    .string()
    .trim()
    .max(5)
    .nullish()
    .transform((value) => value || null),
});
export type CustomerInput = z.output<typeof customerInputSchema>;

const PALLET_SWAP_COUNTRIES = ['DE', 'AT', 'BE', 'NL', 'LU', 'CH'];

/** Each customer setting with the values it accepts (spec 001 section 3). */
/** The languages of an order-file report (SFTP_REPORT_LANGUAGE; docs/decisions/0227). */
export const REPORT_LANGUAGES = ['en', 'de', 'cs', 'sk'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

export const customerSettingValueSchemas = {
  WAIVER_CUSTOMER: z.boolean(),
  // A contract-logistics customer: its shipments are of the main type BELOG (docs/decisions/0129).
  BELOG_CUSTOMER: z.boolean(),
  QUOTATION_ENABLED: z.boolean(),
  QUOTATION_DETAILS_ENABLED: z.boolean(),
  INVOICING_BULKINESS: z.enum(['', 'cbm', 'ldm', 'sqm']),
  MANUAL_INVOICE_RECIPIENTS: z.boolean(),
  XLS_EXPORT_ENABLED: z.boolean(),
  SFTP_ENABLED: z.boolean(),
  SFTP_AUTO_COMMISSIONING: z.boolean(),
  SFTP_ENABLE_DEFAULT_NOTIFICATION_CODES: z.boolean(),
  // CONTRL and APERAK, or a CSV receipt, for each order file in outbox/ (docs/decisions/0224).
  SFTP_ACKNOWLEDGEMENTS: z.boolean(),
  // An IFTSTA of each status report of the customer's shipments in outbox/ (docs/decisions/0232).
  SFTP_IFTSTA_OUT: z.boolean(),
  // The language of the reports of refused order files; when not set, the customer's country's.
  // '' again: the language of the customer's country.
  SFTP_REPORT_LANGUAGE: z.enum(['', ...REPORT_LANGUAGES]),
  // Additional countries only: the standard pallet exchange countries are always in.
  ADDITIONAL_PALETTE_SWAP_COUNTRIES: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2}(\s*,\s*[A-Z]{2})*)?$/, 'field.invalid')
    .refine(
      (value) => !value.split(',').some((country) => PALLET_SWAP_COUNTRIES.includes(country.trim())),
      'field.invalid',
    ),
  OPTIONAL_FIELDS: z.array(z.enum(['dimensions'])),
  MANDATORY_FIELDS: z.array(z.enum(['cbm', 'loadingLength', 'storingPos'])),
  ADMIN_MANDATORY_FIELDS: z.array(z.enum(['cbm', 'loadingLength', 'storingPos'])),
  REQUIRED_FIELDS: z.array(z.enum(['marking', 'orderNumber', 'shipment.orderNumber'])),
} as const;

export type CustomerSettingName = keyof typeof customerSettingValueSchemas | 'SFTP_PASSWORD';
export const customerSettingNames = [
  ...(Object.keys(customerSettingValueSchemas) as (keyof typeof customerSettingValueSchemas)[]),
  'SFTP_PASSWORD',
] as CustomerSettingName[];
export const customerSettingNameSchema = z.enum(
  customerSettingNames as [CustomerSettingName, ...CustomerSettingName[]],
);

/** A setting as the API answers it; SFTP_PASSWORD shows its value only in the answer that generated it. */
export const customerSettingSchema = z.object({
  name: z.string(),
  value: z.unknown(),
  _links: halLinksSchema,
});
export type CustomerSetting = z.infer<typeof customerSettingSchema>;

/** The administered customers' sortable properties. */
export const customerSortProperties = ['customerId', 'name', 'city', 'location'] as const;
export type CustomerSortProperty = (typeof customerSortProperties)[number];

/** A branch on which searched customers occur, with how many of them it handles (spec 001 section 7). */
export const customerLocationSchema = z.object({
  abbreviation: z.string(),
  name: z.string(),
  customerCount: z.number().int(),
  _links: halLinksSchema,
});

/** `GET /api/admin/customers/search/findLocationsOnOccurrence`. */
export const customerLocationQuerySchema = pageQuerySchema(100).extend({
  query: z.string().trim().max(200).optional(),
  queryDropDown: z.string().trim().max(200).optional(),
  projection: z.enum(['dropDown', 'list']).optional(),
  sort: sortParamOf(['abbreviation', 'name'] as const),
});
