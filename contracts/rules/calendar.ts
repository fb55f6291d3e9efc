/**
 * Calendar dates are `YYYY-MM-DD` strings throughout: a shipping or delivery date is a day in the
 * branch's calendar, not an instant, so the arithmetic runs on UTC midnights and never sees a time
 * zone. The server and the web app share this arithmetic; each supplies the days off of a country
 * (the server from date-holidays, the browser from `GET /api/holidays`).
 */
export type IsoDate = string;

const DAY_MS = 86_400_000;

function toUtc(date: IsoDate): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

function fromUtc(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** Same day `months` later, clamped to the month's last day (2026-12-31 + 2 months = 2027-02-28). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return fromUtc(target.getTime());
}

/** One formatter per time zone: building one costs far more than formatting with it. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of `instant` in `timeZone` (e.g. "today" at a branch). */
export function dateIn(instant: Date, timeZone: string): IsoDate {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    // An unknown zone throws above and is not kept; the known ones are few.
    dateFormats.set(timeZone, format);
  }
  return format.format(instant);
}

export function isWeekend(date: IsoDate): boolean {
  const weekday = new Date(toUtc(date)).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** The public and bank holidays of `country` (ISO alpha-2) in `year`. */
export type HolidaysOf = (country: string, year: number) => ReadonlySet<IsoDate>;

export interface WorkdayCalendar {
  isHoliday(date: IsoDate, country: string): boolean;
  /** A workday is neither a weekend day nor a public or bank holiday of the country. */
  isWorkday(date: IsoDate, country: string): boolean;
  /**
   * The date `workdays` workdays after `date` (before it when negative); 0 gives `date` itself.
   * Only the days stepped onto count, so the result is always a workday unless `workdays` is 0.
   */
  addWorkdays(date: IsoDate, workdays: number, country: string): IsoDate;
  subtractWorkdays(date: IsoDate, workdays: number, country: string): IsoDate;
  /**
   * Workdays after `from` up to and including `to` (negative when `to` lies before `from`), so that
   * `addWorkdays(from, countWorkdays(from, to))` is `to` whenever `to` is a workday.
   */
  countWorkdays(from: IsoDate, to: IsoDate, country: string): number;
  /** `date` itself when it is a workday, else the next one. */
  workdayOnOrAfter(date: IsoDate, country: string): IsoDate;
}

/** Workday arithmetic over the days off that `holidaysOf` knows. */
export function workdayCalendar(holidaysOf: HolidaysOf): WorkdayCalendar {
  const isHoliday = (date: IsoDate, country: string) =>
    holidaysOf(country, Number(date.slice(0, 4))).has(date);
  const isWorkday = (date: IsoDate, country: string) => !isWeekend(date) && !isHoliday(date, country);
  const addWorkdays = (date: IsoDate, workdays: number, country: string) => {
    const step = workdays < 0 ? -1 : 1;
    let remaining = Math.abs(workdays);
    let current = date;
    while (remaining > 0) {
      current = addDays(current, step);
      if (isWorkday(current, country)) remaining -= 1;
    }
    return current;
  };
  const countWorkdays = (from: IsoDate, to: IsoDate, country: string): number => {
    if (to < from) return -countWorkdays(to, from, country);
    let count = 0;
    for (let current = addDays(from, 1); current <= to; current = addDays(current, 1)) {
      if (isWorkday(current, country)) count += 1;
    }
    return count;
  };
  return {
    isHoliday,
    isWorkday,
    addWorkdays,
    subtractWorkdays: (date, workdays, country) => addWorkdays(date, -workdays, country),
    countWorkdays,
    workdayOnOrAfter: (date, country) => (isWorkday(date, country) ? date : addWorkdays(date, 1, country)),
  };
}
