import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { cs } from './cs.ts';
import { de } from './de.ts';
import { en, type Messages } from './en.ts';
import {
  fallbackLanguage,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  type Language,
  languages,
  negotiateLanguage,
} from './language.ts';
import { ordersCs } from './orders/cs.ts';
import { ordersDe } from './orders/de.ts';
import { type OrdersMessages, ordersEn } from './orders/en.ts';
import { ordersSk } from './orders/sk.ts';
import { sk } from './sk.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages & OrdersMessages };
  }
}

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Starts i18next in the negotiated language and keeps `<html lang>` and the stored choice in step. */
export async function initI18n(): Promise<typeof i18n> {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Private modes may refuse storage; the choice then lasts for this page only.
    }
  });
  await i18n.use(initReactI18next).init({
    resources: {
      de: { translation: { ...de, ...ordersDe } },
      en: { translation: { ...en, ...ordersEn } },
      cs: { translation: { ...cs, ...ordersCs } },
      sk: { translation: { ...sk, ...ordersSk } },
    },
    lng: negotiateLanguage(storedLanguage(), navigator.languages ?? []),
    fallbackLng: fallbackLanguage,
    supportedLngs: languages,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = i18n.language;
  return i18n;
}

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (languages as readonly string[]).includes(language) ? (language as Language) : fallbackLanguage;
}

/** The UI language in a component, which renders again when the user switches. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.resolvedLanguage) ? instance.resolvedLanguage : fallbackLanguage;
}

export { i18n };
