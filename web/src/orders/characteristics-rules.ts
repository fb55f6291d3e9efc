import type { Currency } from '../../../contracts/masterdata/reference.ts';
import { collectOnDeliveryRoute } from '../../../contracts/rules/collect-on-delivery.ts';

/**
 * Whether the cash-on-delivery amount may be entered: both places in CZ or SK and a product that
 * allows it; a value already present stays editable, so it can be corrected or removed.
 */
export function collectOnDeliveryEnabled(
  senderCountry: string | undefined,
  consigneeCountry: string | undefined,
  product: { codEnabled: boolean } | undefined,
  value: unknown,
): boolean {
  if (value !== undefined && value !== null && value !== '') return true;
  return collectOnDeliveryRoute(senderCountry, consigneeCountry) && Boolean(product?.codEnabled);
}

export type InsuranceHint =
  | { key: 'order.insuranceValue.defaultInsurance'; currency: string; perKg: number }
  | { key: 'order.insuranceValue.adviceText'; currency: string; threshold: number };

/**
 * The insurance messages of spec section 8: the default insurance per kg (not for waiver customers)
 * and the advice once the value exceeds the currency's threshold.
 */
export function insuranceHints(
  value: number | string | undefined,
  currency: Currency | undefined,
  waiverCustomer: boolean,
): InsuranceHint[] {
  if (!currency) return [];
  const hints: InsuranceHint[] = [];
  if (!waiverCustomer) {
    hints.push({
      key: 'order.insuranceValue.defaultInsurance',
      currency: currency.isoCode,
      perKg: currency.insuranceDefaultPerKg,
    });
  }
  const amount = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
  if (amount !== undefined && Number.isFinite(amount) && amount > currency.insuranceThreshold) {
    hints.push({
      key: 'order.insuranceValue.adviceText',
      currency: currency.isoCode,
      threshold: currency.insuranceThreshold,
    });
  }
  return hints;
}
