import { write as writeWorkbook, utils as xlsUtils } from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { longXlsx, wideXlsx, zipArchive, zipBombXlsx } from '../../tests/harness/hostile-files.ts';
import { FileLimitError, type TableLimits } from './limits.ts';
import { readXlsxTable } from './xlsx.ts';

const limits: TableLimits = {
  maxRows: 1000,
  maxColumns: 50,
  maxCells: 50_000,
  maxCellChars: 2000,
  maxTextChars: 1_000_000,
  maxUnpackedBytes: 16 * 1024 * 1024,
};

async function refusal(data: Buffer, bounds = limits): Promise<Error> {
  const error = await readXlsxTable(data, bounds).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Error);
  return error as Error;
}

describe('readXlsxTable', () => {
  it('reads the first worksheet as Excel shows it: texts, numbers, dates, booleans, formula results', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Orders');
    workbook.addWorksheet('Other').addRow(['not read']);
    sheet.addRow(['orderNumber', 'shippingDate', 'weight', 'note', 'flag', 'sum']);
    sheet.addRow([
      'A-1 & <B>',
      new Date(Date.UTC(2026, 10, 24)),
      480.5,
      { richText: [{ text: 'Rich ' }, { font: { bold: true }, text: 'text' }] },
      true,
      { formula: 'C2*2', result: 961 },
    ]);
    sheet.getCell('H4').value = 'far';
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await readXlsxTable(data, limits)).toEqual([
      ['orderNumber', 'shippingDate', 'weight', 'note', 'flag', 'sum'],
      ['A-1 & <B>', '2026-11-24', '480.5', 'Rich text', 'TRUE', '961'],
      [],
      ['', '', '', '', '', '', '', 'far'],
    ]);
  });

  it('reads workbooks SheetJS writes, with inline strings and dates', async () => {
    const workbook = xlsUtils.book_new();
    const sheet = xlsUtils.aoa_to_sheet([
      ['name', 'zipCode', 'since'],
      ['Grazer Metall GmbH', 8020, new Date(Date.UTC(2024, 0, 2, 12, 30))],
    ]);
    xlsUtils.book_append_sheet(workbook, sheet, 'Adressen');
    const data = writeWorkbook(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const table = await readXlsxTable(data, limits);
    expect(table[0]).toEqual(['name', 'zipCode', 'since']);
    expect(table[1]?.slice(0, 2)).toEqual(['Grazer Metall GmbH', '8020']);
    expect(table[1]?.[2]).toMatch(/^2024-01-02 12:30/);
  });

  it('refuses a value beyond the allowed columns at once, however few cells the file has', async () => {
    const started = Date.now();
    const error = await refusal(wideXlsx(3000));
    expect(error).toBeInstanceOf(FileLimitError);
    expect(error.message).toMatch(/column XFD/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('stops at the first row beyond the allowed rows', async () => {
    const error = await refusal(longXlsx(200_000));
    expect(error).toBeInstanceOf(FileLimitError);
    expect(error.message).toMatch(/more than 1,000 rows/);
  });

  it('refuses zip bombs: by the claimed size before inflating, by the real size when the claim lies', async () => {
    const honest = await refusal(zipBombXlsx(200));
    expect(honest).toBeInstanceOf(FileLimitError);
    expect(honest.message).toMatch(/unpacks to more than 16 MB/);
    const lying = await refusal(zipBombXlsx(200, 100_000), { ...limits, maxRows: 1e6, maxCells: 1e7 });
    expect(lying).toBeInstanceOf(FileLimitError);
    expect(lying.message).toMatch(/more than its directory says/);
  });

  it('refuses files that are no workbook, cut-off archives and document type declarations', async () => {
    expect((await refusal(Buffer.from('orderNumber;goods\nA;B\n'))).message).toMatch(/not an .xlsx/);
    const workbook = wideXlsx(2);
    expect((await refusal(workbook.subarray(0, workbook.length - 40))).message).toMatch(/zip/);
    const doctype = zipArchive([
      { name: '_rels/.rels', data: Buffer.from('<!DOCTYPE x [<!ENTITY a "b">]><x/>'), size: 34 },
    ]);
    expect((await refusal(doctype)).message).toMatch(/document type/);
  });
});
