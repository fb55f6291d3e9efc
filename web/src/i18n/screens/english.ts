import { i18n } from '../index.ts';
import { screensEn } from './en.ts';

/*
 * Imported by every module that shows these texts, so the English texts of a screen other than the
 * shipment list arrive with the screen's own chunk (docs/decisions/0142). English is the fallback
 * of every language, so it is added whatever language is showing; the texts of the other languages
 * come with the rest of their catalogue (`../index.ts`).
 */
const add = () => i18n.addResourceBundle('en', 'translation', screensEn, true, false);
if (i18n.isInitialized) add();
else i18n.on('initialized', add);
