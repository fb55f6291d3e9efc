import Holidays from 'date-holidays';
import { type IsoDate, workdayCalendar } from '../../../contracts/rules/calendar.ts';

export { addDays, addMonths, dateIn, type IsoDate, isWeekend } from '../../../contracts/rules/calendar.ts';

/** Public and bank holidays count as days off; observances (Mother's Day, ...) do not. */
const DAY_OFF_TYPES = new Set(['public', 'bank']);

export interface Holiday {
  date: IsoDate;
  name: string;
}

const holidayCache = new Map<string, readonly Holiday[]>();

/**
 * The national public and bank holidays of `country` (ISO alpha-2) in `year`, from date-holidays,
 * named in `language` where date-holidays knows the name in it (else in the country's language).
 */
export function holidayList(country: string, year: number, language = 'en'): readonly Holiday[] {
  const key = `${country}:${year}:${language}`;
  let days = holidayCache.get(key);
  if (!days) {
    const calendar = new Holidays(country, { languages: [language] });
    const list = calendar.getCountries()[country] ? calendar.getHolidays(year, language) : [];
    const byDate = new Map<IsoDate, Holiday>();
    for (const holiday of list) {
      const date = holiday.date.slice(0, 10);
      if (DAY_OFF_TYPES.has(holiday.type) && !byDate.has(date))
        byDate.set(date, { date, name: holiday.name });
    }
    days = [...byDate.values()];
    holidayCache.set(key, days);
  }
  return days;
}

const dayCache = new Map<string, ReadonlySet<IsoDate>>();

/** The dates of `holidayList`. */
export function holidaysOf(country: string, year: number): ReadonlySet<IsoDate> {
  const key = `${country}:${year}`;
  let days = dayCache.get(key);
  if (!days) {
    days = new Set(holidayList(country, year).map((holiday) => holiday.date));
    dayCache.set(key, days);
  }
  return days;
}

export const { isHoliday, isWorkday, addWorkdays, subtractWorkdays, countWorkdays, workdayOnOrAfter } =
  workdayCalendar(holidaysOf);
