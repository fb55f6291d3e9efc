import { z } from 'zod';
import { userSchema } from '../../../contracts/access.ts';
import { auditEntrySchema } from '../../../contracts/audit-log.ts';
import {
  batchAnnounceRequestSchema,
  batchCommissionRequestSchema,
  batchItemResultSchema,
  batchJobSchema,
} from '../../../contracts/batch.ts';
import { halLinkSchema, pageMetadataSchema } from '../../../contracts/hal.ts';
import {
  captchaChallengeSchema,
  customerCompanySchema,
  registrationResultSchema,
  registrationSchema,
} from '../../../contracts/identity.ts';
import {
  apiClientCreatedSchema,
  apiClientInputSchema,
  apiClientSchema,
  webhookDeliverySchema,
  webhookPayloadSchemas,
  webhookSubscriptionCreatedSchema,
  webhookSubscriptionInputSchema,
  webhookSubscriptionSchema,
} from '../../../contracts/integrations.ts';
import { legalInformationSchema } from '../../../contracts/legal.ts';
import {
  mailAttachmentSchema,
  mailboxMessageSchema,
  mailPersistenceEventSchema,
} from '../../../contracts/mail.ts';
import { addressInputSchema, addressSchema } from '../../../contracts/masterdata/addresses.ts';
import {
  adminCustomerSchema,
  customerInputSchema,
  customerSettingSchema,
} from '../../../contracts/masterdata/customers.ts';
import {
  invoiceRecipientAddressSchema,
  invoiceRecipientInputSchema,
} from '../../../contracts/masterdata/invoice-recipients.ts';
import {
  locationEmailsInputSchema,
  locationInputSchema,
  locationSchema,
  locationSummarySchema,
  zipRangeSchema,
} from '../../../contracts/masterdata/locations.ts';
import { memberUserSchema } from '../../../contracts/masterdata/members.ts';
import {
  countryInputSchema,
  countrySchema,
  currencySchema,
  hazmatCodeSchema,
  hazmatSchema,
  holidaysSchema,
  incotermCodeSchema,
  notificationCodeSchema,
  packagingCodeSchema,
  productSchema,
  zipCodeAreaSchema,
  zipCodeSyncResultSchema,
} from '../../../contracts/masterdata/reference.ts';
import { personalSettingSchema } from '../../../contracts/masterdata/settings.ts';
import {
  cargoItemTemplateInputSchema,
  cargoItemTemplateSchema,
} from '../../../contracts/masterdata/templates.ts';
import { fieldErrorSchema, problemSchema } from '../../../contracts/problem.ts';
import { sftpStatusInputSchema, sftpStatusSchema } from '../../../contracts/sftp.ts';
import { cargoItemSchema, cargoListSchema, hazmatEntrySchema } from '../../../contracts/shipment/cargo.ts';
import {
  announceDialogResultSchema,
  announcePrefillSchema,
  inquiryPayloadSchema,
  loadingListSchema,
} from '../../../contracts/shipment/dialogs.ts';
import { moneySchema } from '../../../contracts/shipment/fields.ts';
import {
  journeyCurrentSchema,
  journeyEntrySchema,
  journeyPlaceSchema,
  journeyTimelineSchema,
  statusReportResultSchema,
  statusReportSchema,
} from '../../../contracts/shipment/journey.ts';
import { orderRulesSchema } from '../../../contracts/shipment/order-rules.ts';
import { invoiceRecipientSchema, partySchema, senderSchema } from '../../../contracts/shipment/party.ts';
import { pickUpOrderRequestSchema } from '../../../contracts/shipment/pick-up-order.ts';
import { shipmentAuditEntrySchema, shipmentRevisionSchema } from '../../../contracts/shipment/revision.ts';
import {
  quotationSchema,
  shipmentPayloadSchema,
  shipmentSchema,
} from '../../../contracts/shipment/shipment.ts';
import { trackingRequestSchema, trackingSchema } from '../../../contracts/shipment/tracking.ts';
import { backendStatusSchema } from '../../../contracts/status.ts';

/**
 * The contract schemas the OpenAPI document names: each appears once under `components.schemas` and
 * every operation refers to it with `$ref`. A request body's name ends in `Payload`; no name may end
 * in `Input`, which fastify-type-provider-zod appends to the input variant of a named schema.
 */
