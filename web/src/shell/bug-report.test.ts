import { describe, expect, it } from 'vitest';
import { bugReportText } from './bug-report.ts';

describe('bugReportText', () => {
  it('puts the description first and the context support needs after it', () => {
    const text = bugReportText({
      description: '  Labels print blank.  ',
      contact: 'anna@example.com',
      page: 'http://portal/shipments/list?searchText=S-1',
      frontendVersion: '1.19.2',
      backendVersion: '1.19.2',
      browser: 'Chromium',
      language: 'de',
      lastError: {
        status: 500,
        title: 'Internal Server Error',
        timestamp: '2026-11-22T08:15:00.000Z',
        method: 'GET',
        instance: '/api/shipments/labels',
        fieldErrors: [{ field: 'printerType', defaultMessage: 'field.invalid' }],
        details: [],
      },
    });
    expect(text.split('\n')).toEqual([
      'Labels print blank.',
      '',
      '---',
      'Contact: anna@example.com',
      'Page: http://portal/shipments/list?searchText=S-1',
      'Frontend: 1.19.2',
      'Backend: 1.19.2',
      'Language: de',
      'Browser: Chromium',
      'Last error: 500 Internal Server Error',
      '  at 2026-11-22T08:15:00.000Z',
      '  request GET /api/shipments/labels',
      '  printerType: field.invalid',
    ]);
  });

  it('marks what is unknown instead of leaving it out', () => {
    const text = bugReportText({
      description: 'x',
      contact: ' ',
      page: 'p',
      frontendVersion: '1',
      backendVersion: undefined,
      browser: 'b',
      language: 'en',
      lastError: undefined,
    });
    expect(text).toContain('Contact: -');
    expect(text).toContain('Backend: -');
    expect(text).not.toContain('Last error');
  });
});
