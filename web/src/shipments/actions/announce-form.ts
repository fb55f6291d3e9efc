import type { IsoDate, WorkdayCalendar } from '../../../../contracts/rules/calendar.ts';
import type { AnnounceDialogResult, AnnouncePrefill } from '../../../../contracts/shipment/dialogs.ts';

/** Where a server field error of an announced shipment shows in the announce dialog. */
const dialogFieldOf: Record<string, keyof AnnounceDialogResult> = {
  shippingDate: 'dateFrom',
  shippingDateUntil: 'dateUntil',
  shippingTimeFrom: 'timeFrom',
  shippingTimeUntil: 'timeUntil',
  shippingNotice: 'notice',
  deliveryDate: 'deliveryDate',
};

export function announceFieldErrors(errors: { field: string; defaultMessage: string }[]) {
  const byField: Partial<Record<keyof AnnounceDialogResult, string>> = {};
  for (const error of errors) {
    const field = dialogFieldOf[error.field];
    if (field) byField[field] ??= error.defaultMessage;
  }
  return byField;
}

/** Empty inputs are absent values: the contract treats '' in a date or time as malformed. */
export function withoutEmpty(values: AnnounceDialogResult): AnnounceDialogResult {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== '' && value !== null && value !== undefined),
  ) as AnnounceDialogResult;
}

/** The delivery dates the window allows after a shipping date, in the consignee country's workdays. */
export function deliveryBounds(
  window: AnnouncePrefill['deliveryWindow'],
  shippingDate: IsoDate,
  calendar: Pick<WorkdayCalendar, 'addWorkdays'>,
  horizon: IsoDate,
): { earliest: IsoDate; latest: IsoDate } | undefined {
  if (!window || !shippingDate) return undefined;
  return {
    earliest: calendar.addWorkdays(shippingDate, window.min, window.country),
    latest:
      window.max === undefined ? horizon : calendar.addWorkdays(shippingDate, window.max, window.country),
  };
}

const isFriday = (date: IsoDate) => Boolean(date) && new Date(`${date}T00:00:00Z`).getUTCDay() === 5;

/** The default times of a day: the Friday ones on Fridays. */
export function defaultTimesOf(defaults: NonNullable<AnnouncePrefill['timeDefaults']>, date: IsoDate) {
  return isFriday(date)
    ? { timeFrom: defaults.fridayFrom, timeUntil: defaults.fridayUntil }
    : { timeFrom: defaults.from, timeUntil: defaults.until };
}

/**
 * The times after the shipping date changed (spec section 4): picking a Friday switches to the
 * Friday times and leaving it switches back, as long as the times are the previous day's defaults.
 */
export function timesForNewShippingDate(
  defaults: AnnouncePrefill['timeDefaults'],
  previous: IsoDate,
  next: IsoDate,
  current: { timeFrom?: string | undefined; timeUntil?: string | undefined },
): { timeFrom?: string | undefined; timeUntil?: string | undefined } {
  if (!defaults) return current;
  const before = defaultTimesOf(defaults, previous);
  const untouched =
    (current.timeFrom ?? '') === before.timeFrom && (current.timeUntil ?? '') === before.timeUntil;
  return untouched ? defaultTimesOf(defaults, next) : current;
}
