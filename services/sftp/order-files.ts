import ExcelJS from 'exceljs';
import type { ShipmentPayloadInput } from '../../contracts/shipment/index.ts';

/**
 * The columns of an order file (docs/sftp-orders.md), in this order in the header row. One row per
 * cargo item; the order columns repeat on every row of an order, and the rows of one order share
 * its `orderNumber`.
 */
export const ORDER_COLUMNS = [
  'orderNumber',
  'referenceNumber',
  'shippingDate',
  'deliveryDate',
  'product',
  'shippingTerms',
  'senderName',
  'senderStreet',
  'senderZipCode',
  'senderCity',
  'senderCountry',
  'senderContactName',
  'senderPhone',
  'consigneeName',
  'consigneeStreet',
  'consigneeZipCode',
  'consigneeCity',
  'consigneeCountry',
  'consigneeContactName',
  'consigneePhone',
  'consigneeEmail',
  'deliveryNotes',
] as const;
export const ITEM_COLUMNS = [
  'colliQty',
  'packingCode',
  'goods',
  'weight',
  'length',
  'width',
  'height',
] as const;
export const FILE_COLUMNS = [...ORDER_COLUMNS, ...ITEM_COLUMNS] as const;
export type FileColumn = (typeof FILE_COLUMNS)[number];

/** A data row of a file: its row number as a spreadsheet shows it (the header is row 1). */
export interface FileRow {
  row: number;
  values: Partial<Record<FileColumn, string>>;
}

/** A problem of a file, named by row and column (row 1 is the header; 0 is the file as a whole). */
export interface FileError {
  row: number;
  column: string;
  message: string;
}

/** An order of a file and the rows it came from (the first row holds the order columns). */
export interface FileOrder {
  rows: number[];
  payload: ShipmentPayloadInput;
}

/** Splits CSV text: `;` or `,` as the header uses, double quotes around fields, `""` inside them. */
export function parseCsv(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.slice(0, source.search(/\r?\n|$/));
  const delimiter = firstLine.split(';').length >= firstLine.split(',').length ? ';' : ',';
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === delimiter) {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

/** A spreadsheet cell as text: dates as YYYY-MM-DD, formulas by their result, rich text joined. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

/** The first worksheet of an XLSX file as records of text. */
export async function parseXlsx(data: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const records: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let column = 1; column <= Math.max(row.cellCount, 1); column++)
      cells.push(cellText(row.getCell(column).value));
    records[rowNumber - 1] = cells;
  });
  return Array.from(records, (record) => record ?? []);
}

/** Records (header first) as rows by column name; unknown or missing columns are errors of row 1. */
export function rowsOf(records: string[][]): { rows: FileRow[]; errors: FileError[] } {
  const [header = [], ...data] = records;
  const names = header.map((name) => name.trim());
  const errors: FileError[] = [];
  names.forEach((name) => {
    if (name && !(FILE_COLUMNS as readonly string[]).includes(name))
      errors.push({ row: 1, column: name, message: 'unknown column' });
  });
  for (const required of ['orderNumber', 'goods'] as const)
    if (!names.includes(required)) errors.push({ row: 1, column: required, message: 'column missing' });
  const rows: FileRow[] = [];
  data.forEach((record, index) => {
    if (record.every((cell) => cell.trim() === '')) return;
    const values: FileRow['values'] = {};
    names.forEach((name, column) => {
      const cell = (record[column] ?? '').trim();
      if ((FILE_COLUMNS as readonly string[]).includes(name) && cell !== '')
        values[name as FileColumn] = cell;
    });
    rows.push({ row: index + 2, values });
  });
  if (rows.length === 0 && errors.length === 0)
    errors.push({ row: 0, column: '', message: 'no orders in the file' });
  return { rows, errors };
}

/** A number where the cell holds one; the text otherwise, so the contract names the field invalid. */
function numeric(value: string | undefined): number | string | undefined {
  if (value === undefined) return undefined;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) ? number : value;
}

function party(values: FileRow['values'], prefix: 'sender' | 'consignee') {
  const pick = (name: string) => values[`${prefix}${name}` as FileColumn];
  const party: Record<string, string> = {};
  for (const name of ['Name', 'Street', 'ZipCode', 'City', 'Country', 'ContactName', 'Phone', 'Email']) {
    const value = pick(name);
    if (value !== undefined) party[name[0]?.toLowerCase() + name.slice(1)] = value;
  }
  return party;
}

