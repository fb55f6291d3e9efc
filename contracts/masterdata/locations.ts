import { z } from 'zod';
import { halLinksSchema } from '../hal.ts';
import { hasGs1CheckDigit } from '../rules/gs1.ts';
import { formatZipCode } from '../rules/zip-codes.ts';

export const locationAddressSchema = z.object({
  streetName: z.string(),
  streetNumber: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
});

/** A branch as every signed-in or anonymous caller sees it. */
export const locationSummarySchema = z.object({
  abbreviation: z.string(),
  name: z.string(),
  legalName: z.string(),
  address: locationAddressSchema,
  phone: z.string(),
  currency: z.object({ isoCode: z.string() }),
  _links: halLinksSchema,
});
export type LocationSummary = z.infer<typeof locationSummarySchema>;

const emailList = z.array(z.email('email.invalid'));

/** A branch as administrators see and edit it (spec 001 section 3). */
export const locationSchema = locationSummarySchema.extend({
  barcodeInfos: z.object({
    globalLocationPrefix: z.string().nullable(),
    globalLocationNumber: z.string().nullable(),
    numberInterval: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
  }),
  ssccPrefix: z.string().nullable(),
  gln: z.string().nullable(),
  ssccCounterMin: z.number().nullable(),
  ssccCounterMax: z.number().nullable(),
  syncDate: z.string().nullable(),
  announcementEmail: z.array(z.string()),
  inquiryEmail: z.array(z.string()),
  cancellationEmail: z.array(z.string()),
  belogEmail: z.array(z.string()),
  insuranceEmail: z.array(z.string()),
  registrationEmail: z.array(z.string()),
  zonesCount: z.number().int(),
  routingsCount: z.number().int(),
});
export type Location = z.infer<typeof locationSchema>;

/** What an administrator may change of a branch: its e-mail lists. */
export const locationEmailsInputSchema = z.object({
  announcementEmail: emailList,
  inquiryEmail: emailList,
  cancellationEmail: emailList,
  belogEmail: emailList,
  insuranceEmail: emailList,
  registrationEmail: emailList,
});
export type LocationEmailsInput = z.infer<typeof locationEmailsInputSchema>;

const zipPoint = z.object({ alpha2Code: z.string(), zipCode: z.string(), city: z.string() });

/** A zone or routing of a branch: a zip range with its relations and the products offered there. */
export const zipRangeSchema = z.object({
  id: z.number().int(),
  zipCodeAreaInterval: z.object({ start: zipPoint, end: zipPoint }),
  collection: z.object({ relation: z.string().nullable() }),
  distribution: z.object({ relation: z.string().nullable() }),
  productMap: z.record(z.string(), z.enum(['YES', 'NO'])),
  _links: halLinksSchema,
});
export type ZipRange = z.infer<typeof zipRangeSchema>;

const required = z.string().trim().min(1, 'field.required');

/**
 * A new branch (spec 001 section 7, POST /api/admin/locations). An SSCC has 16 digits for the GS1
 * company prefix and the serial together, so the number range must fit what the prefix leaves.
 */
export const locationInputSchema = locationEmailsInputSchema
  .extend({
    abbreviation: z
      .string()
      .trim()
      .regex(/^[A-Z]{2,5}$/, 'location.abbreviation.invalid'),
    name: required,
    legalName: required,
    address: z.object({
      streetName: required,
      streetNumber: required,
      zipCode: required,
      city: required,
      country: z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/, 'location.country.invalid')
        .transform((country) => country.toUpperCase()),
    }),
    phone: required,
    currency: z.object({
      isoCode: z
        .string()
        .trim()
        .regex(/^[A-Za-z]{3}$/, 'location.currency.invalid')
        .transform((isoCode) => isoCode.toUpperCase()),
    }),
    ssccPrefix: z
      .string()
      .trim()
      .regex(/^\d{6,12}$/, 'location.ssccPrefix.invalid'),
    gln: z
      .string()
      .trim()
      .regex(/^\d{13}$/, 'location.gln.invalid')
      .refine(hasGs1CheckDigit, 'location.gln.invalid'),
    ssccCounterMin: z.number().int().min(0),
    ssccCounterMax: z.number().int().min(0),
  })
  .superRefine((location, context) => {
    const issue = (path: (string | number)[], message: string) =>
      context.addIssue({ code: 'custom', path, message });
    const { address } = location;
    if (typeof address?.zipCode === 'string' && typeof address.country === 'string') {
      if (!formatZipCode(address.country, address.zipCode)) {
        issue(['address', 'zipCode'], 'zipCode.invalid-for-country');
      }
    }
    const { ssccCounterMin: min, ssccCounterMax: max, ssccPrefix } = location;
    if (typeof min === 'number' && typeof max === 'number' && min >= max) {
      issue(['ssccCounterMax'], 'location.ssccCounter.range');
    }
    if (typeof max === 'number' && /^\d{6,12}$/.test(ssccPrefix ?? '')) {
      if (String(max).length > 16 - ssccPrefix.length)
        issue(['ssccCounterMax'], 'location.ssccCounter.too-long');
    }
  })
  .transform((location) => ({
    ...location,
    address: {
      ...location.address,
      zipCode: formatZipCode(location.address.country, location.address.zipCode) ?? location.address.zipCode,
    },
  }));
export type LocationInput = z.output<typeof locationInputSchema>;

/** The branches' sortable properties. */
export const locationSortProperties = ['abbreviation', 'name', 'city', 'country'] as const;
export type LocationSortProperty = (typeof locationSortProperties)[number];

/** The sortable properties of a branch's zones and routings. */
export const zipRangeSortProperties = ['zipCode', 'country', 'city'] as const;
export type ZipRangeSortProperty = (typeof zipRangeSortProperties)[number];
