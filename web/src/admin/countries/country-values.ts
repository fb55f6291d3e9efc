import type { Country } from '../../../../contracts/masterdata/reference.ts';

/** What the country form edits (spec 001 section 3). */
export interface CountryFormValues {
  alpha2Code: string;
  alpha3Code: string;
  isoCode: string;
  iocCode: string;
}

export const countryFields = ['alpha2Code', 'alpha3Code', 'isoCode', 'iocCode'] as const;

/** The languages the API keeps country names in. */
const nameLanguages = ['de', 'en', 'cs', 'sk'] as const;

export function countryFormValues(country?: Country): CountryFormValues {
  return {
    alpha2Code: country?.alpha2Code ?? '',
    alpha3Code: country?.alpha3Code ?? '',
    isoCode: country?.isoCode ?? '',
    iocCode: country?.iocCode ?? '',
  };
}

/**
 * The names of a country code in the portal's languages, as far as the browser knows the region
 * (docs/decisions/0057); a made-up code has none and the server names it by its code.
 */
export function countryNames(alpha2Code: string): Partial<Record<(typeof nameLanguages)[number], string>> {
  const code = alpha2Code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return {};
  const names: Partial<Record<(typeof nameLanguages)[number], string>> = {};
  for (const language of nameLanguages) {
    try {
      const name = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(code);
      if (name && name !== code) names[language] = name;
    } catch {
      // A code the browser cannot name: the server falls back to the code.
    }
  }
  return names;
}

/**
 * The payload of a save. A new country brings its names along; a saved one keeps the names it
 * has (the server merges what is sent), and its alpha-2 code, being its identity, stays.
 */
export function countryPayload(values: CountryFormValues, country?: Country) {
  const codes = {
    alpha2Code: country ? country.alpha2Code : values.alpha2Code.trim(),
    alpha3Code: values.alpha3Code.trim(),
    isoCode: values.isoCode.trim(),
    iocCode: values.iocCode.trim(),
  };
  if (country) return codes;
  const names = countryNames(codes.alpha2Code);
  return Object.keys(names).length > 0 ? { ...codes, names } : codes;
}

/** The country's name in the UI language: the API's names, else the code itself. */
export function countryName(country: Country, language: string): string {
  return country.names[language] ?? country.name ?? country.alpha2Code;
}
