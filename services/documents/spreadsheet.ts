import type { Writable } from 'node:stream';

export interface SheetColumn<Row> {
  header: string;
  key: string;
  width?: number;
  /** Excel number format of the column's cells (dates, whole numbers). */
  numFmt?: string;
  /** The cell's value; null leaves the cell empty. */
  value(row: Row): string | number | Date | null;
}

/**
 * Streams rows into an .xlsx workbook on `output` as they arrive, so an export of many thousand
 * shipments never holds the whole sheet in memory.
 */
export async function writeSpreadsheet<Row>(
  output: Writable,
  sheetName: string,
  columns: SheetColumn<Row>[],
  rows: AsyncIterable<Row> | Iterable<Row>,
): Promise<void> {
  // Loaded on the first export: the library is large and most processes never write a workbook.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map(({ header, key, width, numFmt }) => ({
    header,
    key,
    width: width ?? 18,
    ...(numFmt ? { style: { numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const row of rows) {
    // A missing value stays an empty cell, not a cell holding an empty text.
    const values = columns.flatMap((column) => {
      const value = column.value(row);
      return value === null || value === '' ? [] : [[column.key, value]];
    });
    sheet.addRow(Object.fromEntries(values)).commit();
  }
  sheet.commit();
  await workbook.commit();
}
