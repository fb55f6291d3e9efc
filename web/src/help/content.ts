import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys.ts';
import type { Language } from '../i18n/language.ts';
import type { HelpDocument, LegalTexts } from './document.ts';

/**
 * One module per language and text, loaded when a help page is opened in that language: the texts
 * stay out of the first load of the portal, and a reader loads one language, not four.
 */
const manuals: Record<Language, () => Promise<HelpDocument>> = {
  en: () => import('./manual/en.ts').then((module) => module.manual),
  de: () => import('./manual/de.ts').then((module) => module.manual),
  cs: () => import('./manual/cs.ts').then((module) => module.manual),
  sk: () => import('./manual/sk.ts').then((module) => module.manual),
};

const legalTexts: Record<Language, () => Promise<LegalTexts>> = {
  en: () => import('./legal/en.ts').then((module) => module.legal),
  de: () => import('./legal/de.ts').then((module) => module.legal),
  cs: () => import('./legal/cs.ts').then((module) => module.legal),
  sk: () => import('./legal/sk.ts').then((module) => module.legal),
};

export const manualQuery = (language: Language) =>
  queryOptions({
    queryKey: queryKeys.help.manual(language),
    queryFn: manuals[language],
    staleTime: Infinity,
  });

export const legalTextsQuery = (language: Language) =>
  queryOptions({
    queryKey: queryKeys.help.legal(language),
    queryFn: legalTexts[language],
    staleTime: Infinity,
  });
