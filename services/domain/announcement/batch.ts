import { addWorkdays, type IsoDate } from '../rules/calendar.ts';
import { shiftDeliveryDate } from '../rules/deliveryWindow.ts';
import type { AnnounceCandidate } from './prefill.ts';

/** The announce dialog's result (spec section 3). */
export interface AnnounceDialogResult {
  dateFrom: IsoDate;
  dateUntil?: IsoDate;
  timeFrom?: string;
  timeUntil?: string;
  notice?: string;
  deliveryDate?: IsoDate;
}

/**
 * The delivery date a shipment gets in a batch announcement: shipments with a mandatory delivery
 * window take the chosen delivery date, or keep the workday gap between their old shipping and
 * delivery dates from the new shipping date. For the others it answers undefined: they keep theirs,
 * moved by the single-announcement rule when the new shipping date overtakes it.
 */
export function batchDeliveryDate(
  shipment: AnnounceCandidate,
  result: AnnounceDialogResult,
): IsoDate | undefined {
  const mandatory = shipment.deliveryDateWindow !== undefined && !shipment.deliveryDateIsOptional;
  if (!mandatory) return undefined;
  if (result.deliveryDate) return result.deliveryDate;
  const window = shipment.deliveryDateWindow;
  if (!shipment.shippingDate || !shipment.deliveryDate) {
    return window ? addWorkdays(result.dateFrom, window.min, shipment.consigneeCountry) : undefined;
  }
  const shifted = shiftDeliveryDate(
    shipment.shippingDate,
    shipment.deliveryDate,
    result.dateFrom,
    shipment.consigneeCountry,
  );
  const earliest = window ? addWorkdays(result.dateFrom, window.min, shipment.consigneeCountry) : shifted;
  // ISO dates compare as text.
  if (shifted < earliest) return earliest;
  return shifted;
}
