import { useLanguage } from '../i18n/index.ts';

/** How a picked date reads in the input: "November 24, 2026" in English, "24. November 2026" in German. */
export function useDateValueFormat(): string {
  return useLanguage() === 'en' ? 'MMMM D, YYYY' : 'LL';
}
