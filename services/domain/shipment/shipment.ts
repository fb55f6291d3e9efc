import type { ShipmentEvent } from '../../../contracts/shipment/events.ts';
import type {
  JourneyPoint,
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
  ShipmentStatusReported,
} from '../../../contracts/shipment/events.ts';
export { shipmentEventTypes } from '../../../contracts/shipment/events.ts';

/** One stream per shipment. */
export function shipmentStreamId(shipmentNumber: string): string {
  return `shipment-${shipmentNumber}`;
}

/** Nothing is recorded for the shipment yet. */
export interface NewShipment {
  state: 'NEW';
  type: 'UNDEFINED';
}

/** A saved order in any status after NEW; a deleted one keeps its last status. */
export interface SavedShipment {
  state: Exclude<ShipmentStateName, 'NEW'>;
  deleted: boolean;
  type: ShipmentType;
  shipmentNumber: string;
  emonsCustomerId: string;
  location?: string | undefined;
  shipment: ShipmentData;
  shippingNoticeCreated?: string;
  commissionedOn?: string;
  quotation?: Quotation;
  loadingListIds: string[];
  /** The journey after commissioning: the report ids seen (for idempotency) and the current status. */
  journey?: { reportIds: ReadonlySet<string>; current?: JourneyPoint };
}

/** What the decider knows of a shipment: a union by status, so a saved one always has its order. */
export type ShipmentState = NewShipment | SavedShipment;

export const initialState: ShipmentState = { state: 'NEW', type: 'UNDEFINED' };

/** A saved shipment that is not deleted: the one a command or a document may work on. */
export function isLive(state: ShipmentState): state is SavedShipment {
  return state.state !== 'NEW' && !state.deleted;
}

export function evolve(state: ShipmentState, event: ShipmentEvent): ShipmentState {
  if (event.type === 'ShipmentDrafted') {
    const { shipmentNumber, emonsCustomerId, location, shipmentType, shipment } = event.data;
    return {
      state: 'DRAFT',
      deleted: false,
      shipmentNumber,
      emonsCustomerId,
      location,
      type: shipmentType,
      shipment,
      loadingListIds: [],
    };
  }
  // Every other event follows ShipmentDrafted in a stream.
  return state.state === 'NEW' ? state : evolveSaved(state, event);
}

function evolveSaved(
  saved: SavedShipment,
  event: Exclude<ShipmentEvent, { type: 'ShipmentDrafted' }>,
): SavedShipment {
  switch (event.type) {
    case 'ShipmentSaved':
      return { ...saved, type: event.data.shipmentType, shipment: event.data.shipment };
    case 'ShipmentAnnouncementRequested':
      return {
        ...saved,
        state: 'CREATE_ANNOUNCEMENT',
        type: event.data.shipmentType,
        shipment: event.data.shipment,
      };
    case 'ShipmentAnnounced':
      return { ...saved, state: 'ANNOUNCED', shippingNoticeCreated: event.data.shippingNoticeCreated };
    case 'ShipmentCommissioned':
      return {
        ...saved,
        state: 'FINALIZED',
        type: event.data.shipmentType,
        shipment: event.data.shipment,
        commissionedOn: event.data.commissionedOn,
      };
    case 'ShipmentCancelled':
      return { ...saved, state: 'CANCELLED' };
    case 'ShipmentDeleted':
      return { ...saved, deleted: true };
    case 'CargoListCreated':
      return {
        ...saved,
        state: 'CARGO_LIST_CREATED',
        loadingListIds: [...saved.loadingListIds, event.data.loadingListId],
      };
    case 'QuotationRecorded':
      return { ...saved, quotation: event.data.quotation };
    case 'PickUpOrderIssued':
      return saved;
    case 'ShipmentStatusReported':
      return { ...saved, journey: journeyAfter(saved.journey, event.data) };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

function journeyAfter(
  journey: SavedShipment['journey'],
  report: { reportId: string; status: string; occurredAt: string; current: boolean },
): NonNullable<SavedShipment['journey']> {
  const reportIds = new Set(journey?.reportIds ?? []);
  reportIds.add(report.reportId);
  const current = report.current
    ? { status: report.status, occurredAt: report.occurredAt }
    : journey?.current;
  return current ? { reportIds, current } : { reportIds };
}
