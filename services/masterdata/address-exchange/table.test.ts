import { write as writeWorkbook, utils as xlsUtils } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { FileLimitError } from '../../files/limits.ts';
import { addressFileLimits, parseCsv, parseXls } from './table.ts';
import { parseVcf } from './vcard.ts';

const biff8 = (sheet: ReturnType<typeof xlsUtils.aoa_to_sheet>) => {
  const workbook = xlsUtils.book_new();
  xlsUtils.book_append_sheet(workbook, sheet, 'Adressen');
  return writeWorkbook(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer;
};

describe('bounds of address files', () => {
  const limits = { ...addressFileLimits(2), maxColumns: 5 };

  it('reads only the cells a legacy workbook holds, whatever range it declares', () => {
    const data = biff8(
      xlsUtils.aoa_to_sheet([
        ['name', 'city'],
        ['Linzer Stahlhandel GmbH', 'Linz'],
      ]),
    );
    // The DIMENSIONS record (0x0200) claims the whole sheet: 65,536 rows and 256 columns.
    const dimensions = data.indexOf(Buffer.from([0x00, 0x02, 0x0e, 0x00]));
    data.writeUInt32LE(65_536, dimensions + 8);
    data.writeUInt16LE(256, dimensions + 14);
    const started = Date.now();
    expect(parseXls(data, limits)).toEqual([{ name: 'Linzer Stahlhandel GmbH', city: 'Linz' }]);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('refuses a legacy workbook beyond the rows or columns instead of cutting it off', () => {
    const long = xlsUtils.aoa_to_sheet([['name'], ['A'], ['B'], ['C']]);
    expect(() => parseXls(biff8(long), limits)).toThrow(
      new FileLimitError('the file has more than 2 rows below the header'),
    );
    const wide = xlsUtils.aoa_to_sheet([['name'], ['A', '', '', '', '', 'F']]);
    expect(() => parseXls(biff8(wide), limits)).toThrow(/column F; a file may use at most 5 columns/);
    expect(() => parseXls(Buffer.from('PK\u0003\u0004 a zip, not a compound document'), limits)).toThrow(
      /not an Excel 97-2003 workbook/,
    );
  });

  it('refuses CSV and vCard files beyond the bounds', () => {
    expect(() => parseCsv('name\nA\nB\nC\n', limits)).toThrow(FileLimitError);
    expect(parseCsv(`name${';'.repeat(10_000)}\nA\n`, limits)).toEqual([{ name: 'A' }]);
    const card = 'BEGIN:VCARD\r\nORG:Firma\r\nEND:VCARD\r\n';
    expect(parseVcf(card.repeat(2), { maxCards: 2, maxLineChars: 100 })).toHaveLength(2);
    expect(() => parseVcf(card.repeat(3), { maxCards: 2, maxLineChars: 100 })).toThrow(/more than 2 vCards/);
    expect(() =>
      parseVcf(`BEGIN:VCARD\r\nORG:${'x'.repeat(200)}\r\nEND:VCARD`, { maxCards: 2, maxLineChars: 100 }),
    ).toThrow(/line 2 is longer than 100 characters/);
  });
});
