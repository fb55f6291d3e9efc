import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addWorkdays,
  countWorkdays,
  dateIn,
  isWorkday,
  subtractWorkdays,
  workdayOnOrAfter,
} from './calendar.ts';

describe('workdays', () => {
  it('given Christmas in Germany, then both holidays and Christmas Eve are no workdays', () => {
    expect(isWorkday('2026-12-25', 'DE')).toBe(false);
    expect(isWorkday('2026-12-26', 'DE')).toBe(false);
    // A bank holiday counts as a day off too (spec: public and bank holidays).
    expect(isWorkday('2026-12-24', 'DE')).toBe(false);
    expect(isWorkday('2026-12-23', 'DE')).toBe(true);
  });

  it('given the Czech statehood day, then 2026-10-28 is no workday in CZ but one in DE', () => {
    expect(isWorkday('2026-10-28', 'CZ')).toBe(false);
    expect(isWorkday('2026-10-28', 'DE')).toBe(true);
  });

  it('given Slovak holidays, then Epiphany is a day off and Constitution Day is no longer one', () => {
    expect(isWorkday('2026-01-06', 'SK')).toBe(false);
    expect(isWorkday('2026-08-29', 'SK')).toBe(false);
    // Since 2025 the 1st of September is a memorial day in Slovakia, not a day off (date-holidays: observance).
    expect(isWorkday('2026-09-01', 'SK')).toBe(true);
  });

  it('given a weekend, then Saturday and Sunday are no workdays anywhere', () => {
    expect(isWorkday('2026-11-21', 'DE')).toBe(false);
    expect(isWorkday('2026-11-22', 'CZ')).toBe(false);
    expect(isWorkday('2026-11-23', 'DE')).toBe(true);
  });

  it('given observances only, then they are workdays (Rosenmontag in DE)', () => {
    expect(isWorkday('2026-02-16', 'DE')).toBe(true);
  });

  it('given an unknown country, then only weekends are days off', () => {
    expect(isWorkday('2026-12-25', 'XX')).toBe(true);
    expect(isWorkday('2026-12-26', 'XX')).toBe(false);
  });

  it('adds workdays skipping weekends and the holidays of the country', () => {
    expect(addWorkdays('2026-11-20', 1, 'DE')).toBe('2026-11-23');
    expect(addWorkdays('2026-12-23', 1, 'DE')).toBe('2026-12-28');
    expect(addWorkdays('2026-10-27', 1, 'CZ')).toBe('2026-10-29');
    expect(addWorkdays('2026-10-27', 1, 'DE')).toBe('2026-10-28');
    expect(addWorkdays('2026-11-21', 0, 'DE')).toBe('2026-11-21');
  });

  it('subtracts workdays', () => {
    expect(subtractWorkdays('2026-12-28', 1, 'DE')).toBe('2026-12-23');
    expect(addWorkdays('2026-11-23', -1, 'DE')).toBe('2026-11-20');
  });

  it('counts the workdays between two dates', () => {
    expect(countWorkdays('2026-12-23', '2026-12-28', 'DE')).toBe(1);
    expect(countWorkdays('2026-11-23', '2026-11-30', 'DE')).toBe(5);
    expect(countWorkdays('2026-11-30', '2026-11-23', 'DE')).toBe(-5);
    expect(countWorkdays('2026-11-23', '2026-11-23', 'DE')).toBe(0);
    expect(addWorkdays('2026-11-23', countWorkdays('2026-11-23', '2026-12-29', 'DE'), 'DE')).toBe(
      '2026-12-29',
    );
  });

  it('finds the first workday on or after a date', () => {
    expect(workdayOnOrAfter('2026-12-24', 'DE')).toBe('2026-12-28');
    expect(workdayOnOrAfter('2026-12-23', 'DE')).toBe('2026-12-23');
  });
});

describe('calendar dates', () => {
  it('adds days and months across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addMonths('2026-11-22', 2)).toBe('2027-01-22');
    expect(addMonths('2026-12-31', 2)).toBe('2027-02-28');
  });

  it('takes the date of an instant in a time zone', () => {
    expect(dateIn(new Date('2026-11-22T23:30:00Z'), 'Europe/Berlin')).toBe('2026-11-23');
    expect(dateIn(new Date('2026-11-22T22:30:00Z'), 'Europe/Berlin')).toBe('2026-11-22');
  });
});
