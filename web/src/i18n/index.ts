import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { LANGUAGE_COOKIE } from '../../../contracts/language.ts';
import type { AdminMessages } from './admin/en.ts';
import { en, type Messages } from './en.ts';
import {
  fallbackLanguage,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  type Language,
  languages,
  negotiateLanguage,
} from './language.ts';
import { type OrdersMessages, ordersEn } from './orders/en.ts';
import type { ScreensMessages } from './screens/en.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages & OrdersMessages & AdminMessages & ScreensMessages };
  }
}

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * English is built in (it is the fallback); the other languages load when chosen, so the first page
 * carries one language's texts, not four. The English texts of the other screens come with those
 * screens (`screens/english.ts`) and those of the administration with its routes (docs/decisions/0142).
 */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Record<string, unknown>>> = {
  de: async () => {
    const [{ de }, { ordersDe }, { screensDe }] = await Promise.all([
      import('./de.ts'),
      import('./orders/de.ts'),
      import('./screens/de.ts'),
    ]);
    return { ...de, ...ordersDe, ...screensDe };
  },
  cs: async () => {
    const [{ cs }, { ordersCs }, { screensCs }] = await Promise.all([
      import('./cs.ts'),
      import('./orders/cs.ts'),
      import('./screens/cs.ts'),
    ]);
    return { ...cs, ...ordersCs, ...screensCs };
  },
  sk: async () => {
    const [{ sk }, { ordersSk }, { screensSk }] = await Promise.all([
      import('./sk.ts'),
      import('./orders/sk.ts'),
      import('./screens/sk.ts'),
    ]);
    return { ...sk, ...ordersSk, ...screensSk };
  },
};

/** The administration screens' texts of each language, loaded with the first administration page. */
const adminLoaders: Record<Language, () => Promise<Record<string, unknown>>> = {
  en: async () => (await import('./admin/en.ts')).adminEn,
  de: async () => (await import('./admin/de.ts')).adminDe,
  cs: async () => (await import('./admin/cs.ts')).adminCs,
  sk: async () => (await import('./admin/sk.ts')).adminSk,
};
const adminLoaded = new Map<Language, Promise<void>>();
let adminWanted = false;

function loadAdminLanguage(language: Language): Promise<void> {
  let loading = adminLoaded.get(language);
  if (!loading) {
    loading = adminLoaders[language]().then((texts) => {
      i18n.addResourceBundle(language, 'translation', texts, true, true);
    });
    loading.catch(() => adminLoaded.delete(language));
    adminLoaded.set(language, loading);
  }
  return loading;
}

/**
 * The texts of the administration screens in the interface language and in English (the
 * fallback): an administration route loads them before its page shows, and from then on a switch
 * of the language loads them with the language's other texts (docs/decisions/0142).
 */
export async function loadAdminTexts(): Promise<void> {
  adminWanted = true;
  await Promise.all([loadAdminLanguage('en'), loadAdminLanguage(currentLanguage())]);
}

async function loadLanguage(language: Language): Promise<void> {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'translation'))
    i18n.addResourceBundle(language, 'translation', await loaders[language](), true, true);
  if (adminWanted) await loadAdminLanguage(language);
}

/** Switches the interface language, loading its texts first. */
export async function switchLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

/** Starts i18next in the negotiated language and keeps `<html lang>` and the stored choice in step. */
export async function initI18n(): Promise<typeof i18n> {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
    // The sign-in and sign-out pages of the portal read the choice from this cookie.
    // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference cookie
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Private modes may refuse storage; the choice then lasts for this page only.
    }
  });
  const language = negotiateLanguage(storedLanguage(), navigator.languages ?? []);
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: { ...en, ...ordersEn } } },
    partialBundledLanguages: true,
    lng: 'en',
    fallbackLng: fallbackLanguage,
    supportedLngs: languages,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (language !== 'en') await switchLanguage(language);
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
