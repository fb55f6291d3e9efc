/**
 * The reference facts the shipment rules need, as plain data. The master data module owns the
 * records; callers pass what applies to one shipment, so the rules stay pure.
 */

/** Delivery window in workdays after the shipping date; without `max` it ends two months out. */
export interface DeliveryDateWindow {
  min: number;
  max?: number;
}

export interface ProductRules {
  identifier: string;
  /** Absent: the product has no delivery window. */
  deliveryDateWindow?: DeliveryDateWindow;
  deliveryDateIsOptional: boolean;
  codEnabled: boolean;
  /** Identifiers of the delivery notes the product allows; absent: every note. */
  allowedDeliveryNotes?: readonly string[];
  /** NATIONAL: within one country; INTERNATIONAL: across a border; ALL (or absent): both. */
  scope?: 'ALL' | 'NATIONAL' | 'INTERNATIONAL';
}

/** Whether a product goes from `origin` to `destination` (countries): its scope decides. */
export function productServesRoute(
  product: Pick<ProductRules, 'scope'>,
  origin: string,
  destination: string,
): boolean {
  if (product.scope === 'NATIONAL') return origin === destination;
  if (product.scope === 'INTERNATIONAL') return origin !== destination;
  return true;
}

export interface CurrencyLimits {
  isoCode: string;
  insuranceThreshold: number;
  insuranceDefaultPerKg: number;
  collectOnDeliveryMaximum: number;
}

/** Looks up the configured limits of a currency; undefined when none are configured. */
export type CurrencyLookup = (isoCode: string) => CurrencyLimits | undefined;

export interface IncotermCode {
  identifier: string;
  international: boolean;
}

/** Delivery note codes as the rules read them; shared with the web app. */
export type { NotificationCodeRules } from '../../../contracts/rules/delivery-notes.ts';
