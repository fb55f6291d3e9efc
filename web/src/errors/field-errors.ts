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

/** The part of a chosen entry the form keeps (`product.identifier`): the user sees the entry's name. */
const INNER_SEGMENTS = new Set(['identifier', 'value']);

/**
 * A field path (`cargoList.items[0].weight`, also `cargoList.items.0.weight`) as the user reads it
 * ("Cargo list › Item 1 › Weight"): each segment by its label, list positions counted from 1,
 * `product.identifier` as "Product"; unknown segments stay as they are.
 */
export function fieldPathLabel(path: string, label: (segment: string) => string | undefined): string {
  const segments = path.replace(/\.(\d+)(?=\.|$)/g, '[$1]').split('.');
  if (segments.length > 1 && INNER_SEGMENTS.has(segments.at(-1) ?? '')) segments.pop();
  return segments
    .map((segment) => {
      const match = /^(.+?)\[(\d+)\]$/.exec(segment);
      const name = match ? match[1]! : segment;
      const text = label(name) ?? name;
      return match ? `${text} ${Number(match[2]) + 1}` : text;
    })
    .join(' › ');
}
