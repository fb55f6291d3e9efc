import { describe, expect, it } from 'vitest';
import {
  collectOnDeliveryOffered,
  currencyLimits,
  defaultInsuranceCover,
  exceedsCollectOnDeliveryMaximum,
  exceedsInsuranceThreshold,
} from './money.ts';

const none = () => undefined;

describe('currency limits', () => {
  it('given no configuration, then the EUR and CZK fallbacks of the spec apply', () => {
    expect(currencyLimits('EUR', none)).toMatchObject({
      insuranceThreshold: 50_000,
      insuranceDefaultPerKg: 20,
      collectOnDeliveryMaximum: 5_000,
    });
    expect(currencyLimits('CZK', none)).toMatchObject({
      insuranceThreshold: 1_000_000,
      insuranceDefaultPerKg: 500,
      collectOnDeliveryMaximum: 120_000,
    });
    expect(currencyLimits('PLN', none)).toBeUndefined();
  });

  it('given a configured currency, then its limits win over the fallback', () => {
    const configured = {
      isoCode: 'EUR',
      insuranceThreshold: 1,
      insuranceDefaultPerKg: 2,
      collectOnDeliveryMaximum: 3,
    };
    expect(currencyLimits('EUR', (iso) => (iso === 'EUR' ? configured : undefined))).toBe(configured);
  });

  it('checks collect on delivery against the maximum', () => {
    const eur = currencyLimits('EUR', none);
    expect(exceedsCollectOnDeliveryMaximum(5_000, eur)).toBe(false);
    expect(exceedsCollectOnDeliveryMaximum(5_000.01, eur)).toBe(true);
    expect(exceedsCollectOnDeliveryMaximum(1e9, undefined)).toBe(false);
  });

  it('advises above the insurance threshold and computes the default cover per kg', () => {
    const czk = currencyLimits('CZK', none)!;
    expect(exceedsInsuranceThreshold(1_000_000, czk)).toBe(false);
    expect(exceedsInsuranceThreshold(1_000_001, czk)).toBe(true);
    expect(defaultInsuranceCover(120, czk)).toBe(60_000);
  });

  it('offers collect on delivery within CZ and SK for an enabled product, or when a value exists', () => {
    expect(collectOnDeliveryOffered('CZ', 'SK', true, false)).toBe(true);
    expect(collectOnDeliveryOffered('CZ', 'DE', true, false)).toBe(false);
    expect(collectOnDeliveryOffered('CZ', 'CZ', false, false)).toBe(false);
    expect(collectOnDeliveryOffered('DE', 'DE', false, true)).toBe(true);
  });
});
