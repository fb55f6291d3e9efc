import { REPORT_LANGUAGES, type ReportLanguage } from '../../contracts/masterdata/customers.ts';

/**
 * The language of a customer's order-file reports (docs/decisions/0227): the customer setting
 * SFTP_REPORT_LANGUAGE, else the language of the customer's country — German for DE, AT, CH, LI and
 * LU, Czech for CZ, Slovak for SK — else English.
 */
export function reportLanguage(
  customer: { country: string },
  settings: Record<string, unknown>,
): ReportLanguage {
  const chosen = settings.SFTP_REPORT_LANGUAGE;
  if (typeof chosen === 'string' && (REPORT_LANGUAGES as readonly string[]).includes(chosen))
    return chosen as ReportLanguage;
  return COUNTRY_LANGUAGES[customer.country.trim().toUpperCase()] ?? 'en';
}

const COUNTRY_LANGUAGES: Record<string, ReportLanguage> = {
  DE: 'de',
  AT: 'de',
  CH: 'de',
  LI: 'de',
  LU: 'de',
  CZ: 'cs',
  SK: 'sk',
};
