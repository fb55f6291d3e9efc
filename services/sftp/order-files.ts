import path from 'node:path';
import type { ShipmentPayloadInput } from '../../contracts/shipment/index.ts';
import {
  BoundedWorkerError,
  type BoundedWorkerOptions,
  runInBoundedWorker,
} from '../files/bounded-worker.ts';
import { splitCsv } from '../files/csv.ts';
import { EdifactSyntaxError, edifactText, readEdifact } from '../files/edifact.ts';
import { duration, FileLimitError, type TableLimits } from '../files/limits.ts';
import { decodeText, describeEncoding } from '../files/text.ts';
import { readXlsxTable } from '../files/xlsx.ts';
import { type ReceivedInterchange, receivedInterchange } from './acknowledgements.ts';
import type { FileError, FileOrder, FilePlace } from './file-order.ts';
import { quotedValue } from './file-report.ts';
import { type Interchange, iftminOrders } from './iftmin.ts';

export type { FileError, FileOrder, FilePlace } from './file-order.ts';
export { errorReport, MAX_REPORTED_ERRORS } from './file-report.ts';

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

/**
 * The bounds of an order file (docs/decisions/0080): `maxRows` rows below the header (the
 * ORDER_FILE_MAX_ROWS setting), 100 columns, 2,000 characters a cell.
 */
export function orderFileLimits(maxRows = 10_000): TableLimits {
  return {
    maxRows,
    maxColumns: 100,
    maxCells: (maxRows + 1) * 50,
    maxCellChars: 2000,
    maxTextChars: 16 * 1024 * 1024,
    maxUnpackedBytes: 64 * 1024 * 1024,
  };
}

/** Splits CSV text with the order files' bounds (services/files/csv.ts). */
export function parseCsv(text: string, limits: TableLimits = orderFileLimits()): string[][] {
  return splitCsv(text, limits);
}

/** The first worksheet of an XLSX file as records of text, read with `limits` (services/files/xlsx.ts). */
export async function parseXlsx(data: Buffer, limits: TableLimits = orderFileLimits()): Promise<string[][]> {
  return readXlsxTable(data, limits);
}

