import { describe, expect, it } from 'vitest';
import { workdayCalendar } from '../../../contracts/rules/calendar.ts';
import {
  defaultShippingDate,
  defaultShippingTerms,
  defaultShippingTimes,
  shippingTimesForNewDate,
} from './order-defaults.ts';

const calendar = workdayCalendar((country) =>
  country === 'DE' ? new Set(['2026-12-24', '2026-12-25', '2026-12-26']) : new Set(),
);
const settings = [
  { name: 'SHIPPING_DATE_OFFSET', value: '1' },
  { name: 'SHIPPING_TIME_FROM', value: '08:00' },
  { name: 'SHIPPING_TIME_UNTIL', value: '16:00' },
  { name: 'SHIPPING_TIME_FROM_FR', value: '07:00' },
  { name: 'SHIPPING_TIME_UNTIL_FR', value: '12:00' },
  { name: 'INCOTERMS_NATIONAL', value: '06' },
];

describe('new order defaults from the personal settings', () => {
  it('starts the shipping date at today plus the offset in workdays of the sender country', () => {
    // Wednesday the 23rd + 1 workday: over three German holidays and the weekend.
    expect(defaultShippingDate(settings, '2026-12-23', 'DE', calendar)).toBe('2026-12-28');
    expect(defaultShippingDate(settings, '2026-12-23', 'CZ', calendar)).toBe('2026-12-24');
    expect(defaultShippingDate([], '2026-12-24', 'DE', calendar)).toBe('2026-12-28');
    expect(defaultShippingDate([], '2026-12-22', 'DE', calendar)).toBe('2026-12-22');
    expect(
      defaultShippingDate([{ name: 'SHIPPING_DATE_OFFSET', value: 2 }], '2026-12-21', 'DE', calendar),
    ).toBe('2026-12-23');
  });

  it('uses the Friday times on Fridays and keeps times the user typed', () => {
    expect(defaultShippingTimes(settings, '2026-12-18')).toEqual({
      shippingTimeFrom: '07:00',
      shippingTimeUntil: '12:00',
    });
    expect(defaultShippingTimes(settings, '2026-12-17')).toEqual({
      shippingTimeFrom: '08:00',
      shippingTimeUntil: '16:00',
    });
    expect(defaultShippingTimes(settings.slice(0, 3), '2026-12-18')).toEqual({
      shippingTimeFrom: '08:00',
      shippingTimeUntil: '16:00',
    });
    expect(
      shippingTimesForNewDate(settings, '2026-12-17', '2026-12-18', {
        shippingTimeFrom: '08:00',
        shippingTimeUntil: '16:00',
      }),
    ).toEqual({ shippingTimeFrom: '07:00', shippingTimeUntil: '12:00' });
    expect(
      shippingTimesForNewDate(settings, '2026-12-17', '2026-12-18', {
        shippingTimeFrom: '09:15',
        shippingTimeUntil: '16:00',
      }),
    ).toEqual({ shippingTimeFrom: '09:15', shippingTimeUntil: '16:00' });
  });

  it('picks the shipping terms by the rules of spec section 9', () => {
    const national = ['04', '06'];
    const international = ['11', '24', '31'];
    expect(defaultShippingTerms(international, true, true, [])).toBe('11');
    expect(defaultShippingTerms(national, false, true, [])).toBe('06');
    expect(defaultShippingTerms(national, false, false, settings)).toBe('06');
    expect(defaultShippingTerms(national, false, false, [])).toBe('04');
    expect(defaultShippingTerms(international, true, false, settings)).toBe('24');
    expect(defaultShippingTerms(['31'], true, false, [])).toBe('31');
    expect(defaultShippingTerms([], true, false, [])).toBe('');
  });
});
