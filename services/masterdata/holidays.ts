import { type Holiday, holidayList } from '../domain/rules/calendar.ts';

/**
 * The public and bank holidays of a country between two dates (inclusive), in date order and in
 * the reader's language: the days off the workday rules skip (docs/decisions/0051). A country the
 * holiday library does not know has none.
 */
export function holidaysBetween(country: string, from: string, to: string, language: string): Holiday[] {
  const holidays: Holiday[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const holiday of holidayList(country, year, language)) {
      if (holiday.date >= from && holiday.date <= to) holidays.push(holiday);
    }
  }
  return holidays.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
