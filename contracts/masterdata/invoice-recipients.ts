import { z } from 'zod';
import { halLinksSchema } from '../hal.ts';
import { isValidPhone } from '../rules/contacts.ts';
import { formatZipCode } from '../rules/zip-codes.ts';

const required = (max: number) => z.string().trim().min(1, 'field.required').max(max, 'field.too-long');
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'field.too-long')
    .nullish()
    .transform((value) => value || null);

/** An invoice recipient (spec 000 section 5: name, customer id, street, zip code, country, city required). */
export const invoiceRecipientInputSchema = z
  .object({
    ownerCustomerId: z.string().length(6).optional(),
    customerId: required(35),
    name: required(35),
    additionalName: optional(35),
    street: required(35),
    zipCode: required(12),
    city: required(100),
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'field.invalid')
      .transform((value) => value.toUpperCase()),
    contactName: optional(255),
    phone: optional(40),
    isDefault: z.boolean().default(false),
  })
  // Checked even when other fields fail, so a form shows every problem at once.
  .superRefine((recipient, context) => {
    if (
      typeof recipient.zipCode === 'string' &&
      !formatZipCode(String(recipient.country), recipient.zipCode)
    ) {
      context.addIssue({ code: 'custom', path: ['zipCode'], message: 'zipCode.invalid-for-country' });
    }
    if (recipient.phone && !isValidPhone(recipient.phone, String(recipient.country))) {
      context.addIssue({ code: 'custom', path: ['phone'], message: 'phone.invalid' });
    }
  })
  .transform((recipient) => ({
    ...recipient,
    zipCode: formatZipCode(recipient.country, recipient.zipCode) ?? recipient.zipCode,
  }));
export type InvoiceRecipientInput = z.output<typeof invoiceRecipientInputSchema>;

export const invoiceRecipientAddressSchema = z.object({
  id: z.string().nullable(),
  ownerCustomerId: z.string(),
  customerId: z.string(),
  name: z.string(),
  additionalName: z.string().nullable(),
  street: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
  contactName: z.string().nullable(),
  phone: z.string().nullable(),
  isDefault: z.boolean(),
  _links: halLinksSchema,
});
export type InvoiceRecipientAddress = z.infer<typeof invoiceRecipientAddressSchema>;

/** The invoice recipients' sortable properties: the list's seven columns. */
export const invoiceRecipientSortProperties = [
  'name',
  'customerId',
  'street',
  'country',
  'zipCode',
  'city',
  'isDefault',
] as const;
export type InvoiceRecipientSortProperty = (typeof invoiceRecipientSortProperties)[number];
