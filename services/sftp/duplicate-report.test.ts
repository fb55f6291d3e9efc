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
});
