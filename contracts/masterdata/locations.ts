import { z } from 'zod';
import { halLinksSchema } from '../hal.ts';

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
