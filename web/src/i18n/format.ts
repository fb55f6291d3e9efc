import type { Language } from './language.ts';

/** European formats for each UI language; English readers of a European forwarder get day-month-year. */
const locales: Record<Language, string> = { de: 'de-DE', en: 'en-GB', cs: 'cs-CZ', sk: 'sk-SK' };

/**
 * Formatters by locale, style and time zone: creating an Intl.DateTimeFormat costs far more than
 * formatting with one, and the shipment list formats four dates in each of its hundred rows.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${options.dateStyle ?? ''}|${options.timeStyle ?? ''}|${options.timeZone ?? ''}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

/** A wire date (`YYYY-MM-DD`) as the user reads dates; anything else is shown as it came. */
export function formatDate(value: string | undefined, language: Language): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return formatter(locales[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** An instant (ISO 8601 with offset) as date and time in the browser's time zone. */
export function formatInstant(value: string | undefined, language: Language, timeZone?: string): string {
  if (!value) return '';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  return formatter(locales[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(instant);
}
