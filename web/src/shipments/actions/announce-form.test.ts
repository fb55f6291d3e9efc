import { describe, expect, it } from 'vitest';
import { deliveryBounds, timesForNewShippingDate } from './announce-form.ts';

const defaults = { from: '08:00', until: '16:00', fridayFrom: '07:00', fridayUntil: '12:00' };
const calendar = {
  addWorkdays: (date: string, days: number) => {
    const day = new Date(`${date}T00:00:00Z`);
    for (let left = days; left > 0; ) {
      day.setUTCDate(day.getUTCDate() + 1);
      if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) left--;
    }
    return day.toISOString().slice(0, 10);
  },
};

describe('the announce dialog', () => {
  it('switches untouched times to the Friday ones on a Friday and back', () => {
    const tuesday = '2026-11-24';
    const friday = '2026-11-27';
    expect(
      timesForNewShippingDate(defaults, tuesday, friday, { timeFrom: '08:00', timeUntil: '16:00' }),
    ).toEqual({
      timeFrom: '07:00',
      timeUntil: '12:00',
    });
    expect(
      timesForNewShippingDate(defaults, friday, tuesday, { timeFrom: '07:00', timeUntil: '12:00' }),
    ).toEqual({
      timeFrom: '08:00',
      timeUntil: '16:00',
    });
    // Times the user typed stay.
    expect(
      timesForNewShippingDate(defaults, tuesday, friday, { timeFrom: '09:30', timeUntil: '16:00' }),
    ).toEqual({
      timeFrom: '09:30',
      timeUntil: '16:00',
    });
  });

  it('bounds the delivery date by the window in workdays after the shipping date', () => {
    expect(deliveryBounds({ min: 1, max: 3, country: 'DE' }, '2026-11-27', calendar, '2027-01-24')).toEqual({
      earliest: '2026-11-30',
      latest: '2026-12-02',
    });
    expect(deliveryBounds({ min: 2, country: 'DE' }, '2026-11-24', calendar, '2027-01-24')).toEqual({
      earliest: '2026-11-26',
      latest: '2027-01-24',
    });
    expect(deliveryBounds(undefined, '2026-11-24', calendar, '2027-01-24')).toBeUndefined();
  });
});
