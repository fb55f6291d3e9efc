import type { Language } from './language.ts';

/** European formats for each UI language; English readers of a European forwarder get day-month-year. */
const locales: Record<Language, string> = { de: 'de-DE', en: 'en-GB', cs: 'cs-CZ', sk: 'sk-SK' };

/** A wire date (`YYYY-MM-DD`) as the user reads dates; anything else is shown as it came. */
export function formatDate(value: string | undefined, language: Language): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(locales[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** An instant (ISO 8601 with offset) as date and time in the browser's time zone. */
export function formatInstant(value: string | undefined, language: Language, timeZone?: string): string {
  if (!value) return '';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  return new Intl.DateTimeFormat(locales[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(instant);
}
