import { type Language, translate } from '../i18n/index.ts';

/**
 * The business name of an order field in the report's language (docs/decisions/0227): the
 * contract's path (`cargoList.items[1].length`) looked up by its pattern
 * (`orderFile.field.cargoList.items[].length` → "length of goods item {n}", the indexes counted
 * from 1), a party's field by its role (`consignee.zipCode` → "consignee zip code"). A path without
 * a name of its own is named by the nearest enclosing field that has one, then the path itself.
 */
export function fieldName(language: Language, path: string): string {
  const indexes = [...path.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]) + 1);
  const params = { n: indexes[0] ?? '', m: indexes[1] ?? '' };
  const party = /^(sender|consignee|invoiceRecipient|loadingSite)\.(\w+)$/.exec(path);
  if (party?.[1] && party[2] && known(`orderFile.field.party.${party[2]}`))
    return translate(language, `orderFile.field.party.${party[2]}`, {
      party: translate(language, `orderFile.field.${party[1]}`),
    });
  for (let pattern = path.replace(/\[\d+\]/g, '[]'); pattern; pattern = enclosing(pattern)) {
    const key = `orderFile.field.${pattern === 'product.identifier' || pattern === 'shippingTerms.identifier' ? pattern.split('.')[0] : pattern}`;
    if (known(key)) return translate(language, key, params);
  }
  return path;
}

/** `a.b[].c` → `a.b[]` → `a.b` → `a` → ''. */
function enclosing(pattern: string): string {
  const trimmed = pattern.replace(/(\.\w+|\[\])$/, '');
  return trimmed === pattern ? '' : trimmed;
}

const known = (key: string) => translate('en', key) !== key;

/**
 * A problem's text in `language` from its catalogue key: a parameter `field` is an order field's
 * path, given by its name; a parameter `refusal` is a catalogue key, given by its text.
 */
export function problemText(language: Language, code: string, params: Record<string, string | number> = {}) {
  const named = { ...params };
  if (typeof params.field === 'string') named.field = fieldName(language, params.field);
  // A refusal the API gives for the same field, by its catalogue key (docs/decisions/0229).
  if (typeof params.refusal === 'string') named.refusal = translate(language, params.refusal);
  return translate(language, code, named);
}
