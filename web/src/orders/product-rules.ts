import type { Product } from '../../../contracts/masterdata/reference.ts';
import { addMonths, type IsoDate, type WorkdayCalendar } from '../../../contracts/rules/calendar.ts';

/** Shipping and delivery dates lie at most two months ahead (spec section 9). */
export const HORIZON_MONTHS = 2;

/** The product an order starts with once both places are known (spec section 9). */
export const DEFAULT_PRODUCT = 'P01';

type ProductRules = Pick<Product, 'identifier' | 'deliveryDateWindow' | 'deliveryDateIsOptional'>;

/** Products 150, 230 and 352 need no fixed delivery date: with a mandatory window they are not offered. */
const WINDOWLESS_ONLY = new Set(['150', '230', '352']);

export function isSelectable(product: ProductRules): boolean {
  return (
    !WINDOWLESS_ONLY.has(product.identifier) || !product.deliveryDateWindow || product.deliveryDateIsOptional
  );
}

export function hasFixedWindow(product: ProductRules | undefined): boolean {
  const window = product?.deliveryDateWindow;
  return Boolean(window && window.max === window.min);
}

export interface DateRange {
  earliest: IsoDate;
  latest: IsoDate;
}

/**
 * The delivery dates a product allows for a shipping date, counted in workdays of the consignee
 * country; without a window, from the shipping date to two months out.
 */
export function deliveryRange(
  product: ProductRules | undefined,
  shippingDate: IsoDate,
  consigneeCountry: string,
  calendar: WorkdayCalendar,
): DateRange {
  const window = product?.deliveryDateWindow;
  const horizon = addMonths(shippingDate, HORIZON_MONTHS);
  if (!window) return { earliest: shippingDate, latest: horizon };
  return {
    earliest: calendar.addWorkdays(shippingDate, window.min, consigneeCountry),
    latest: window.max === null ? horizon : calendar.addWorkdays(shippingDate, window.max, consigneeCountry),
  };
}

/** Spec section 4: a new shipping date sets a fixed window's delivery date and clears any other. */
export function deliveryDateForShippingDate(
  product: ProductRules | undefined,
  shippingDate: IsoDate,
  consigneeCountry: string,
  calendar: WorkdayCalendar,
): IsoDate {
  if (!shippingDate || !product || !hasFixedWindow(product)) return '';
  return deliveryRange(product, shippingDate, consigneeCountry, calendar).earliest;
}

/**
 * Spec section 4, on a product change: a fixed window sets the delivery date; a different window
 * clears it and asks for a new one (focus); no window or no shipping date clears it.
 */
export function deliveryDateForProduct(
  previous: ProductRules | undefined,
  next: ProductRules | undefined,
  shippingDate: IsoDate,
  deliveryDate: IsoDate,
  consigneeCountry: string,
  calendar: WorkdayCalendar,
): { deliveryDate: IsoDate; focus: boolean } {
  if (!next?.deliveryDateWindow || !shippingDate) return { deliveryDate: '', focus: false };
  if (hasFixedWindow(next)) {
    return {
      deliveryDate: deliveryDateForShippingDate(next, shippingDate, consigneeCountry, calendar),
      focus: false,
    };
  }
  const sameWindow =
    previous?.deliveryDateWindow?.min === next.deliveryDateWindow.min &&
    previous?.deliveryDateWindow?.max === next.deliveryDateWindow.max;
  return sameWindow ? { deliveryDate, focus: false } : { deliveryDate: '', focus: true };
}

export type ProductWarning = 'product.requires-consultation' | 'product.transitTimeShorteningPossible';

/** The warnings the product card shows for a chosen product (spec section 8). */
export function productWarnings(
  product: Pick<Product, 'requiresConsultation' | 'region' | 'deliveryDateWindow'> | undefined,
): ProductWarning[] {
  if (!product) return [];
  const warnings: ProductWarning[] = [];
  if (product.requiresConsultation) warnings.push('product.requires-consultation');
  if (product.region === 'EU' && product.deliveryDateWindow)
    warnings.push('product.transitTimeShorteningPossible');
  return warnings;
}

/** Delivery time slots of products with a timeslot (spec section 9): until 08, 10, 12; from 13, 15, 17. */
export const TIME_SLOTS = [
  { value: 'until-08:00', until: '08:00' },
  { value: 'until-10:00', until: '10:00' },
  { value: 'until-12:00', until: '12:00' },
  { value: 'from-13:00', from: '13:00' },
  { value: 'from-15:00', from: '15:00' },
  { value: 'from-17:00', from: '17:00' },
] as const;

/** The slot a shipment's delivery times stand for, if they are one. */
export function timeSlotOf(from: string | undefined, until: string | undefined): string | null {
  const slot = TIME_SLOTS.find((candidate) =>
    'until' in candidate ? !from && until === candidate.until : !until && from === candidate.from,
  );
  return slot?.value ?? null;
}

/** The delivery times a slot sets. */
export function timesOfSlot(value: string | null): { deliveryTimeFrom: string; deliveryTimeUntil: string } {
  const slot = TIME_SLOTS.find((candidate) => candidate.value === value);
  if (!slot) return { deliveryTimeFrom: '', deliveryTimeUntil: '' };
  return 'until' in slot
    ? { deliveryTimeFrom: '', deliveryTimeUntil: slot.until }
    : { deliveryTimeFrom: slot.from, deliveryTimeUntil: '' };
}

interface PartyFacts {
  emonsCustomerId?: string | undefined;
  isNeutral?: boolean | undefined;
}

/**
 * The parties flags of the product query (docs/decisions/0049): a party is the customer itself when
 * its provider customer id is one of the signed-in user's customers.
 */
export function partyFlags(
  sender: PartyFacts,
  consignee: PartyFacts,
  neutral: boolean,
  customerIds: readonly string[],
): { originIsCustomer: boolean; originIsNeutral: boolean; destinationIsCustomer: boolean } {
  const own = (party: PartyFacts) =>
    Boolean(party.emonsCustomerId && customerIds.includes(party.emonsCustomerId));
  return {
    originIsCustomer: own(sender),
    originIsNeutral: neutral || Boolean(sender.isNeutral),
    destinationIsCustomer: own(consignee),
  };
}
