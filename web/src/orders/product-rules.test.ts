import { describe, expect, it } from 'vitest';
import { workdayCalendar } from '../../../contracts/rules/calendar.ts';
import {
  deliveryDateForProduct,
  deliveryDateForShippingDate,
  deliveryRange,
  isSelectable,
  partyFlags,
  productWarnings,
  timeSlotOf,
  timesOfSlot,
} from './product-rules.ts';

// Germany around Christmas 2026: the 24th, 25th and 26th are days off.
const calendar = workdayCalendar((country) =>
  country === 'DE' ? new Set(['2026-12-24', '2026-12-25', '2026-12-26']) : new Set(),
);
const product = (
  identifier: string,
  window: { min: number; max: number | null } | null,
  optional = false,
) => ({
  identifier,
  deliveryDateWindow: window,
  deliveryDateIsOptional: optional,
});

describe('product rules of the order form', () => {
  it('offers 150, 230 and 352 only without a mandatory window', () => {
    expect(isSelectable(product('150', null))).toBe(true);
    expect(isSelectable(product('352', { min: 1, max: 5 }, true))).toBe(true);
    expect(isSelectable(product('352', { min: 1, max: 5 }, false))).toBe(false);
    expect(isSelectable(product('P81', { min: 2, max: null }, false))).toBe(true);
  });

  it('counts the delivery window in workdays of the consignee country', () => {
    // Wednesday the 23rd + 1..3 workdays in DE skips the three holidays and the weekend.
    expect(deliveryRange(product('P01', { min: 1, max: 3 }), '2026-12-23', 'DE', calendar)).toEqual({
      earliest: '2026-12-28',
      latest: '2026-12-30',
    });
    expect(deliveryRange(product('P01', { min: 1, max: 3 }), '2026-12-23', 'CZ', calendar)).toEqual({
      earliest: '2026-12-24',
      latest: '2026-12-28',
    });
    expect(deliveryRange(product('P81', { min: 2, max: null }), '2026-12-23', 'DE', calendar).latest).toBe(
      '2027-02-23',
    );
    expect(deliveryRange(undefined, '2026-12-23', 'DE', calendar)).toEqual({
      earliest: '2026-12-23',
      latest: '2027-02-23',
    });
  });

  it('sets the delivery date of a fixed window when the shipping date changes and clears others', () => {
    expect(
      deliveryDateForShippingDate(product('P24', { min: 1, max: 1 }), '2026-12-23', 'DE', calendar),
    ).toBe('2026-12-28');
    expect(
      deliveryDateForShippingDate(product('P01', { min: 1, max: 3 }), '2026-12-23', 'DE', calendar),
    ).toBe('');
    expect(deliveryDateForShippingDate(product('P24', { min: 1, max: 1 }), '', 'DE', calendar)).toBe('');
  });

  it('on a product change keeps, sets or clears the delivery date and asks for a new one', () => {
    const p01 = product('P01', { min: 1, max: 3 });
    const e01 = product('E01', { min: 2, max: 5 });
    const p24 = product('P24', { min: 1, max: 1 });
    expect(deliveryDateForProduct(p01, p24, '2026-12-22', '2026-12-30', 'DE', calendar)).toEqual({
      deliveryDate: '2026-12-23',
      focus: false,
    });
    expect(deliveryDateForProduct(p01, e01, '2026-12-22', '2026-12-30', 'DE', calendar)).toEqual({
      deliveryDate: '',
      focus: true,
    });
    expect(
      deliveryDateForProduct(
        p01,
        product('601', { min: 1, max: 3 }),
        '2026-12-22',
        '2026-12-23',
        'DE',
        calendar,
      ),
    ).toEqual({ deliveryDate: '2026-12-23', focus: false });
    expect(
      deliveryDateForProduct(p01, product('150', null), '2026-12-22', '2026-12-23', 'DE', calendar),
    ).toEqual({
      deliveryDate: '',
      focus: false,
    });
    expect(deliveryDateForProduct(p01, e01, '', '2026-12-23', 'DE', calendar).deliveryDate).toBe('');
  });

  it('warns for products needing consultation and EU products with a window', () => {
    expect(productWarnings({ requiresConsultation: true, region: null, deliveryDateWindow: null })).toEqual([
      'product.requires-consultation',
    ]);
    expect(
      productWarnings({ requiresConsultation: false, region: 'EU', deliveryDateWindow: { min: 2, max: 5 } }),
    ).toEqual(['product.transitTimeShorteningPossible']);
    expect(
      productWarnings({ requiresConsultation: false, region: null, deliveryDateWindow: { min: 1, max: 3 } }),
    ).toEqual([]);
  });

  it('maps delivery time slots to times and back', () => {
    expect(timesOfSlot('until-10:00')).toEqual({ deliveryTimeFrom: '', deliveryTimeUntil: '10:00' });
    expect(timesOfSlot('from-15:00')).toEqual({ deliveryTimeFrom: '15:00', deliveryTimeUntil: '' });
    expect(timesOfSlot(null)).toEqual({ deliveryTimeFrom: '', deliveryTimeUntil: '' });
    expect(timeSlotOf('', '10:00')).toBe('until-10:00');
    expect(timeSlotOf('15:00', undefined)).toBe('from-15:00');
    expect(timeSlotOf('09:00', '11:00')).toBeNull();
  });

  it('tells the product query which parties are the customer itself or neutral', () => {
    expect(
      partyFlags({ emonsCustomerId: '100001' }, { emonsCustomerId: '100002' }, false, ['100001']),
    ).toEqual({
      originIsCustomer: true,
      originIsNeutral: false,
      destinationIsCustomer: false,
    });
    expect(partyFlags({}, { emonsCustomerId: '100001' }, true, ['100001'])).toEqual({
      originIsCustomer: false,
      originIsNeutral: true,
      destinationIsCustomer: true,
    });
  });
});