/**
 * Groups the rows into orders by `orderNumber` (in the order they first appear) and builds each
 * order's payload as the API takes it; the contract and the decider check it afterwards. An order
 * row that contradicts the first row of its order is an error.
 */
export function ordersOf(rows: FileRow[]): { orders: FileOrder[]; errors: FileError[] } {
  const groups = new Map<string, FileRow[]>();
  const errors: FileError[] = [];
  for (const row of rows) {
    const key = row.values.orderNumber;
    if (!key) {
      errors.push({ row: row.row, column: 'orderNumber', message: 'required' });
      continue;
    }
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const orders: FileOrder[] = [];
  for (const group of groups.values()) {
    const [first, ...rest] = group as [FileRow, ...FileRow[]];
    for (const row of rest)
      for (const column of ORDER_COLUMNS)
        if ((row.values[column] ?? '') !== (first.values[column] ?? ''))
          errors.push({ row: row.row, column, message: `differs from row ${first.row} of the same order` });
    const values = first.values;
    const payload: Record<string, unknown> = {
      sender: party(values, 'sender'),
      consignee: party(values, 'consignee'),
      orderNumber: values.orderNumber,
      shippingDate: values.shippingDate,
      shippingTerms: { identifier: values.shippingTerms },
      product: { identifier: values.product },
      deliveryNotes: (values.deliveryNotes ?? '')
        .split(/[|,]/)
        .map((code) => code.trim())
        .filter(Boolean)
        .map((identifier) => ({ identifier })),
      cargoList: {
        items: group.map((row) => {
          const item: Record<string, unknown> = {
            packingCode: row.values.packingCode,
            goods: row.values.goods,
            weight: numeric(row.values.weight),
          };
          for (const column of ['colliQty', 'length', 'width', 'height'] as const) {
            const value = numeric(row.values[column]);
            if (value !== undefined) item[column] = value;
          }
          return item;
        }),
      },
    };
    if (values.referenceNumber) payload.referenceNumber = values.referenceNumber;
    if (values.deliveryDate) payload.deliveryDate = values.deliveryDate;
    orders.push({ rows: group.map((row) => row.row), payload: payload as unknown as ShipmentPayloadInput });
  }
  return { orders, errors };
}

/** The file column a contract or decider field of an order names, and the row it sits in. */
export function locateField(order: FileOrder, field: string): { row: number; column: string } {
  const item = /^cargoList\.items(?:\[|\.)(\d+)\]?\.?(\w+)?/.exec(field);
  if (item) {
    const index = Number(item[1]);
    const column = item[2] && (ITEM_COLUMNS as readonly string[]).includes(item[2]) ? item[2] : field;
    return { row: order.rows[index] ?? order.rows[0] ?? 0, column };
  }
  const party = /^(sender|consignee)\.(\w+)/.exec(field);
  const direct: Record<string, string> = {
    'shippingTerms.identifier': 'shippingTerms',
    shippingTerms: 'shippingTerms',
    'product.identifier': 'product',
    product: 'product',
  };
  let column = direct[field] ?? field;
  if (party?.[1] && party[2]) {
    const candidate = `${party[1]}${party[2][0]?.toUpperCase()}${party[2].slice(1)}`;
    column = (FILE_COLUMNS as readonly string[]).includes(candidate) ? candidate : field;
  } else if (field.startsWith('deliveryNotes')) column = 'deliveryNotes';
  return { row: order.rows[0] ?? 0, column };
}

/** The error report written next to a refused file. */
export function errorReport(fileName: string, errors: FileError[]): string {
  const lines = [...errors]
    .sort((a, b) => a.row - b.row || a.column.localeCompare(b.column))
    .map((error) =>
      error.row === 0 ? `file: ${error.message}` : `row ${error.row}, ${error.column}: ${error.message}`,
    );
  return [
    `${fileName}: not imported, no order of this file was saved.`,
    'Correct the rows below and upload the whole file again.',
    '',
    ...lines,
    '',
  ].join('\n');
}
