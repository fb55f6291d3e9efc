import '../i18n/screens/english.ts';
import { shipmentMessages } from '../../../contracts/shipment/messages.ts';
import type { Language } from '../i18n/language.ts';

/** Generic message keys of field errors and where their texts live in the web app's resources. */
const genericKeys: Record<string, 'validation.required' | 'validation.invalid'> = {
  'field.required': 'validation.required',
  'field.invalid': 'validation.invalid',
};

type Translate = (key: 'validation.required' | 'validation.invalid') => string;

/**
 * The text of a field error's `defaultMessage`: a message key (docs/decisions/0009) is translated
 * into the UI language; a text the server already translated stays as it is.
 */
export function fieldMessageText(message: string, language: Language, translate: Translate): string {
  const generic = genericKeys[message];
  if (generic) return translate(generic);
  return shipmentMessages[language][message] ?? shipmentMessages.en[message] ?? message;
}

export { fieldPathLabel } from './field-paths.ts';
