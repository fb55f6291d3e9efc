import type { CurrencyLimits, CurrencyLookup } from './reference.ts';

/** Fallbacks of spec section 9, used when the currency has no configuration of its own. */
export const FALLBACK_CURRENCY_LIMITS: Readonly<Record<string, CurrencyLimits>> = {
  EUR: {
    isoCode: 'EUR',
    insuranceThreshold: 50_000,
    insuranceDefaultPerKg: 20,
    collectOnDeliveryMaximum: 5_000,
  },
  CZK: {
    isoCode: 'CZK',
    insuranceThreshold: 1_000_000,
    insuranceDefaultPerKg: 500,
    collectOnDeliveryMaximum: 120_000,
  },
};

export function currencyLimits(isoCode: string, lookup: CurrencyLookup): CurrencyLimits | undefined {
  return lookup(isoCode) ?? FALLBACK_CURRENCY_LIMITS[isoCode];
}

/** Collect on delivery may not exceed the currency's maximum; unknown currencies have no maximum. */
export function exceedsCollectOnDeliveryMaximum(value: number, limits: CurrencyLimits | undefined): boolean {
  return limits !== undefined && value > limits.collectOnDeliveryMaximum;
}

/** An insurance value above the threshold shows the advice text (order.insuranceValue.adviceText). */
export function exceedsInsuranceThreshold(value: number, limits: CurrencyLimits | undefined): boolean {
  return limits !== undefined && value > limits.insuranceThreshold;
}

/** Cover without an insurance value: the default per kg times the cargo weight. */
export function defaultInsuranceCover(weightKg: number, limits: CurrencyLimits): number {
  return Math.round(weightKg * limits.insuranceDefaultPerKg * 100) / 100;
}

const COLLECT_ON_DELIVERY_COUNTRIES = ['CZ', 'SK'];

/** The form offers collect on delivery only within CZ and SK for a product allowing it, or when already set. */
export function collectOnDeliveryOffered(
  senderCountry: string,
  consigneeCountry: string,
  codEnabled: boolean,
  hasValue: boolean,
): boolean {
  return (
    hasValue ||
    (codEnabled &&
      COLLECT_ON_DELIVERY_COUNTRIES.includes(senderCountry) &&
      COLLECT_ON_DELIVERY_COUNTRIES.includes(consigneeCountry))
  );
}
