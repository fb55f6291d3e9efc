import { z } from 'zod';
import { countryCodeSchema, linkSchema, optionalText, requiredText } from './fields.ts';
import { messageKeys as m } from './messages.ts';

import { DEFAULT_COUNTRY, partyTypes } from './party-values.ts';

export { DEFAULT_COUNTRY, type PartyType, partyTypes } from './party-values.ts';

export const partyTypeSchema = z.enum(partyTypes);

/** Zip codes are checked per country by the domain rules; here only their length. */
const zipCodeSchema = requiredText(10);

/** Reference of a delivery note a party brings along (its identifier and attachment text). */
export const partyDeliveryNoteSchema = z.object({
  identifier: requiredText(10),
  attachmentValue: optionalText(35),
});

/**
 * Sender, consignee and neutral consignor of an order, and an address of the address book. With an
 * `emonsCustomerId` (the forwarder's own customer id) only the contact data may be changed.
 */
export const partySchema = z.object({
  customerId: optionalText(35),
  emonsCustomerId: optionalText(35),
  name: requiredText(35),
  additionalName: optionalText(35),
  street: requiredText(35),
  zipCode: zipCodeSchema,
  city: requiredText(35),
  country: countryCodeSchema.default(DEFAULT_COUNTRY),
  contactName: optionalText(255),
  phone: optionalText(35),
  mobile: optionalText(35),
  email: z.union([z.literal(''), z.email({ error: m.email }).max(255, { error: m.maxLength })]).optional(),
  web: optionalText(70),
  isRetail: z.boolean().optional(),
  isDefault: z.boolean().optional(),
  isNeutral: z.boolean().optional(),
  isDefaultSenderAddress: z.boolean().optional(),
  isDefaultConsigneeAddress: z.boolean().optional(),
  deliveryNotes: z.array(partyDeliveryNoteSchema).optional(),
  types: z.array(partyTypeSchema).optional(),
  _links: z.object({ self: linkSchema }).partial().optional(),
});
export type Party = z.infer<typeof partySchema>;

/** The sender may have its shipping documents mailed automatically (loading sites need an email then). */
export const senderSchema = partySchema.extend({
  autosendShippingDocuments: z.boolean().optional(),
});
export type Sender = z.infer<typeof senderSchema>;

/** The divergent invoice recipient of an order, from the invoice recipients' address book. */
export const invoiceRecipientSchema = z.object({
  customerId: requiredText(35),
  name: requiredText(35),
  additionalName: optionalText(35),
  street: requiredText(35),
  zipCode: zipCodeSchema,
  city: requiredText(35),
  country: countryCodeSchema.default(DEFAULT_COUNTRY),
  contactName: optionalText(255),
  phone: optionalText(35),
  isDefault: z.boolean().optional(),
  _links: z.object({ self: linkSchema }).partial().optional(),
});
export type InvoiceRecipient = z.infer<typeof invoiceRecipientSchema>;
