import { onCustomersAccount } from '../../contracts/rules/sender-account.ts';
import type { ShipmentDeleted, ShipmentDrafted, ShipmentEvent } from '../../contracts/shipment/events.ts';
import { findJourneyStatus, type Quotation, type ShipmentData } from '../../contracts/shipment/index.ts';
import { authorOf, type Recorded } from '../runner/recorded.ts';
import type { ShipmentListRow } from './tables.ts';

/** What the `document` column holds: the order as last saved and its quotation. */
export interface ShipmentListDocument {
  shipment: ShipmentData;
  quotation?: Quotation;
}

/** A shipment's row in the list, with its document typed. */
export type ShipmentListEntry = Omit<ShipmentListRow, 'document'> & { document: ShipmentListDocument };

type Patch = Partial<Omit<ShipmentListEntry, 'document'>> & { document?: Partial<ShipmentListDocument> };

/** Lower-cased text the free-text search looks in: numbers, names and cities. */
function searchText(shipmentNumber: string, order: ShipmentData): string {
  return [
    shipmentNumber,
    order.orderNumber,
    order.referenceNumber,
    order.sender.name,
    order.sender.city,
    order.sender.customerId,
    order.consignee.name,
    order.consignee.city,
    order.cargoList.items.map((item) => item.orderNumber).join(' '),
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

/** The columns that follow from the order itself. */
function orderColumns(shipmentNumber: string, order: ShipmentData) {
  return {
    sender_customer_id: order.sender.customerId ?? null,
    sender_name: order.sender.name,
    sender_city: order.sender.city,
    consignee_name: order.consignee.name,
    consignee_city: order.consignee.city,
    order_number: order.orderNumber ?? null,
    shipping_date: order.shippingDate ?? null,
    delivery_date: order.deliveryDate ?? null,
    product_identifier: order.product.identifier,
    product_name: order.product.name ?? order.product.identifier,
    hazmat: order.cargoList.items.some((item) => item.dangerousGoods || (item.hazmats?.length ?? 0) > 0),
    search: searchText(shipmentNumber, order),
  };
}

/** The version and who changed the shipment last, and when. */
function modified(event: Recorded<ShipmentEvent>) {
  const author = authorOf(event);
  return {
    version: event.streamVersion,
    last_modified_by: author.fullName,
    last_modified_login: author.login,
    last_modified_at: author.at,
  };
}

function draftedRow(event: Recorded<ShipmentDrafted>): ShipmentListEntry {
  const { shipmentNumber, emonsCustomerId, location, shipmentType } = event.data;
  const shipment = onCustomersAccount(event.data.shipment, emonsCustomerId);
  return {
    ...modified(event),
    ...orderColumns(shipmentNumber, shipment),
    shipment_number: shipmentNumber,
    customer_id: emonsCustomerId,
    location: location ?? null,
    state: 'DRAFT',
    type: shipmentType,
    shipping_notice_created: null,
    commissioned_on: null,
    journey_status: null,
    journey_occurred_at: null,
    journey_exception: false,
    document: { shipment },
  };
}

/**
 * What an event after the draft changes in the shipment's row. Orders are read with the sender rule
 * (contracts/rules/sender-account.ts), so orders stored before it show the customer's number too.
 */
function patchOf(
  event: Recorded<Exclude<ShipmentEvent, ShipmentDrafted | ShipmentDeleted>>,
  customerId: string,
): Patch {
  switch (event.type) {
    case 'ShipmentSaved':
    case 'ShipmentAnnouncementRequested':
    case 'ShipmentCommissioned': {
      const { shipmentNumber, shipmentType } = event.data;
      const shipment = onCustomersAccount(event.data.shipment, customerId);
      return {
        ...modified(event),
        ...orderColumns(shipmentNumber, shipment),
        type: shipmentType,
        document: { shipment },
        ...(event.type === 'ShipmentAnnouncementRequested' ? { state: 'CREATE_ANNOUNCEMENT' } : {}),
        ...(event.type === 'ShipmentCommissioned'
          ? { state: 'FINALIZED', commissioned_on: new Date(event.data.commissionedOn) }
          : {}),
      };
    }
    case 'ShipmentAnnounced':
      return {
        ...modified(event),
        state: 'ANNOUNCED',
        shipping_notice_created: new Date(event.data.shippingNoticeCreated),
      };
    case 'ShipmentCancelled':
      return { ...modified(event), state: 'CANCELLED' };
    case 'CargoListCreated':
      return { ...modified(event), state: 'CARGO_LIST_CREATED' };
    case 'QuotationRecorded':
      return { ...modified(event), document: { quotation: event.data.quotation } };
    case 'PickUpOrderIssued':
      // The order itself is unchanged; only its version moves, so a later save's version matches.
      return { version: event.streamVersion };
    case 'ShipmentStatusReported': {
      // A late report or one after the journey ended is history only (decided when recorded).
      if (!event.data.current) return { version: event.streamVersion };
      return {
        version: event.streamVersion,
        journey_status: event.data.status,
        journey_occurred_at: new Date(event.data.occurredAt),
        journey_exception: findJourneyStatus(event.data.status)?.exception ?? false,
      };
    }
  }
}

function merge(row: ShipmentListEntry, patch: Patch): ShipmentListEntry {
  return { ...row, ...patch, document: { ...row.document, ...patch.document } };
}

/**
 * The shipment's row after one more of its events; undefined while the list has no row for it:
 * after its deletion, or when its ShipmentDrafted lies before a rebuild's start, so that the later
 * events have nothing to change.
 */
export function foldShipmentRow(
  row: ShipmentListEntry | undefined,
  event: Recorded<ShipmentEvent>,
): ShipmentListEntry | undefined {
  if (event.type === 'ShipmentDeleted') return undefined;
  if (event.type === 'ShipmentDrafted') return row ? merge(row, draftedRow(event)) : draftedRow(event);
  return row && merge(row, patchOf(event, row.customer_id));
}
