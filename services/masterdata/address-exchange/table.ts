import { read as readWorkbook, utils as sheetUtils } from '@e965/xlsx';
import ExcelJS from 'exceljs';
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

/** CSV with a header row; `;` or `,` as separator (whichever the header uses), quotes per RFC 4180. */
export function parseCsv(text: string): AddressRow[] {
  const content = text.replace(/^\uFEFF/, '');
  const firstLine = content.split(/\r?\n/, 1)[0] ?? '';
  const separator = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const table: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < content.length; index++) {
    const char = content[index];
    if (quoted) {
      if (char === '"' && content[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && content[index + 1] === '\n') index++;
      row.push(cell);
      table.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (quoted) throw new Error('a quoted value is not closed');
  if (cell || row.length > 0) table.push([...row, cell]);
  return rowsFromTable(table);
}

/** The first worksheet of an .xlsx workbook, laid out like the CSV. */
export async function parseXlsx(data: Buffer): Promise<AddressRow[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no worksheet');
  const table: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= sheet.columnCount; column++) {
      const value = row.getCell(column).text;
      cells.push(value ?? '');
    }
    table.push(cells);
  });
  return rowsFromTable(table);
}

/** Rows beyond this are not read from a legacy workbook; an address book import is far smaller. */
const XLS_MAX_ROWS = 20_000;

/**
 * The first worksheet of a legacy binary Excel workbook (.xls, BIFF 5/8), laid out like the CSV
 * (docs/decisions/0050). Formulas and HTML are not evaluated; cells are read as their shown text.
 */
export function parseXls(data: Buffer): AddressRow[] {
  const workbook = readWorkbook(data, {
    type: 'buffer',
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    sheetRows: XLS_MAX_ROWS + 1,
  });
  const name = workbook.SheetNames[0];
  const sheet = name ? workbook.Sheets[name] : undefined;
  if (!sheet) throw new Error('the workbook has no worksheet');
  const table = sheetUtils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: false,
    defval: '',
    blankrows: false,
  });
  return rowsFromTable(table.map((cells) => cells.map((cell) => String(cell ?? ''))));
}
