import { describe, expect, it } from 'vitest';
import { collectOnDeliveryEnabled, insuranceHints } from './characteristics-rules.ts';

const eur = {
  isoCode: 'EUR',
  insuranceThreshold: 50_000,
  insuranceDefaultPerKg: 20,
  collectOnDeliveryMaximum: 5_000,
  _links: {},
};

describe('order characteristics rules', () => {
  it('allows cash on delivery only between CZ and SK with a product that allows it', () => {
    expect(collectOnDeliveryEnabled('CZ', 'SK', { codEnabled: true }, undefined)).toBe(true);
    expect(collectOnDeliveryEnabled('CZ', 'CZ', { codEnabled: true }, '')).toBe(true);
    expect(collectOnDeliveryEnabled('DE', 'CZ', { codEnabled: true }, undefined)).toBe(false);
    expect(collectOnDeliveryEnabled('CZ', 'SK', { codEnabled: false }, undefined)).toBe(false);
    expect(collectOnDeliveryEnabled('CZ', 'SK', undefined, undefined)).toBe(false);
    // A value already there stays editable.
    expect(collectOnDeliveryEnabled('DE', 'DE', { codEnabled: false }, 120)).toBe(true);
  });

  it('names the default insurance unless the customer waived it, and advises above the threshold', () => {
    expect(insuranceHints(undefined, eur, false)).toEqual([
      { key: 'order.insuranceValue.defaultInsurance', currency: 'EUR', perKg: 20 },
    ]);
    expect(insuranceHints(50_000, eur, true)).toEqual([]);
    expect(insuranceHints('50000,01', eur, true)).toEqual([
      { key: 'order.insuranceValue.adviceText', currency: 'EUR', threshold: 50_000 },
    ]);
    expect(insuranceHints(60_000, undefined, false)).toEqual([]);
  });
});