export const SCHEMA_NAMES: readonly (readonly [z.ZodType, string])[] = [
  [problemSchema, 'Problem'],
  [fieldErrorSchema, 'FieldError'],
  [halLinkSchema, 'HalLink'],
  [pageMetadataSchema, 'PageMetadata'],
  [auditEntrySchema, 'AuditEntry'],
  // Shipments and their documents
  [shipmentSchema, 'Shipment'],
  [shipmentPayloadSchema, 'ShipmentPayload'],
  [shipmentRevisionSchema, 'ShipmentRevision'],
  [shipmentAuditEntrySchema, 'ShipmentAuditEntry'],
  [trackingRequestSchema, 'TrackingPayload'],
  [trackingSchema, 'Tracking'],
  [partySchema, 'Party'],
  [senderSchema, 'Sender'],
  [invoiceRecipientSchema, 'OrderInvoiceRecipient'],
  [cargoListSchema, 'CargoList'],
  [cargoItemSchema, 'CargoItem'],
  [hazmatEntrySchema, 'HazmatEntry'],
  [moneySchema, 'Money'],
  [quotationSchema, 'Quotation'],
  [orderRulesSchema, 'OrderRules'],
  [loadingListSchema, 'LoadingList'],
  [pickUpOrderRequestSchema, 'PickUpOrderRequest'],
  [statusReportSchema, 'StatusReport'],
  [statusReportResultSchema, 'StatusReportResult'],
  [journeyPlaceSchema, 'JourneyPlace'],
  [journeyEntrySchema, 'JourneyEntry'],
  [journeyCurrentSchema, 'JourneyCurrent'],
  [journeyTimelineSchema, 'JourneyTimeline'],
  [inquiryPayloadSchema, 'InquiryPayload'],
  [announceDialogResultSchema, 'Announcement'],
  [announcePrefillSchema, 'AnnouncePrefill'],
  [batchAnnounceRequestSchema, 'BatchAnnounceRequest'],
  [batchCommissionRequestSchema, 'BatchCommissionRequest'],
  [batchItemResultSchema, 'BatchItemResult'],
  [batchJobSchema, 'BatchJob'],
  // Mails
  [mailPersistenceEventSchema, 'MailPersistenceEvent'],
  [mailAttachmentSchema, 'MailAttachment'],
  [mailboxMessageSchema, 'MailboxMessage'],
  // Address book, invoice recipients, templates, settings
  [addressSchema, 'Address'],
  [addressInputSchema, 'AddressPayload'],
  [invoiceRecipientAddressSchema, 'InvoiceRecipientAddress'],
  [invoiceRecipientInputSchema, 'InvoiceRecipientAddressPayload'],
  [cargoItemTemplateSchema, 'CargoItemTemplate'],
  [cargoItemTemplateInputSchema, 'CargoItemTemplatePayload'],
  [personalSettingSchema, 'PersonalSetting'],
  // Account, registration, legal
  [userSchema, 'SignedInUser'],
  [customerCompanySchema, 'CustomerCompany'],
  [registrationSchema, 'Registration'],
  [registrationResultSchema, 'RegistrationResult'],
  [captchaChallengeSchema, 'CaptchaChallenge'],
  [legalInformationSchema, 'LegalInformation'],
  [backendStatusSchema, 'BackendStatus'],
  // Reference data
  [countrySchema, 'Country'],
  [countryInputSchema, 'CountryPayload'],
  [currencySchema, 'Currency'],
  [incotermCodeSchema, 'IncotermCode'],
  [packagingCodeSchema, 'PackagingCode'],
  [hazmatCodeSchema, 'HazmatCode'],
  [hazmatSchema, 'Hazmat'],
  [notificationCodeSchema, 'NotificationCode'],
  [productSchema, 'Product'],
  [zipCodeAreaSchema, 'ZipCodeArea'],
  [zipCodeSyncResultSchema, 'ZipCodeSyncResult'],
  [holidaysSchema, 'Holidays'],
  // Administration
  [adminCustomerSchema, 'Customer'],
  [customerInputSchema, 'CustomerPayload'],
  [customerSettingSchema, 'CustomerSetting'],
  [memberUserSchema, 'MemberUser'],
  [locationSummarySchema, 'LocationSummary'],
  [locationSchema, 'Location'],
  [locationInputSchema, 'LocationPayload'],
  [locationEmailsInputSchema, 'LocationEmailsPayload'],
  [zipRangeSchema, 'ZipRange'],
  [sftpStatusSchema, 'SftpStatus'],
  [sftpStatusInputSchema, 'SftpStatusPayload'],
  // Customers' systems: API clients, webhook subscriptions, deliveries and the events they carry
  [apiClientSchema, 'ApiClient'],
  [apiClientInputSchema, 'ApiClientPayload'],
  [apiClientCreatedSchema, 'ApiClientCreated'],
  [webhookSubscriptionSchema, 'WebhookSubscription'],
  [webhookSubscriptionInputSchema, 'WebhookSubscriptionPayload'],
  [webhookSubscriptionCreatedSchema, 'WebhookSubscriptionCreated'],
  [webhookDeliverySchema, 'WebhookDelivery'],
  [webhookPayloadSchemas['shipment.saved'], 'ShipmentSavedEvent'],
  [webhookPayloadSchemas['shipment.announced'], 'ShipmentAnnouncedEvent'],
  [webhookPayloadSchemas['shipment.commissioned'], 'ShipmentCommissionedEvent'],
  [webhookPayloadSchemas['shipment.cancelled'], 'ShipmentCancelledEvent'],
  [webhookPayloadSchemas['shipment.cargoListCreated'], 'ShipmentCargoListCreatedEvent'],
  [webhookPayloadSchemas['shipment.statusReported'], 'ShipmentStatusReportedEvent'],
  [webhookPayloadSchemas['shipment.delivered'], 'ShipmentDeliveredEvent'],
  [webhookPayloadSchemas['shipment.exception'], 'ShipmentExceptionEvent'],
];

/**
 * Gives the schemas their names in zod's global registry, which fastify-type-provider-zod reads to
 * emit `$ref`s. The very instances the routes use are registered, so the contracts stay as they are.
 */
export function nameContractSchemas(): void {
  for (const [schema, id] of SCHEMA_NAMES) {
    if (id.endsWith('Input')) throw new Error(`schema name ${id}: the Input suffix is the input variant's`);
    z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
  }
}
