import { describe, expect, it } from 'vitest';
import { reportLanguage } from './report-language.ts';

describe('the language of an order-file report', () => {
  it('is the SFTP_REPORT_LANGUAGE setting, else the language of the customer country', () => {
    expect(reportLanguage({ country: 'DE' }, { SFTP_REPORT_LANGUAGE: 'sk' })).toBe('sk');
    for (const country of ['DE', 'AT', 'CH', 'LI', 'LU']) expect(reportLanguage({ country }, {})).toBe('de');
    expect(reportLanguage({ country: 'CZ' }, {})).toBe('cs');
    expect(reportLanguage({ country: 'sk' }, {})).toBe('sk');
    expect(reportLanguage({ country: 'NL' }, {})).toBe('en');
    // A stored value that is no report language counts as not set.
    expect(reportLanguage({ country: 'AT' }, { SFTP_REPORT_LANGUAGE: 'fr' })).toBe('de');
    // Set back to none (''): the country's language again.
    expect(reportLanguage({ country: 'CZ' }, { SFTP_REPORT_LANGUAGE: '' })).toBe('cs');
  });
});