/** Records (header first) as rows by column name; unknown or missing columns are errors of row 1. */
export function rowsOf(records: string[][]): { rows: FileRow[]; errors: FileError[] } {
  const [header = [], ...data] = records;
  const names = header.map((name) => name.trim());
  const errors: FileError[] = [];
  names.forEach((name) => {
    if (name && !(FILE_COLUMNS as readonly string[]).includes(name))
      errors.push({ row: 1, column: name, message: 'unknown column', code: 'orderFile.csv.unknownColumn' });
  });
  for (const required of ['orderNumber', 'goods'] as const)
    if (!names.includes(required))
      errors.push({
        row: 1,
        column: required,
        message: 'column missing',
        code: 'orderFile.csv.columnMissing',
      });
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
    errors.push({ row: 0, column: '', message: 'no orders in the file', code: 'orderFile.csv.noOrders' });
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

/** The order field a column fills: `consigneeZipCode` → `consignee.zipCode`. */
function columnField(column: FileColumn): string {
  const party = /^(sender|consignee)(\w)(\w*)$/.exec(column);
  return party ? `${party[1]}.${party[2]?.toLowerCase()}${party[3]}` : column;
}

/** An order column of a later row that contradicts the order's first row. */
function differs(row: FileRow, column: FileColumn, first: number): FileError {
  const value = quotedValue(row.values[column]);
  return {
    row: row.row,
    column,
    message: `differs from row ${first} of the same order`,
    code: 'orderFile.csv.differs',
    params: { row: first },
    field: columnField(column),
    ...(value ? { value } : {}),
  };
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
      const field = { field: 'orderNumber', code: 'field.required' };
      errors.push({ row: row.row, column: 'orderNumber', message: 'must not be empty', ...field });
      continue;
    }
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const orders: FileOrder[] = [];
  for (const group of groups.values()) {
    const [first, ...rest] = group as [FileRow, ...FileRow[]];
    for (const row of rest)
      for (const column of ORDER_COLUMNS)
        if ((row.values[column] ?? '') !== (first.values[column] ?? ''))
          errors.push(differs(row, column, first.row));
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

/**
 * Whether a contract or decider error of `field` repeats a problem the reading reported already
 * (an EDIFACT order's missing segment or element): such errors are left out of the report.
 */
export function reportedAlready(order: FileOrder, field: string): boolean {
  return (order.reported ?? []).some(
    (reported) => field === reported || field.startsWith(`${reported}.`) || field.startsWith(`${reported}[`),
  );
}

/** The place of an EDIFACT order's field: its own, else that of the nearest enclosing field. */
function placeOfField(places: Record<string, FilePlace>, field: string): FilePlace {
  for (let path = field; ; path = path.replace(/(\.\w+|\[\d+\])$/, '')) {
    const place = places[path];
    if (place) return place;
    if (!/(\.\w+|\[\d+\])$/.test(path)) return places[''] ?? { row: 0, column: '' };
  }
}

/** The file column a contract or decider field of an order names, and the row it sits in. */
export function locateField(order: FileOrder, field: string): FilePlace {
  if (order.places) return placeOfField(order.places, field);
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

/** The orders of a file and the problems found while reading it; an EDIFACT file's interchange. */
export interface OrderFileContent {
  orders: FileOrder[];
  errors: FileError[];
  interchange?: Interchange;
  /** The text encoding a CSV file was read in (`UTF-8`, `Windows-1252`, ...). */
  encoding?: string;
  /** An EDIFACT file's envelope, which its acknowledgements refer to. */
  envelope?: ReceivedInterchange;
}

interface OrderFileInput {
  name: string;
  data: Uint8Array;
  maxRows: number;
  /** A partner's unit codes and the portal's (the customer's code mappings with their defaults). */
  units?: Record<string, string> | undefined;
}

/** The extensions read as order files. */
function formatOf(name: string): 'csv' | 'xlsx' | 'edifact' | undefined {
  const extension = path.extname(name).toLowerCase();
  if (extension === '.csv' || extension === '.txt') return 'csv';
  if (extension === '.xlsx') return 'xlsx';
  if (extension === '.edi' || extension === '.edifact') return 'edifact';
  return undefined;
}

/** An interchange begins with UNA or UNB, a CSV file with its header: a `.txt` file may be either. */
function looksLikeEdifact(data: Buffer): boolean {
  return /^(\xEF\xBB\xBF)?\s*UN[AB]/.test(data.subarray(0, 16).toString('latin1'));
}

/**
 * The bounds of an EDIFACT order file, in line with a table's (docs/decisions/0080): ten segments
 * per allowed row, 2,000 characters a value.
 */
export function edifactLimits(maxRows = 10_000) {
  return { maxSegments: (maxRows + 1) * 10, maxComponentChars: 2000 };
}

/** The orders of an IFTMIN interchange (iftmin.ts); a file that is no EDIFACT names the segment. */
function edifactContent(data: Buffer, maxRows: number, units: Record<string, string> = {}): OrderFileContent {
  try {
    const segments = readEdifact(edifactText(data), edifactLimits(maxRows));
    const envelope = receivedInterchange(segments);
    return { ...iftminOrders(segments, units), ...(envelope ? { envelope } : {}) };
  } catch (error) {
    if (error instanceof EdifactSyntaxError)
      return {
        orders: [],
        errors: [
          { row: error.position, column: '', place: `segment ${error.position}`, message: error.message },
        ],
      };
    if (error instanceof FileLimitError)
      return { orders: [], errors: [{ row: 0, column: '', message: error.message }] };
    throw error;
  }
}

/**
 * Reads an order file into orders. Runs inside a bounded worker (readOrderFile); a file beyond the
 * bounds or unreadable is a problem of the file as a whole (row 0), not an exception.
 */
export async function orderFileContent(input: OrderFileInput): Promise<OrderFileContent> {
  const data = Buffer.from(input.data.buffer, input.data.byteOffset, input.data.byteLength);
  const limits = orderFileLimits(input.maxRows);
  const format = formatOf(input.name);
  if (format === 'edifact' || (format === 'csv' && looksLikeEdifact(data)))
    return edifactContent(data, input.maxRows, input.units);
  let records: string[][];
  let encoding: string | undefined;
  try {
    if (format === 'xlsx') records = await parseXlsx(data, limits);
    else {
      const decoded = decodeText(data);
      encoding = describeEncoding(decoded);
      records = parseCsv(decoded.text, limits);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      orders: [],
      errors: [
        {
          row: 0,
          column: '',
          message: error instanceof FileLimitError ? message : `the file could not be read: ${message}`,
        },
      ],
      ...(encoding ? { encoding } : {}),
    };
  }
  const { rows, errors } = rowsOf(records);
  const grouped = ordersOf(rows);
  return { orders: grouped.orders, errors: errors.concat(grouped.errors), ...(encoding ? { encoding } : {}) };
}

/**
 * Reads an order file in a worker thread bounded in time and memory (docs/decisions/0080):
 * undefined for a file type that is not read; a file that exceeds the bounds, cannot be read, or
 * makes the worker run out of time or memory comes back as a problem of the whole file. Only a
 * worker that could not start because too many files are being read throws (try again later).
 */
export async function readOrderFile(
  name: string,
  data: Buffer,
  options: BoundedWorkerOptions & { maxRows: number; units?: Record<string, string> },
): Promise<OrderFileContent | undefined> {
  if (!formatOf(name)) return undefined;
  const input: OrderFileInput = { name, data, maxRows: options.maxRows, units: options.units };
  try {
    return await runInBoundedWorker<OrderFileInput, OrderFileContent>(
      new URL(import.meta.url),
      'orderFileContent',
      input,
      options,
    );
  } catch (error) {
    if (!(error instanceof BoundedWorkerError) || error.reason === 'busy') throw error;
    const message =
      error.reason === 'timeout'
        ? `the file could not be read within ${duration(options.timeoutMs)}`
        : error.reason === 'memory'
          ? 'reading the file needs more memory than an order file may take'
          : `the file could not be read: ${error.message}`;
    return { orders: [], errors: [{ row: 0, column: '', message }] };
  }
}
