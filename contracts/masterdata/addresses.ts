import { z } from 'zod';
import { halLinksSchema } from '../hal.ts';
import { isValidMobile, isValidPhone } from '../rules/contacts.ts';
import { formatZipCode } from '../rules/zip-codes.ts';
import { MAX_DELIVERY_NOTES } from '../shipment/deliveryNote-values.ts';
import {
  type AddressBookType,
  addressBookTypes,
  addressTypeIssues,
  allowsAutosend,
  allowsInvoiceRecipient,
} from './address-types.ts';

export { type AddressBookType, addressBookTypes };
export const addressBookTypeSchema = z.enum(addressBookTypes);

const text = (max: number) => z.string().trim().max(max, 'field.too-long');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'field.too-long')
    .nullish()
    .transform((value) => (value ? value : null));

export const deliveryNoteSchema = z.object({
  identifier: z.string().min(1).max(3),
  attachmentValue: z.string().trim().max(35, 'field.too-long').nullish(),
});

/** An invoice recipient as an address carries it: the recipient's customer id and name. */
export const addressInvoiceRecipientSchema = z.object({
  customerId: z.string().trim().min(1).max(35),
  name: z.string().trim().max(35).optional(),
});

/** The types with the default flags applied: the flags toggle the default types (spec 000 section 4). */
function effectiveTypes(address: {
  types?: AddressBookType[];
  isDefaultSenderAddress?: boolean | undefined;
  isDefaultConsigneeAddress?: boolean | undefined;
}): Set<AddressBookType> {
  const types = new Set(address.types ?? []);
  if (address.isDefaultSenderAddress === true) types.add('DEFAULT_SENDER');
  if (address.isDefaultSenderAddress === false) types.delete('DEFAULT_SENDER');
  if (address.isDefaultConsigneeAddress === true) types.add('DEFAULT_CONSIGNEE');
  if (address.isDefaultConsigneeAddress === false) types.delete('DEFAULT_CONSIGNEE');
  return types;
}

/**
 * An address book entry as the client sends it (spec 000 section 5, spec 001 section 5). The zip
 * code is reformatted for its country; the type dependencies are checked here so the browser and
 * the server refuse the same things.
 */
export const addressInputSchema = z
  .object({
    /** The customer whose address book gets the entry; the user's first customer when absent. */
    ownerCustomerId: z.string().length(6).optional(),
    types: z.array(addressBookTypeSchema).default([]),
    name: text(35).min(1, 'field.required'),
    additionalName: optionalText(35),
    customerId: optionalText(35),
    emonsCustomerId: optionalText(6),
    isRetail: z.boolean().default(false),
    street: text(35).min(1, 'field.required'),
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'field.invalid')
      .transform((value) => value.toUpperCase())
      .default('DE'),
    zipCode: z.string().trim().min(1, 'field.required').max(12, 'field.too-long'),
    city: text(100).min(1, 'field.required'),
    contactName: optionalText(255),
    phone: optionalText(40),
    mobile: optionalText(40),
    email: z
      .email('email.invalid')
      .max(255, 'field.too-long')
      .nullish()
      .or(z.literal('').transform(() => null))
      .transform((value) => value ?? null),
    web: optionalText(70),
    autosendShippingDocuments: z.boolean().default(false),
    isDefaultSenderAddress: z.boolean().optional(),
    isDefaultConsigneeAddress: z.boolean().optional(),
    deliveryNotes: z
      .array(deliveryNoteSchema)
      .max(MAX_DELIVERY_NOTES, { error: 'delivery-notes.maximum-reached' })
      .default([]),
    invoiceRecipient: addressInvoiceRecipientSchema.nullish().transform((value) => value ?? null),
  })
  // Checked even when other fields fail, so a form shows every problem at once.
  .superRefine((address, context) => {
    const types = effectiveTypes(address);
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    for (const key of addressTypeIssues(types, address)) issue('types', key);
    const country = String(address.country);
    if (typeof address.zipCode === 'string' && !formatZipCode(country, address.zipCode)) {
      issue('zipCode', 'zipCode.invalid-for-country');
    }
    if (address.phone && !isValidPhone(address.phone, country)) issue('phone', 'phone.invalid');
    if (address.mobile && !isValidMobile(address.mobile, country)) issue('mobile', 'mobile.invalid');
    if (allowsAutosend(types) && address.autosendShippingDocuments && !address.email) {
      issue('email', 'field.required');
    }
  })
  .transform((address) => {
    const types = effectiveTypes(address);
    const { isDefaultSenderAddress: _sender, isDefaultConsigneeAddress: _consignee, ...rest } = address;
    return {
      ...rest,
      types: addressBookTypes.filter((type) => types.has(type)),
      zipCode: formatZipCode(address.country, address.zipCode) ?? address.zipCode,
      autosendShippingDocuments: allowsAutosend(types) && address.autosendShippingDocuments,
      invoiceRecipient: allowsInvoiceRecipient(types) ? address.invoiceRecipient : null,
    };
  });
export type AddressInput = z.output<typeof addressInputSchema>;

export const addressSchema = z.object({
  id: z.string(),
  ownerCustomerId: z.string(),
  types: z.array(addressBookTypeSchema),
  name: z.string(),
  additionalName: z.string().nullable(),
  customerId: z.string().nullable(),
  emonsCustomerId: z.string().nullable(),
  isRetail: z.boolean(),
  street: z.string(),
  country: z.string(),
  zipCode: z.string(),
  city: z.string(),
  contactName: z.string().nullable(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  web: z.string().nullable(),
  autosendShippingDocuments: z.boolean(),
  isNeutral: z.boolean(),
  isDefaultSenderAddress: z.boolean(),
  isDefaultConsigneeAddress: z.boolean(),
  deliveryNotes: z.array(deliveryNoteSchema),
  invoiceRecipient: addressInvoiceRecipientSchema.nullable(),
  _links: halLinksSchema,
});
export type Address = z.infer<typeof addressSchema>;

/** What an address file import answers: how many entries it took in. */
export const addressImportResultSchema = z.object({
  imported: z.number(),
  /** The text encoding a .csv or .vcf file was read in: UTF-8, UTF-8 with BOM, UTF-16LE, UTF-16BE, Windows-1252. */
  encoding: z.string().optional(),
});
export type AddressImportResult = z.infer<typeof addressImportResultSchema>;

/** The address book's sortable properties (`sort=property,direction`). */
export const addressSortProperties = [
  'name',
  'customerId',
  'street',
  'country',
  'zipCode',
  'city',
  'isDefaultSenderAddress',
  'isDefaultConsigneeAddress',
] as const;
export type AddressSortProperty = (typeof addressSortProperties)[number];
