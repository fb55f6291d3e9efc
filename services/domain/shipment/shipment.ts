import type { ShipmentEvent } from '../../../contracts/shipment/events.ts';
import type {
  Quotation,
  ShipmentData,
  ShipmentStateName,
  ShipmentType,
} from '../../../contracts/shipment/index.ts';

export type {
  CargoListCreated,
  PickUpOrderIssued,
  QuotationRecorded,
  ShipmentAnnounced,
  ShipmentAnnouncementRequested,
  ShipmentCancelled,
  ShipmentCommissioned,
  ShipmentDeleted,
  ShipmentDrafted,
  ShipmentEvent,
  ShipmentEventType,
  ShipmentSaved,
} from '../../../contracts/shipment/events.ts';
export { shipmentEventTypes } from '../../../contracts/shipment/events.ts';

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
