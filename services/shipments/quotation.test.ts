import { describe, expect, it } from 'vitest';
import { shipmentDataSchema } from '../../contracts/shipment/index.ts';
import { order } from '../domain/shipment/fixtures.ts';
import { quoteShipment } from './quotation.ts';

const parsed = (overrides = {}) => shipmentDataSchema.parse(order(overrides));

describe('the quotation tariff', () => {
  it('prices a national P01 order as base price plus weight, without surcharges', () => {
    // 45 EUR base + 480 kg x 0.12 EUR
    expect(quoteShipment(parsed(), 'EUR')).toEqual({
      price: { value: 102.6, currency: 'EUR' },
      additionalCosts: [],
    });
  });

  it('adds cross-border, collect-on-delivery and insurance surcharges to the total', () => {
    const quotation = quoteShipment(
      parsed({
        consignee: { name: 'Huber', street: 'Gasse 1', zipCode: '1210', city: 'Wien', country: 'AT' },
        collectOnDelivery: { value: 1000, currency: 'EUR' },
        insuranceValue: { value: 10000, currency: 'EUR' },
      }),
      'EUR',
    );
    expect(quotation.additionalCosts).toEqual([
      { costIdentifier: 'CROSS_BORDER', price: { value: 30, currency: 'EUR' } },
      { costIdentifier: 'COLLECT_ON_DELIVERY', price: { value: 20, currency: 'EUR' } },
      { costIdentifier: 'INSURANCE', price: { value: 30, currency: 'EUR' } },
    ]);
    expect(quotation.price).toEqual({ value: 182.6, currency: 'EUR' });
  });

  it('quotes CZK branches at the fixed rate and is deterministic', () => {
    const first = quoteShipment(parsed(), 'CZK');
    expect(first.price).toEqual({ value: 2565, currency: 'CZK' });
    expect(quoteShipment(parsed(), 'CZK')).toEqual(first);
  });
});
