import { describe, expect, it } from 'vitest';
import { diff } from './diff.ts';

describe('field-level diff', () => {
  it('given a changed zip code, then one change with its dotted path', () => {
    expect(
      diff(
        { consignee: { zipCode: '20457', city: 'Hamburg' } },
        { consignee: { zipCode: '20459', city: 'Hamburg' } },
      ),
    ).toEqual([{ path: 'consignee.zipCode', value: '20459' }]);
  });

  it('given a changed cargo item, then the path names its index', () => {
    const before = { cargoList: { items: [{ weight: 100 }, { weight: 5 }] } };
    const after = { cargoList: { items: [{ weight: 120 }, { weight: 5 }] } };
    expect(diff(before, after)).toEqual([{ path: 'cargoList.items[0].weight', value: 120 }]);
  });

  it('given an added item, then each of its fields; given a removed one, then its path with null', () => {
    expect(diff({ items: [{ goods: 'A' }] }, { items: [{ goods: 'A' }, { goods: 'B', weight: 3 }] })).toEqual(
      [
        { path: 'items[1].goods', value: 'B' },
        { path: 'items[1].weight', value: 3 },
      ],
    );
    expect(diff({ items: [{ goods: 'A' }, { goods: 'B' }] }, { items: [{ goods: 'A' }] })).toEqual([
      { path: 'items[1]', value: null },
    ]);
  });

  it('given a removed field or party, then its path with null', () => {
    expect(diff({ orderNumber: '4711', neutralConsignor: { name: 'N' } }, {})).toEqual([
      { path: 'orderNumber', value: null },
      { path: 'neutralConsignor', value: null },
    ]);
  });

  it('given a new order, then every filled field is listed', () => {
    expect(
      diff({}, { shippingDate: '2026-11-23', product: { identifier: 'P01' }, deliveryNotes: [] }),
    ).toEqual([
      { path: 'shippingDate', value: '2026-11-23' },
      { path: 'product.identifier', value: 'P01' },
    ]);
  });

  it('given equal values, then no changes', () => {
    const order = { a: 1, b: [{ c: false }], d: { e: 'x' } };
    expect(diff(order, structuredClone(order))).toEqual([]);
  });
});
