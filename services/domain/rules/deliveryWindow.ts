import type { AnnounceDialogResult, ShipmentData } from '../../../contracts/shipment/index.ts';
import { addMonths, addWorkdays, countWorkdays, type IsoDate, isWorkday } from './calendar.ts';
import type { ProductRules } from './reference.ts';

/** Shipping and delivery dates lie at most two months ahead; a window without max ends there too. */
export const HORIZON_MONTHS = 2;

export interface DateWindow {
  earliest: IsoDate;
  latest: IsoDate;
}

/**
 * The delivery dates a product allows for a shipping date: from `min` to `max` workdays after it,
 * counted in the consignee country's calendar; without `max` the window ends two months out.
 * Undefined when the product has no window.
 */
export function deliveryDateWindow(
  product: ProductRules,
  shippingDate: IsoDate,
  consigneeCountry: string,
): DateWindow | undefined {
  const window = product.deliveryDateWindow;
  if (!window) return undefined;
  return {
    earliest: addWorkdays(shippingDate, window.min, consigneeCountry),
    latest:
      window.max === undefined
        ? addMonths(shippingDate, HORIZON_MONTHS)
        : addWorkdays(shippingDate, window.max, consigneeCountry),
  };
}

export type DeliveryDateProblem = 'required' | 'outsideWindow' | 'noWorkday';

/** Why a delivery date does not fit the product, or undefined when it does. */
export function deliveryDateProblem(
  product: ProductRules,
  shippingDate: IsoDate,
  deliveryDate: IsoDate | undefined,
  consigneeCountry: string,
): DeliveryDateProblem | undefined {
  if (!deliveryDate) return product.deliveryDateIsOptional ? undefined : 'required';
  if (!isWorkday(deliveryDate, consigneeCountry)) return 'noWorkday';
  const window =
    deliveryDateWindow(product, shippingDate, consigneeCountry) ??
    ({ earliest: shippingDate, latest: addMonths(shippingDate, HORIZON_MONTHS) } satisfies DateWindow);
  return deliveryDate < window.earliest || deliveryDate > window.latest ? 'outsideWindow' : undefined;
}

/** A fixed window (min equals max) determines the delivery date by itself. */
export function hasFixedWindow(product: ProductRules): boolean {
  const window = product.deliveryDateWindow;
  return window !== undefined && window.max === window.min;
}

type AnnouncedFields = Pick<
  ShipmentData,
  | 'shippingDate'
  | 'shippingDateUntil'
  | 'shippingTimeFrom'
  | 'shippingTimeUntil'
  | 'shippingNotice'
  | 'deliveryDate'
>;

/**
 * A single announcement copies the dialog's dates, times and notice into the shipment. When the
 * shipment had a delivery date, the dialog gave none and the product's delivery date is optional,
 * the delivery date moves to the earliest date of the window if it would otherwise lie before it.
 */
export function applySingleAnnouncement<T extends AnnouncedFields>(
  shipment: T,
  result: AnnounceDialogResult,
  product: ProductRules,
  consigneeCountry: string,
): T {
  const announced: T = {
    ...shipment,
    shippingDate: result.dateFrom,
    shippingDateUntil: result.dateUntil,
    shippingTimeFrom: result.timeFrom,
    shippingTimeUntil: result.timeUntil,
    shippingNotice: result.notice,
  };
  if (result.deliveryDate) return { ...announced, deliveryDate: result.deliveryDate };
  if (shipment.deliveryDate && product.deliveryDateIsOptional) {
    const earliest = addWorkdays(result.dateFrom, product.deliveryDateWindow?.min ?? 0, consigneeCountry);
    if (shipment.deliveryDate < earliest) return { ...announced, deliveryDate: earliest };
  }
  return announced;
}

/**
 * Batch announcement moves a delivery date along with a new shipping date so the number of
 * workdays between them stays the same.
 */
export function shiftDeliveryDate(
  shippingDate: IsoDate,
  deliveryDate: IsoDate,
  newShippingDate: IsoDate,
  consigneeCountry: string,
): IsoDate {
  return addWorkdays(
    newShippingDate,
    countWorkdays(shippingDate, deliveryDate, consigneeCountry),
    consigneeCountry,
  );
}
