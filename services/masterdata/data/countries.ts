import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import iocCodes from './ioc-codes.json' with { type: 'json' };

const require = createRequire(import.meta.url);
const LANGUAGES = ['de', 'en', 'cs', 'sk'] as const;
for (const language of LANGUAGES) {
  countries.registerLocale(require(`i18n-iso-countries/langs/${language}.json`));
}

export interface CountryRow {
  alpha2Code: string;
  alpha3Code: string;
  isoCode: string;
  iocCode: string;
  names: Record<string, string>;
}

/**
 * Every ISO 3166-1 country from i18n-iso-countries. IOC codes come from the bundled ioc-codes.json
 * (European and major countries); where the IOC has no code of its own on file, alpha-3 stands in.
 */
export function isoCountries(): CountryRow[] {
  const ioc = iocCodes as Record<string, string>;
  return Object.entries(countries.getAlpha2Codes()).map(([alpha2, alpha3]) => ({
    alpha2Code: alpha2,
    alpha3Code: alpha3,
    isoCode: countries.alpha2ToNumeric(alpha2) ?? '',
    iocCode: ioc[alpha2] ?? alpha3,
    names: Object.fromEntries(
      LANGUAGES.map((language) => [language, countries.getName(alpha2, language) ?? alpha2]),
    ),
  }));
}
