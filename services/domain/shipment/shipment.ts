import { shipmentEventTypes } from '../../../contracts/shipment/events.ts';
import type {
  PickUpOrderType,
  Quotation,
  ShipmentData,
  ShipmentStateName,
  ShipmentType,
} from '../../../contracts/shipment/index.ts';
import type { FieldChange } from './diff.ts';

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
  | PickUpOrderIssued;

export type ShipmentEventType = ShipmentEvent['type'];

export { shipmentEventTypes };

/** Compiles only while the event union and the contract's list of event types name the same types. */
export const eventTypesListed: [ShipmentEventType] extends [(typeof shipmentEventTypes)[number]]
  ? [(typeof shipmentEventTypes)[number]] extends [ShipmentEventType]
    ? true
    : never
  : never = true;

/** One stream per shipment. */
export function shipmentStreamId(shipmentNumber: string): string {
  return `shipment-${shipmentNumber}`;
}

/** What the decider needs to know of a shipment; NEW means the stream holds nothing yet. */
export interface ShipmentState {
  state: ShipmentStateName;
  deleted: boolean;
  type: ShipmentType;
  shipmentNumber?: string;
  emonsCustomerId?: string;
  location?: string;
  shipment?: ShipmentData;
  shippingNoticeCreated?: string;
  commissionedOn?: string;
  quotation?: Quotation;
  loadingListIds: string[];
}

export const initialState: ShipmentState = {
  state: 'NEW',
  deleted: false,
  type: 'UNDEFINED',
  loadingListIds: [],
};

export function evolve(state: ShipmentState, event: ShipmentEvent): ShipmentState {
  switch (event.type) {
    case 'ShipmentDrafted': {
      const { shipmentNumber, emonsCustomerId, location, shipmentType, shipment } = event.data;
      return {
        ...state,
        state: 'DRAFT',
        shipmentNumber,
        emonsCustomerId,
        location,
        type: shipmentType,
        shipment,
      };
    }
    case 'ShipmentSaved':
      return { ...state, type: event.data.shipmentType, shipment: event.data.shipment };
    case 'ShipmentAnnouncementRequested':
      return {
        ...state,
        state: 'CREATE_ANNOUNCEMENT',
        type: event.data.shipmentType,
        shipment: event.data.shipment,
      };
    case 'ShipmentAnnounced':
      return { ...state, state: 'ANNOUNCED', shippingNoticeCreated: event.data.shippingNoticeCreated };
    case 'ShipmentCommissioned':
      return {
        ...state,
        state: 'FINALIZED',
        type: event.data.shipmentType,
        shipment: event.data.shipment,
        commissionedOn: event.data.commissionedOn,
      };
    case 'ShipmentCancelled':
      return { ...state, state: 'CANCELLED' };
    case 'ShipmentDeleted':
      return { ...state, deleted: true };
    case 'CargoListCreated':
      return {
        ...state,
        state: 'CARGO_LIST_CREATED',
        loadingListIds: [...state.loadingListIds, event.data.loadingListId],
      };
    case 'QuotationRecorded':
      return { ...state, quotation: event.data.quotation };
    case 'PickUpOrderIssued':
      return state;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
