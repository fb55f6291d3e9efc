import type { JourneyPlace, JourneyReasonCode, JourneyStatusCode, PodCondition, PodFile } from './journey.ts';
import type { PickUpOrderType } from './pick-up-order.ts';
import type { Quotation, ShipmentData } from './shipment.ts';
import type { ShipmentType } from './state.ts';

/** The event types of a shipment's stream; the domain defines their data, read models follow them. */
export const shipmentEventTypes = [
  'ShipmentDrafted',
  'ShipmentSaved',
  'ShipmentAnnouncementRequested',
  'ShipmentAnnounced',
  'ShipmentCommissioned',
  'ShipmentCancelled',
  'ShipmentDeleted',
  'CargoListCreated',
  'QuotationRecorded',
  'PickUpOrderIssued',
  'ShipmentStatusReported',
] as const;

/** One changed field of a save: the dotted path and its new value (null when the field was removed). */
export interface FieldChange {
  path: string;
  value: unknown;
}

/**
 * Events of a shipment's stream. Every event that changes what a user sees carries `changes`
 * (path -> new value, including 'state'), so the audit log is a projection of them: ShipmentDrafted
 * is ADD, ShipmentDeleted is DEL, the others are MOD. Events that change the order also carry the
 * full new `shipment`, so read models never need the domain to replay a diff.
 */
export type ShipmentDrafted = {
  type: 'ShipmentDrafted';
  data: {
    shipmentNumber: string;
    emonsCustomerId: string;
    location?: string;
    shipmentType: ShipmentType;
    shipment: ShipmentData;
    changes: FieldChange[];
  };
};

export type ShipmentSaved = {
  type: 'ShipmentSaved';
  data: {
    shipmentNumber: string;
    shipmentType: ShipmentType;
    shipment: ShipmentData;
    changes: FieldChange[];
  };
};

export type ShipmentAnnouncementRequested = {
  type: 'ShipmentAnnouncementRequested';
  data: {
    shipmentNumber: string;
    shipmentType: ShipmentType;
    shipment: ShipmentData;
    changes: FieldChange[];
  };
};

export type ShipmentAnnounced = {
  type: 'ShipmentAnnounced';
  data: { shipmentNumber: string; shippingNoticeCreated: string; changes: FieldChange[] };
};

export type ShipmentCommissioned = {
  type: 'ShipmentCommissioned';
  data: {
    shipmentNumber: string;
    shipmentType: ShipmentType;
    shipment: ShipmentData;
    commissionedOn: string;
    changes: FieldChange[];
  };
};

export type ShipmentCancelled = {
  type: 'ShipmentCancelled';
  data: { shipmentNumber: string; cancelledAt: string; changes: FieldChange[] };
};

export type ShipmentDeleted = {
  type: 'ShipmentDeleted';
  data: { shipmentNumber: string; deletedAt: string };
};

export type CargoListCreated = {
  type: 'CargoListCreated';
  data: { shipmentNumber: string; loadingListId: string; createdAt: string; changes: FieldChange[] };
};

/** A price quotation the customer requested, shown with the shipment. */
export type QuotationRecorded = {
  type: 'QuotationRecorded';
  data: { shipmentNumber: string; quotation: Quotation; quotedAt: string; changes: FieldChange[] };
};

/**
 * A pick-up order was issued to a partner (as a PDF). The history keeps who was asked and for when,
 * not the whole order; the shipment itself does not change.
 */
export type PickUpOrderIssued = {
  type: 'PickUpOrderIssued';
  data: {
    shipmentNumber: string;
    orderType: PickUpOrderType;
    partnerName: string;
    partnerEmail: string;
    shippingDate?: string;
    deliveryDate?: string;
    issuedAt: string;
    changes: FieldChange[];
  };
};

/**
 * A status of the shipment's journey after commissioning, as a forwarder's system reported it
 * (docs/decisions/0230). `current` says whether it became the current status when it was recorded:
 * a late report (older `occurredAt`) and one after the journey ended are history only.
 */
export type ShipmentStatusReported = {
  type: 'ShipmentStatusReported';
  data: {
    shipmentNumber: string;
    reportId: string;
    status: JourneyStatusCode;
    occurredAt: string;
    place?: JourneyPlace;
    reason?: JourneyReasonCode;
    remarks?: string;
    sscc?: string;
    reporter?: string;
    /** Proof of delivery of a DELIVERED report; `receiverName` is personal data. */
    pod?: {
      receiverName?: string;
      receivedAt?: string;
      packages?: number;
      condition?: PodCondition;
      file?: PodFile;
    };
    /** The forwarder's own code the report came with (docs/decisions/0236), for the audit trail. */
    reportedCode?: string;
    reportedAt: string;
    current: boolean;
    changes: FieldChange[];
  };
};

export type ShipmentEvent =
  | ShipmentDrafted
  | ShipmentSaved
  | ShipmentAnnouncementRequested
  | ShipmentAnnounced
  | ShipmentCommissioned
  | ShipmentCancelled
  | ShipmentDeleted
  | CargoListCreated
  | QuotationRecorded
  | PickUpOrderIssued
  | ShipmentStatusReported;

export type ShipmentEventType = ShipmentEvent['type'];

/** Compiles only while the event union and the contract's list of event types name the same types. */
export const eventTypesListed: [ShipmentEventType] extends [(typeof shipmentEventTypes)[number]]
  ? [(typeof shipmentEventTypes)[number]] extends [ShipmentEventType]
    ? true
    : never
  : never = true;
