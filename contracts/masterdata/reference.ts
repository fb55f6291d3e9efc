import { z } from 'zod';
import { halLinksSchema } from '../hal.ts';

const links = { _links: halLinksSchema };

export const countrySchema = z.object({
  alpha2Code: z.string(),
  alpha3Code: z.string(),
  isoCode: z.string(),
  iocCode: z.string(),
  /** The country's name in the request's language (de, en, cs, sk). */
  name: z.string(),
  names: z.record(z.string(), z.string()),
  ...links,
});
export type Country = z.infer<typeof countrySchema>;

/** Country create and modify (spec 001 section 5: every code required). */
export const countryInputSchema = z.object({
  alpha2Code: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'country.alpha2-invalid')
    .transform((value) => value.toUpperCase()),
  alpha3Code: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'country.alpha3-invalid')
    .transform((value) => value.toUpperCase()),
  isoCode: z
    .string()
    .trim()
    .regex(/^\d{3}$/, 'country.iso-invalid'),
  iocCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'country.ioc-invalid')
    .transform((value) => value.toUpperCase()),
  names: z.partialRecord(z.enum(['de', 'en', 'cs', 'sk']), z.string().trim().min(1).max(100)).optional(),
});
export type CountryInput = z.infer<typeof countryInputSchema>;

export const currencySchema = z.object({
  isoCode: z.string(),
  insuranceThreshold: z.number(),
  insuranceDefaultPerKg: z.number(),
  collectOnDeliveryMaximum: z.number(),
  ...links,
});
export type Currency = z.infer<typeof currencySchema>;

/**
 * Names of a code in every language (the master under `de`): the administrators' lists answer
 * them beside `name`, which is in the reader's language everywhere (docs/decisions/0211).
 */
const everyName = { names: z.record(z.string(), z.string()).optional() };

export const incotermCodeSchema = z.object({
  identifier: z.string(),
  name: z.string(),
  ...everyName,
  international: z.boolean(),
  ...links,
});
export type IncotermCode = z.infer<typeof incotermCodeSchema>;

export const packagingCodeSchema = z.object({
  identifier: z.string(),
  name: z.string(),
  ...everyName,
  ...links,
});
export type PackagingCode = z.infer<typeof packagingCodeSchema>;

export const hazmatCodeSchema = z.object({ code: z.string(), name: z.string(), ...links });
export type HazmatCode = z.infer<typeof hazmatCodeSchema>;

/** A row of the UN-number list (ADR Table A). massUnit 2 means litres; collectiveTerm 1 means N.O.S. */
export const hazmatSchema = z.object({
  id: z.number().int(),
  unNumber: z.string(),
  sequenceNumber: z.number().int(),
  clazz: z.string(),
  classificationCode: z.string(),
  packagingGroup: z.string().nullable(),
  massUnit: z.number().int(),
  note: z.string().nullable(),
  collectiveTerm: z.number().int(),
  transportCategory: z.number().int(),
  tunnelRestrictionCode: z.string().nullable(),
  name: z.string(),
  factor: z.number().int(),
  /** Only in the dropDown projection: "UN 1203 MOTOR SPIRIT ... (3, II)". */
  label: z.string().optional(),
  ...links,
});
export type Hazmat = z.infer<typeof hazmatSchema>;

export const notificationAttachmentSchema = z.object({
  /** The master (German) label, which the form's rules read: 'Ja, ...' asks for a text. */
  name: z.string(),
  /** The label in the reader's language, shown wherever the attachment is named. */
  label: z.string().optional(),
  defaultValue: z.string().nullable(),
  validator: z.string().nullable(),
});

export const notificationCodeSchema = z.object({
  identifier: z.string(),
  name: z.string(),
  ...everyName,
  active: z.boolean(),
  default: z.boolean(),
  multiUsage: z.boolean(),
  attachment: notificationAttachmentSchema.nullable(),
  requiredFields: z.array(z.string()),
  /** Products the note may go with; null means every product. */
  products: z.array(z.string()).nullable(),
  ...links,
});
export type NotificationCode = z.infer<typeof notificationCodeSchema>;

export const deliveryDateWindowSchema = z.object({ min: z.number().int(), max: z.number().int().nullable() });

