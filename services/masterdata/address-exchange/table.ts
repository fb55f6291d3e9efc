import { read as readWorkbook } from '@e965/xlsx';
import { type TableLimits, tableBudget } from '../../files/limits.ts';
import { readXlsxTable } from '../../files/xlsx.ts';
import type { AddressRow } from './vcard.ts';

/** The columns of the CSV and spreadsheet layout, in their order (docs/address-import.md). */
export const ADDRESS_COLUMNS = [
  'types',
  'name',
  'additionalName',
  'customerId',
  'street',
  'zipCode',
  'city',
  'country',
  'contactName',
  'phone',
  'mobile',
  'email',
  'web',
] as const;

function rowsFromTable(table: string[][]): AddressRow[] {
  const [header, ...body] = table;
  const columns = (header ?? []).map((cell) => cell.trim());
  if (!columns.includes('name')) throw new Error('the first row must name the columns (name, street, ...)');
  return body
    .filter((cells) => cells.some((cell) => cell.trim()))
    .map((cells) => {
      const row: AddressRow = {};
      columns.forEach((column, index) => {
        if (!(ADDRESS_COLUMNS as readonly string[]).includes(column)) return;
        const value = (cells[index] ?? '').trim();
        if (column === 'types')
          row.types = value
            .split(/[,|]/)
            .map((type) => type.trim())
            .filter(Boolean);
        else if (value) row[column] = value;
      });
      return row;
    });
}

/**
 * The bounds of an address file (docs/decisions/0080): `maxRows` rows below the header (the
 * ADDRESS_FILE_MAX_ROWS setting), 100 columns, 2,000 characters a cell.
 */
export function addressFileLimits(maxRows = 20_000): TableLimits {
  return {
    maxRows,
    maxColumns: 100,
    maxCells: (maxRows + 1) * 30,
    maxCellChars: 2000,
    maxTextChars: 16 * 1024 * 1024,
    maxUnpackedBytes: 64 * 1024 * 1024,
  };
}

/**
 * CSV with a header row; `;` or `,` as separator (whichever the header uses), quotes per RFC 4180.
 * Stops with a FileLimitError at the first value beyond `limits`.
 */
export function parseCsv(text: string, limits: TableLimits = addressFileLimits()): AddressRow[] {
  const content = text.replace(/^\uFEFF/, '');
  const firstLine = content.slice(0, 64 * 1024).split(/\r?\n/, 1)[0] ?? '';
  const separator = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const budget = tableBudget(limits);
  const table: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    if (cell !== '') budget.value(table.length + 1, row.length + 1, cell.length);
    if (row.length < limits.maxColumns) row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    if (table.length <= limits.maxRows || row.some((value) => value !== '')) table.push(row);
    row = [];
  };
  for (let index = 0; index < content.length; index++) {
    const char = content[index];
    if (quoted) {
      if (char === '"' && content[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) endCell();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && content[index + 1] === '\n') index++;
      endRow();
      continue;
    } else cell += char;
    if (cell.length > limits.maxCellChars) budget.value(table.length + 1, row.length + 1, cell.length);
  }
  if (quoted) throw new Error('a quoted value is not closed');
  if (cell || row.length > 0) endRow();
  return rowsFromTable(table);
}

/** The first worksheet of an .xlsx workbook, laid out like the CSV, read with `limits`. */
export async function parseXlsx(
  data: Buffer,
  limits: TableLimits = addressFileLimits(),
): Promise<AddressRow[]> {
  const table = await readXlsxTable(data, limits);
  return rowsFromTable(table.filter((cells) => cells.some((cell) => cell !== '')));
}

/**
 * The first worksheet of a legacy binary Excel workbook (.xls, BIFF 5/8 in a compound document),
 * laid out like the CSV (docs/decisions/0050). Formulas and HTML are not evaluated; cells are read
 * as their shown text. Only the cells present are visited (never the range the file declares), and
 * a row or column beyond `limits` refuses the file instead of being cut off.
 */
export function parseXls(data: Buffer, limits: TableLimits = addressFileLimits()): AddressRow[] {
  // SheetJS reads any format it recognises; only a compound document is an Excel 97-2003 workbook.
  if (data.length < 8 || data.readUInt32BE(0) !== 0xd0cf11e0 || data.readUInt32BE(4) !== 0xa1b11ae1)
    throw new Error('not an Excel 97-2003 workbook');
  const workbook = readWorkbook(data, {
    type: 'buffer',
    dense: true,
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    sheets: 0,
    // One row more than allowed, so that a longer sheet is refused rather than cut off.
    sheetRows: limits.maxRows + 2,
  });
  const name = workbook.SheetNames[0];
  const sheet = name ? workbook.Sheets[name] : undefined;
  if (!sheet) throw new Error('the workbook has no worksheet');
  const dense = (sheet as { '!data'?: ({ w?: string; v?: unknown } | undefined)[][] })['!data'] ?? [];
  const budget = tableBudget(limits);
  const table: string[][] = [];
  dense.forEach((cells, rowIndex) => {
    const row: string[] = [];
    cells?.forEach((cell, columnIndex) => {
      const text = cell?.w ?? (cell?.v === undefined || cell.v === null ? '' : String(cell.v));
      if (text === '') return;
      budget.value(rowIndex + 1, columnIndex + 1, text.length);
      while (row.length < columnIndex) row.push('');
      row[columnIndex] = text;
    });
    if (row.length > 0) table.push(row);
  });
  return rowsFromTable(table);
}
