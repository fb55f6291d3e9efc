import { z } from 'zod';
import { cargoListSchema } from './cargo.ts';
import { orderDeliveryNotesSchema } from './deliveryNote.ts';
import {
  dateSchema,
  integerSchema,
  linkSchema,
  moneySchema,
  optionalText,
  requiredText,
  timeSchema,
} from './fields.ts';
import { journeyCurrentSchema } from './journey.ts';
import { messageKeys as m } from './messages.ts';
import { invoiceRecipientSchema, partySchema, senderSchema } from './party.ts';
import { shipmentLinkNameSchema, shipmentStateSchema, shipmentTypeSchema } from './state.ts';

export const shipmentNumberSchema = z.string().regex(/^[A-Za-z0-9-]{1,20}$/, { error: m.invalid });

/** The chosen product; its rules (delivery window, cash on delivery) come from the master data. */
export const productReferenceSchema = z.object({
  identifier: requiredText(10),
  name: optionalText(255),
});
export type ProductReference = z.infer<typeof productReferenceSchema>;

/** The chosen incoterm code (shipping terms), e.g. 04 or 24. */
export const shippingTermsSchema = z.object({
  identifier: requiredText(5),
  name: optionalText(255),
});
export type ShippingTerms = z.infer<typeof shippingTermsSchema>;

export const additionalCostSchema = z.object({
  costIdentifier: z.string(),
  price: moneySchema,
});

export const quotationSchema = z.object({
  price: moneySchema,
  additionalCosts: z.array(additionalCostSchema).default([]),
});
export type Quotation = z.infer<typeof quotationSchema>;

/** Everything a customer enters on an order: what a save records. */
export const shipmentDataSchema = z.object({
  sender: senderSchema,
  neutralConsignor: partySchema.optional(),
  consignee: partySchema,
  invoiceRecipient: invoiceRecipientSchema.optional(),
  orderNumber: optionalText(35),
  referenceNumber: z.string().regex(/^\d*$/, { error: m.digits }).max(10, { error: m.maxLength }).optional(),
  shippingDate: dateSchema,
  shippingDateUntil: dateSchema.optional(),
  shippingTimeFrom: timeSchema.optional(),
  shippingTimeUntil: timeSchema.optional(),
  shippingNotice: optionalText(35),
  shippingTerms: shippingTermsSchema,
  collectOnDelivery: moneySchema.optional(),
  insuranceValue: moneySchema.optional(),
  deliveryDate: dateSchema.optional(),
  deliveryTimeFrom: timeSchema.optional(),
  deliveryTimeUntil: timeSchema.optional(),
  product: productReferenceSchema,
  deliveryNotes: orderDeliveryNotesSchema,
  cargoList: cargoListSchema,
});
export type ShipmentData = z.infer<typeof shipmentDataSchema>;
export type ShipmentDataInput = z.input<typeof shipmentDataSchema>;

/**
 * Body of POST /api/shipments and of PUT on the self or commission link. `state` selects the
 * action of a PUT on the self link: CANCELLED cancels, CREATE_ANNOUNCEMENT announces, anything else
 * saves. `version` is the version the client read; a stale one is refused. Read-only fields of the
 * read representation (shipmentNumber, _links, ...) may be echoed back and are ignored.
 */
export const shipmentPayloadSchema = shipmentDataSchema.extend({
  /** The customer (forwarder's customer id) a new shipment is for, when the user serves several. */
  emonsCustomerId: optionalText(35),
  state: shipmentStateSchema.optional(),
  version: integerSchema.min(0).optional(),
});
export type ShipmentPayload = z.infer<typeof shipmentPayloadSchema>;
export type ShipmentPayloadInput = z.input<typeof shipmentPayloadSchema>;

/** A shipment as the API returns it. Instants are ISO 8601 with offset. */
export const shipmentSchema = shipmentDataSchema.extend({
  shipmentNumber: shipmentNumberSchema,
  emonsCustomerId: z.string(),
  state: shipmentStateSchema,
  type: shipmentTypeSchema,
  /** Still open for changes (DRAFT or ANNOUNCED). */
  isOpen: z.boolean(),
  /** The branch (location abbreviation) handling the customer. */
  location: z.string().optional(),
  shippingTermsIdentifier: z.string(),
  shippingNoticeCreated: z.string().optional(),
  commissionedOn: z.string().optional(),
  lastModifiedBy: z.string().optional(),
  lastModifiedAt: z.string().optional(),
  version: integerSchema.min(0),
  quotation: quotationSchema.optional(),
  /** The journey's current status once a forwarder's system reported one (docs/status.md). */
  journey: journeyCurrentSchema.optional(),
  /** In the list: commissioned, its delivery date passed and not delivered (docs/status.md, "Late shipments"). */
  late: z.boolean().optional(),
  _links: z.partialRecord(shipmentLinkNameSchema, linkSchema),
});
export type Shipment = z.infer<typeof shipmentSchema>;
