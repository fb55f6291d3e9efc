import '../i18n/index.ts';
import { describe, expect, it } from 'vitest';
import { duplicateReport } from './duplicate-report.ts';

describe('the report of a file imported before', () => {
  it('says the file was already imported, when and as which shipments, and asks for no correction', () => {
    const report = duplicateReport('again.csv', {
      fileName: 'orders.csv',
      finishedAt: new Date('2026-11-24T09:15:30Z'),
      shipmentNumbers: ['1000123', '1000124'],
    });
    expect(report).toContain('again.csv: not imported, because the same file was already imported.');
    expect(report).toContain('2026-11-24 09:15 UTC as orders.csv');
    expect(report).toContain('1000123, 1000124');
    expect(report).not.toMatch(/correct the rows/i);
  });

  it("speaks the customer's language", () => {
    const report = duplicateReport(
      'again.edi',
      { fileName: 'orders.edi', finishedAt: new Date('2026-11-24T09:15:30Z'), shipmentNumbers: ['1000123'] },
      { reference: 'IC1', sender: '4012345000009' },
      'de',
    );
    expect(report.split('\n')).toEqual([
      'again.edi: nicht importiert, weil ihre Übertragung (Interchange) IC1 des Absenders 4012345000009 (UNB 0020) bereits importiert wurde.',
      'Sie wurde am 2026-11-24 09:15 UTC als orders.edi importiert; ihre Aufträge sind die Sendungen 1000123.',
      'Es ist nichts zu korrigieren. Für weitere Aufträge bitte eine Datei nur mit den neuen Aufträgen hochladen.',
      '',
    ]);
  });
});