export const productSchema = z.object({
  identifier: z.string(),
  name: z.string(),
  codEnabled: z.boolean(),
  /** Workdays after the shipping date; null when the product has no window. */
  deliveryDateWindow: deliveryDateWindowSchema.nullable(),
  deliveryDateIsOptional: z.boolean(),
  timeslot: z.boolean(),
  region: z.string().nullable(),
  requiresConsultation: z.boolean(),
  default: z.boolean(),
  flyerUrl: z.string().nullable(),
  ...links,
});
export type Product = z.infer<typeof productSchema>;

export const zipCodeAreaSchema = z.object({
  country: z.string(),
  zipCode: z.string(),
  city: z.string(),
  ...links,
});
export type ZipCodeArea = z.infer<typeof zipCodeAreaSchema>;

/** What a sync of the zip code areas (POST /api/zipCodeAreas) reports: found and newly inserted areas. */
export const zipCodeSyncResultSchema = z.object({
  message: z.string(),
  country: z.string(),
  found: z.number().int(),
  inserted: z.number().int(),
});
export type ZipCodeSyncResult = z.infer<typeof zipCodeSyncResultSchema>;

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Both places of the route, each with country and zip code: the document states them as required. */
const routeCountry = z
  .string({ error: 'product.senderAndConsigneeRequired' })
  .regex(/^[A-Za-z]{2}$/, { error: 'product.senderAndConsigneeRequired' });
const routeZipCode = z.string({ error: 'product.senderAndConsigneeRequired' }).trim().min(1).max(12);

export const byOriginAndDestinationQuerySchema = z.object({
  originAlpha2Code: routeCountry,
  originZipCode: routeZipCode,
  originIsCustomer: flag.optional(),
  originIsNeutral: flag.optional(),
  destinationAlpha2Code: routeCountry,
  destinationZipCode: routeZipCode,
  destinationIsCustomer: flag.optional(),
  shippingDate: z.iso.date().optional(),
  size: z.coerce.number().int().min(1).max(1000).default(100),
});

/** `GET /api/holidays`: the days off of one country between two dates (at most 400 days apart). */
export const holidaysQuerySchema = z
  .object({
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/)
      .transform((value) => value.toUpperCase()),
    from: z.iso.date(),
    to: z.iso.date(),
  })
  .refine((query) => query.from <= query.to, { path: ['to'], message: 'holidays.to.beforeFrom' })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= 400 * 86_400_000, {
    path: ['to'],
    message: 'holidays.range.tooLong',
  });

export const holidaySchema = z.object({ date: z.iso.date(), name: z.string() });
export type Holiday = z.infer<typeof holidaySchema>;

export const holidaysSchema = z.object({
  country: z.string(),
  /** Public and bank holidays in the range, in date order, named in the request language. */
  holidays: z.array(holidaySchema),
});
export type Holidays = z.infer<typeof holidaysSchema>;

/** The sortable properties of the reference lists (`sort=property,direction`). */
export const countrySortProperties = ['alpha2Code', 'alpha3Code', 'isoCode', 'iocCode', 'name'] as const;
export type CountrySortProperty = (typeof countrySortProperties)[number];
export const incotermCodeSortProperties = ['identifier', 'name', 'international'] as const;
export type IncotermCodeSortProperty = (typeof incotermCodeSortProperties)[number];
export const packagingCodeSortProperties = ['identifier', 'name'] as const;
export type PackagingCodeSortProperty = (typeof packagingCodeSortProperties)[number];
export const hazmatCodeSortProperties = ['code', 'name'] as const;
export type HazmatCodeSortProperty = (typeof hazmatCodeSortProperties)[number];
export const hazmatSortProperties = [
  'unNumber',
  'sequenceNumber',
  'clazz',
  'name',
  'packagingGroup',
  'transportCategory',
] as const;
export type HazmatSortProperty = (typeof hazmatSortProperties)[number];
export const notificationCodeSortProperties = ['identifier', 'name', 'active', 'default'] as const;
export type NotificationCodeSortProperty = (typeof notificationCodeSortProperties)[number];
export const productSortProperties = ['identifier', 'name', 'position'] as const;
export type ProductSortProperty = (typeof productSortProperties)[number];
export const zipCodeAreaSortProperties = ['city', 'zipCode', 'country'] as const;
export type ZipCodeAreaSortProperty = (typeof zipCodeAreaSortProperties)[number];
