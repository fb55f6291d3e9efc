import type { PersonalSetting } from '../../../contracts/masterdata/settings.ts';
import type { IsoDate, WorkdayCalendar } from '../../../contracts/rules/calendar.ts';

const FRIDAY = 5;

const isFriday = (date: IsoDate) => new Date(`${date}T00:00:00Z`).getUTCDay() === FRIDAY;

/** A personal setting's value as text; '' when the user never set it. */
export function settingText(settings: readonly PersonalSetting[], name: string): string {
  const value = settings.find((setting) => setting.name === name)?.value;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * The shipping date a new order starts with (spec section 4): today plus the user's offset of 0, 1
 * or 2 days, counted in workdays of the sender country, so weekends and holidays are skipped.
 */
export function defaultShippingDate(
  settings: readonly PersonalSetting[],
  today: IsoDate,
  senderCountry: string,
  calendar: WorkdayCalendar,
): IsoDate {
  const offset = Math.min(2, Math.max(0, Number(settingText(settings, 'SHIPPING_DATE_OFFSET')) || 0));
  return offset === 0
    ? calendar.workdayOnOrAfter(today, senderCountry)
    : calendar.addWorkdays(today, offset, senderCountry);
}

/** The user's shipping times for a day: the Friday values on Fridays, the normal ones otherwise. */
export function defaultShippingTimes(
  settings: readonly PersonalSetting[],
  shippingDate: IsoDate,
): { shippingTimeFrom: string; shippingTimeUntil: string } {
  const suffix = shippingDate && isFriday(shippingDate) ? '_FR' : '';
  const from = settingText(settings, `SHIPPING_TIME_FROM${suffix}`);
  const until = settingText(settings, `SHIPPING_TIME_UNTIL${suffix}`);
  // Friday values the user never set fall back to the normal ones.
  return {
    shippingTimeFrom: from || settingText(settings, 'SHIPPING_TIME_FROM'),
    shippingTimeUntil: until || settingText(settings, 'SHIPPING_TIME_UNTIL'),
  };
}

/**
 * The times after a change of the shipping date: moved to the other day's defaults only while the
 * order still holds the defaults of the previous date, so times the user typed stay.
 */
export function shippingTimesForNewDate(
  settings: readonly PersonalSetting[],
  previousDate: IsoDate,
  nextDate: IsoDate,
  current: { shippingTimeFrom: string; shippingTimeUntil: string },
): { shippingTimeFrom: string; shippingTimeUntil: string } {
  const before = defaultShippingTimes(settings, previousDate);
  const untouched =
    (current.shippingTimeFrom === before.shippingTimeFrom &&
      current.shippingTimeUntil === before.shippingTimeUntil) ||
    (!current.shippingTimeFrom && !current.shippingTimeUntil);
  return untouched ? defaultShippingTimes(settings, nextDate) : current;
}

/**
 * The default shipping terms (spec section 9): for a consignee with a provider customer id 11
 * (international) or 06 (national); otherwise the user's configured default if offered, else 24
 * or 04, else the first option.
 */
export function defaultShippingTerms(
  options: readonly string[],
  international: boolean,
  consigneeHasProviderId: boolean,
  settings: readonly PersonalSetting[],
): string {
  const offered = (identifier: string) => (options.includes(identifier) ? identifier : undefined);
  if (consigneeHasProviderId) {
    const fixed = offered(international ? '11' : '06');
    if (fixed) return fixed;
  }
  const configured = settingText(settings, international ? 'INCOTERMS_INTERNATIONAL' : 'INCOTERMS_NATIONAL');
  return (configured && offered(configured)) || offered(international ? '24' : '04') || options[0] || '';
}
