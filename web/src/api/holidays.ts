import { queryOptions, useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Holidays } from '../../../contracts/masterdata/reference.ts';
import {
  addDays,
  type IsoDate,
  isWeekend,
  type WorkdayCalendar,
  workdayCalendar,
} from '../../../contracts/rules/calendar.ts';
import { apiJson } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** The days the pickers need: the last week (editing) to four months ahead (two-month horizon plus windows). */
const DAYS_BEHIND = 7;
const DAYS_AHEAD = 124;

/** Today in the browser's calendar. */
export const localToday = (): IsoDate => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** The public and bank holidays of a country around today, named in the UI language. */
export const holidaysQuery = (country: string, language: string) => {
  const from = addDays(localToday(), -DAYS_BEHIND);
  const to = addDays(localToday(), DAYS_AHEAD);
  return queryOptions({
    queryKey: queryKeys.reference.holidays(country, from, language),
    queryFn: () => apiJson<Holidays>(`/api/holidays?${new URLSearchParams({ country, from, to })}`),
    staleTime: Number.POSITIVE_INFINITY,
  });
};

export interface DaysOff extends WorkdayCalendar {
  /** Every country's list has arrived (before that only weekends count as days off). */
  ready: boolean;
  /** Weekends and the holidays of any of the countries: what a date picker greys out. */
  isDayOff: (date: IsoDate) => boolean;
  /** The holiday's name when `date` is one in any of the countries. */
  holidayName: (date: IsoDate) => string | undefined;
}

/**
 * Workday arithmetic and day-off tests for the given countries, over the holidays the API lists
 * (docs/decisions/0051). Until they have loaded, only weekends are days off.
 */
export function useDaysOff(countries: readonly string[], language: string): DaysOff {
  const wanted = [...new Set(countries.filter((country) => /^[A-Z]{2}$/.test(country)))].sort();
  const results = useQueries({ queries: wanted.map((country) => holidaysQuery(country, language)) });
  const loaded = results.map((result) => result.data);
  const version = `${wanted.join(',')}|${results.map((result) => result.dataUpdatedAt).join(',')}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when a country's list arrives
  return useMemo(() => {
    const byCountry = new Map<string, Map<IsoDate, string>>();
    const datesOf = new Map<string, ReadonlySet<IsoDate>>();
    for (const list of loaded) {
      if (!list) continue;
      byCountry.set(list.country, new Map(list.holidays.map((day) => [day.date, day.name])));
      datesOf.set(list.country, new Set(list.holidays.map((day) => day.date)));
    }
    const none: ReadonlySet<IsoDate> = new Set();
    const calendar = workdayCalendar((country) => datesOf.get(country) ?? none);
    const holidayName = (date: IsoDate) => {
      for (const country of wanted) {
        const name = byCountry.get(country)?.get(date);
        if (name) return name;
      }
      return undefined;
    };
    return {
      ...calendar,
      ready: wanted.every((country) => datesOf.has(country)),
      holidayName,
      isDayOff: (date: IsoDate) => isWeekend(date) || holidayName(date) !== undefined,
    };
  }, [version]);
}
