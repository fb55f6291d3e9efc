import { describe, expect, it } from 'vitest';
import { checkReport } from './check-order-file.ts';
import type { Examination } from './take-in-order-file.ts';

const now = new Date('2026-11-29T13:07:00Z');

describe('the report of a check', () => {
  it('says first whether an import would take the file in, in the report language', () => {
    const refused: Examination = {
      valid: false,
      errors: [{ row: 2, column: 'weight', message: 'x' }],
      report: 'REPORT',
    };
    expect(checkReport('a.csv', refused, now, 'de').split('\n').slice(0, 3)).toEqual([
      'würde nicht importiert: 1 Problem',
      'a.csv wurde am 2026-11-29 13:07 UTC geprüft, wie ein Import sie prüfen würde; nichts wurde gespeichert und keine Sendungsnummer vergeben.',
      'Der Bericht, den ein Import schreiben würde:',
    ]);
    const valid = {
      valid: true,
      content: { orders: [{ rows: [2], payload: { orderNumber: 'A-1' } }], errors: [] },
      checked: [{}, {}],
      commission: false,
      now,
      interchange: null,
    } as unknown as Examination;
    const english = checkReport('b.csv', valid, now);
    expect(english.split('\n')[0]).toBe('would be imported: 2 orders');
    expect(english).toContain('orders: A-1');
  });
});
