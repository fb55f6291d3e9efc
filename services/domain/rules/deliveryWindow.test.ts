import { describe, expect, it } from 'vitest';
import {
  applySingleAnnouncement,
  deliveryDateProblem,
  deliveryDateWindow,
  hasFixedWindow,
  shiftDeliveryDate,
} from './deliveryWindow.ts';
import type { ProductRules } from './reference.ts';

const product = (rules: Partial<ProductRules>): ProductRules => ({
  identifier: 'P01',
  deliveryDateIsOptional: false,
  codEnabled: false,
  ...rules,
});

describe('delivery date window', () => {
  it('given a window of 1-3 workdays before Christmas, then it skips the German holidays', () => {
    expect(
      deliveryDateWindow(product({ deliveryDateWindow: { min: 1, max: 3 } }), '2026-12-22', 'DE'),
    ).toEqual({
      earliest: '2026-12-23',
      latest: '2026-12-29',
    });
  });

  it("given a Czech consignee, then the Czech holidays count, not the sender's", () => {
    expect(
      deliveryDateWindow(product({ deliveryDateWindow: { min: 1, max: 1 } }), '2026-10-27', 'CZ'),
    ).toEqual({
      earliest: '2026-10-29',
      latest: '2026-10-29',
    });
  });

  it('given no max, then the window ends two months after the shipping date', () => {
    expect(deliveryDateWindow(product({ deliveryDateWindow: { min: 2 } }), '2026-11-23', 'DE')).toEqual({
      earliest: '2026-11-25',
      latest: '2027-01-23',
    });
  });

  it('given no window, then there is none', () => {
    expect(deliveryDateWindow(product({}), '2026-11-23', 'DE')).toBeUndefined();
  });

  it('tells a fixed window', () => {
    expect(hasFixedWindow(product({ deliveryDateWindow: { min: 2, max: 2 } }))).toBe(true);
    expect(hasFixedWindow(product({ deliveryDateWindow: { min: 1, max: 2 } }))).toBe(false);
    expect(hasFixedWindow(product({}))).toBe(false);
  });
});

describe('delivery date checks', () => {
  const window = product({ deliveryDateWindow: { min: 1, max: 3 } });

  it('given a date inside the window on a workday, then it fits', () => {
    expect(deliveryDateProblem(window, '2026-11-23', '2026-11-24', 'DE')).toBeUndefined();
    expect(deliveryDateProblem(window, '2026-11-23', '2026-11-26', 'DE')).toBeUndefined();
  });

  it('given a date before or after the window, then it is outside', () => {
    expect(deliveryDateProblem(window, '2026-11-23', '2026-11-23', 'DE')).toBe('outsideWindow');
    expect(deliveryDateProblem(window, '2026-11-23', '2026-11-27', 'DE')).toBe('outsideWindow');
  });

  it('given a holiday of the consignee country, then it is no workday', () => {
    expect(deliveryDateProblem(window, '2026-12-22', '2026-12-25', 'DE')).toBe('noWorkday');
    expect(deliveryDateProblem(window, '2026-11-20', '2026-11-21', 'DE')).toBe('noWorkday');
  });

  it('given no date, then it is required unless optional for the product', () => {
    expect(deliveryDateProblem(window, '2026-11-23', undefined, 'DE')).toBe('required');
    expect(
      deliveryDateProblem({ ...window, deliveryDateIsOptional: true }, '2026-11-23', undefined, 'DE'),
    ).toBeUndefined();
  });

  it('given a product without window, then any workday up to two months out fits', () => {
    expect(deliveryDateProblem(product({}), '2026-11-23', '2026-11-23', 'DE')).toBeUndefined();
    expect(deliveryDateProblem(product({}), '2026-11-23', '2027-01-25', 'DE')).toBe('outsideWindow');
    expect(deliveryDateProblem(product({}), '2026-11-23', '2026-11-20', 'DE')).toBe('outsideWindow');
  });
});

describe('single announcement', () => {
  const shipment = { shippingDate: '2026-11-23', deliveryDate: '2026-11-24', shippingNotice: 'old' };
  const optional = product({ deliveryDateWindow: { min: 2, max: 4 }, deliveryDateIsOptional: true });

  it('copies dates, times and notice of the dialog into the shipment', () => {
    expect(
      applySingleAnnouncement(
        shipment,
        {
          dateFrom: '2026-11-24',
          dateUntil: '2026-11-25',
          timeFrom: '08:00',
          timeUntil: '16:00',
          notice: 'Rampe 3',
        },
        product({}),
        'DE',
      ),
    ).toEqual({
      shippingDate: '2026-11-24',
      shippingDateUntil: '2026-11-25',
      shippingTimeFrom: '08:00',
      shippingTimeUntil: '16:00',
      shippingNotice: 'Rampe 3',
      deliveryDate: '2026-11-24',
    });
  });

  it('given an optional window and a delivery date now too early, then it moves to the earliest workday', () => {
    expect(applySingleAnnouncement(shipment, { dateFrom: '2026-12-23' }, optional, 'DE').deliveryDate).toBe(
      '2026-12-29',
    );
  });

  it('given a delivery date still late enough, then it stays', () => {
    const later = { ...shipment, deliveryDate: '2026-12-01' };
    expect(applySingleAnnouncement(later, { dateFrom: '2026-11-24' }, optional, 'DE').deliveryDate).toBe(
      '2026-12-01',
    );
  });

  it('given a mandatory window, then the delivery date is left to validation', () => {
    const mandatory = { ...optional, deliveryDateIsOptional: false };
    expect(applySingleAnnouncement(shipment, { dateFrom: '2026-12-23' }, mandatory, 'DE').deliveryDate).toBe(
      '2026-11-24',
    );
  });

  it('given a delivery date in the dialog, then it wins', () => {
    expect(
      applySingleAnnouncement(
        shipment,
        { dateFrom: '2026-12-23', deliveryDate: '2027-01-04' },
        optional,
        'DE',
      ).deliveryDate,
    ).toBe('2027-01-04');
  });
});

describe('batch announcement shift', () => {
  it('keeps the number of workdays between shipping and delivery', () => {
    expect(shiftDeliveryDate('2026-11-23', '2026-11-25', '2026-12-23', 'DE')).toBe('2026-12-29');
  });
});
