import { describe, expect, it } from 'vitest';
import { addMonths, isWeekend, workdayCalendar } from './calendar.ts';

// A made-up calendar: in XX only 2026-12-28 (a Monday) is a holiday.
const calendar = workdayCalendar((country, year) =>
  country === 'XX' && year === 2026 ? new Set(['2026-12-28']) : new Set(),
);

describe('workday calendar over given days off', () => {
  it('skips weekends and the holidays it is given, and only those of the country', () => {
    expect(isWeekend('2026-12-26')).toBe(true);
    expect(calendar.isWorkday('2026-12-28', 'XX')).toBe(false);
    expect(calendar.isWorkday('2026-12-28', 'YY')).toBe(true);
    // Friday 25th + 1 workday: over the weekend and the Monday holiday to Tuesday.
    expect(calendar.addWorkdays('2026-12-25', 1, 'XX')).toBe('2026-12-29');
    expect(calendar.addWorkdays('2026-12-25', 1, 'YY')).toBe('2026-12-28');
    expect(calendar.subtractWorkdays('2026-12-29', 1, 'XX')).toBe('2026-12-25');
    expect(calendar.countWorkdays('2026-12-25', '2026-12-31', 'XX')).toBe(3);
    expect(calendar.countWorkdays('2026-12-31', '2026-12-25', 'XX')).toBe(-3);
    expect(calendar.workdayOnOrAfter('2026-12-26', 'XX')).toBe('2026-12-29');
  });

  it('clamps a month addition to the last day of the month', () => {
    expect(addMonths('2026-12-31', 2)).toBe('2027-02-28');
  });
});
