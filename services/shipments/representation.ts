import type { HalLink as Link } from '../../contracts/hal.ts';
import {
  findJourneyStatus,
  type JourneyStatusCode,
  type Quotation,
  type ShipmentData,
  type ShipmentLinkName,
} from '../../contracts/shipment/index.ts';
import { isOpenState } from '../../contracts/shipment/state-values.ts';
import type { ShipmentListRow } from '../../projections/shipment-list/tables.ts';
import type { SavedShipment, ShipmentState } from '../domain/shipment/index.ts';

type Links = Partial<Record<ShipmentLinkName, Link>>;

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : undefined);

/** A shipment as the API returns it (contracts shipmentSchema), from its list row. */
export function shipmentFromRow(row: ShipmentListRow, links: Links) {
  const document = row.document as { shipment: ShipmentData; quotation?: Quotation };
  return {
    ...document.shipment,
    shipmentNumber: String(row.shipment_number),
    emonsCustomerId: row.customer_id,
    state: row.state as ShipmentState['state'],
    type: row.type as ShipmentState['type'],
    isOpen: isOpenState(row.state),
    ...(row.location ? { location: row.location } : {}),
    shippingTermsIdentifier: document.shipment.shippingTerms.identifier,
    shippingNoticeCreated: iso(row.shipping_notice_created),
    commissionedOn: iso(row.commissioned_on),
    lastModifiedBy: row.last_modified_by ?? undefined,
    lastModifiedAt: iso(row.last_modified_at),
    version: row.version,
    ...(document.quotation ? { quotation: document.quotation } : {}),
    ...(row.journey_status && row.journey_occurred_at
      ? {
          journey: {
            status: row.journey_status as JourneyStatusCode,
            occurredAt: new Date(row.journey_occurred_at).toISOString(),
            exception: row.journey_exception,
          },
        }
      : {}),
    _links: links,
  };
}

/**
 * A shipment from the state a command just produced, for the rare response whose read model has
 * not caught up within READ_MODEL_WAIT_MS.
 */
export function shipmentFromState(
  state: SavedShipment,
  version: number,
  modified: { by: string; at: string },
  links: Links,
) {
  const { shipment } = state;
  return {
    ...shipment,
    shipmentNumber: state.shipmentNumber,
    emonsCustomerId: state.emonsCustomerId,
    state: state.state,
    type: state.type,
    isOpen: isOpenState(state.state),
    ...(state.location ? { location: state.location } : {}),
    shippingTermsIdentifier: shipment.shippingTerms.identifier,
    shippingNoticeCreated: iso(state.shippingNoticeCreated),
    commissionedOn: iso(state.commissionedOn),
    lastModifiedBy: modified.by,
    lastModifiedAt: modified.at,
    version,
    ...(state.quotation ? { quotation: state.quotation } : {}),
    ...(state.journey?.current
      ? {
          journey: {
            status: state.journey.current.status as JourneyStatusCode,
            occurredAt: new Date(state.journey.current.occurredAt).toISOString(),
            exception: findJourneyStatus(state.journey.current.status)?.exception ?? false,
          },
        }
      : {}),
    _links: links,
  };
}
