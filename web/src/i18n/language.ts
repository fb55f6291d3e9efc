/** The interface languages of the portal; English is the default and the fallback (spec 001 section 9). */
export const languages = ['de', 'en', 'cs', 'sk'] as const;
export type Language = (typeof languages)[number];
export const fallbackLanguage: Language = 'en';

/** Each language named in itself, so a reader finds their own whatever language is showing. */
export const languageNames: Record<Language, string> = {
  de: 'Deutsch',
  en: 'English',
  cs: 'Čeština',
  sk: 'Slovenčina',
};

export const LANGUAGE_STORAGE_KEY = 'freight-portal.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The language to start with: the one the user chose before, else the first of the browser's
 * preferred languages the portal speaks (by primary subtag, so de-AT is de), else English.
 */
export function negotiateLanguage(stored: string | null, preferred: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return fallbackLanguage;
}
