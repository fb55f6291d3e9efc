import { posix } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { FileLimitError, type TableLimits, tableBudget } from './limits.ts';
import { type XmlHandler, XmlScanner } from './xml.ts';
import { entryChunks, type ZipEntry, zipEntries } from './zip.ts';

/** The largest row and column numbers of the format (XFD1048576). */
const SHEET_ROWS = 1_048_576;
const SHEET_COLUMNS = 16_384;
/** More cell formats than Excel allows (64,000). */
const MAX_STYLES = 65_536;

/** A budget of unpacked bytes shared by the parts read from one workbook. */
class Unpacked {
  private left: number;
  constructor(limit: number) {
    this.left = limit;
  }
  /** Streams the text of an entry through `handler`. */
  async scan(data: Buffer, entry: ZipEntry, handler: XmlHandler): Promise<void> {
    const scanner = new XmlScanner(handler);
    const decoder = new StringDecoder('utf8');
    for await (const chunk of entryChunks(data, entry, this.left)) {
      this.left -= chunk.length;
      scanner.write(decoder.write(chunk));
    }
    scanner.write(decoder.end());
    scanner.end();
  }
}

const attribute = (attributes: Record<string, string>, local: string) => {
  for (const [name, value] of Object.entries(attributes))
    if (name === local || name.endsWith(`:${local}`)) return value;
  return undefined;
};

/** The relationships of a part: id -> { type, target (an archive path) }. */
async function relationships(data: Buffer, entries: Map<string, ZipEntry>, unpacked: Unpacked, part: string) {
  const found = new Map<string, { type: string; target: string }>();
  const file = posix.join(posix.dirname(part), '_rels', `${posix.basename(part)}.rels`);
  const entry = entries.get(file.toLowerCase());
  if (!entry) return found;
  await unpacked.scan(data, entry, {
    open(name, attributes) {
      if (name !== 'Relationship' || attributes.TargetMode === 'External') return;
      const target = attributes.Target ?? '';
      const path = target.startsWith('/')
        ? target.slice(1)
        : posix.normalize(posix.join(posix.dirname(part), target));
      found.set(attributes.Id ?? '', { type: attributes.Type ?? '', target: path });
    },
    close() {},
    text() {},
  });
  return found;
}

/** Built-in number formats that show a date or a time. */
const DATE_FORMAT_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58,
]);

/** Whether a custom number format shows a date or time: d, m, y, h or s outside quotes and brackets. */
function isDateFormat(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[(?![hms]+\])[^\]]*\]/gi, '')
    .split(';')[0] as string;
  return !/^general$/i.test(bare.trim()) && /[dmyhs]/i.test(bare);
}

/** For each cell format (the `s` attribute of a cell), whether it shows a date. */
async function dateStyles(data: Buffer, entry: ZipEntry | undefined, unpacked: Unpacked): Promise<boolean[]> {
  if (!entry) return [];
  const custom = new Map<number, boolean>();
  const styles: boolean[] = [];
  let inCellFormats = false;
  await unpacked.scan(data, entry, {
    open(name, attributes, selfClosing) {
      if (name === 'numFmt')
        custom.set(Number(attributes.numFmtId), isDateFormat(attributes.formatCode ?? ''));
      else if (name === 'cellXfs' && !selfClosing) inCellFormats = true;
      else if (name === 'xf' && inCellFormats) {
        if (styles.length >= MAX_STYLES) throw new FileLimitError('the workbook has too many cell formats');
        const id = Number(attributes.numFmtId ?? 0);
        styles.push(custom.get(id) ?? DATE_FORMAT_IDS.has(id));
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellFormats = false;
    },
    text() {},
  });
  return styles;
}

/** The shared strings: rich text runs joined, phonetic hints left out. */
async function sharedStrings(
  data: Buffer,
  entry: ZipEntry | undefined,
  unpacked: Unpacked,
  limits: TableLimits,
): Promise<string[]> {
  if (!entry) return [];
  const strings: string[] = [];
  let current: string[] | undefined;
  let inText = false;
  let phonetic = 0;
  let chars = 0;
  await unpacked.scan(data, entry, {
    open(name, _attributes, selfClosing) {
      if (name === 'si' && !selfClosing) current = [];
      else if (name === 'si') strings.push('');
      else if (name === 'rPh' && !selfClosing) phonetic++;
      else if (name === 't' && !selfClosing) inText = true;
    },
    close(name) {
      if (name === 'si' && current) {
        if (strings.length >= limits.maxCells)
          throw new FileLimitError(`the workbook holds more than ${limits.maxCells} texts`);
        strings.push(current.join(''));
        current = undefined;
      } else if (name === 'rPh') phonetic--;
      else if (name === 't') inText = false;
    },
    text(text) {
      if (!inText || phonetic > 0 || !current) return;
      chars += text.length;
      if (chars > limits.maxTextChars)
        throw new FileLimitError(`the workbook holds more than ${limits.maxTextChars} characters of text`);
      current.push(text);
    },
  });
  return strings;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A date cell's serial number as YYYY-MM-DD, with the time when it has one. */
function serialDate(serial: number, date1904: boolean): string {
  const days = date1904 ? serial + 1462 : serial < 61 ? serial - 1 : serial;
  const base = Date.UTC(1899, 11, 30) + (date1904 || serial >= 61 ? 0 : 86_400_000);
  const date = new Date(base + Math.round(days * 86_400) * 1000);
  if (Number.isNaN(date.getTime())) return String(serial);
  const day = `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const seconds = date.getUTCHours() * 3600 + date.getUTCMinutes() * 60 + date.getUTCSeconds();
  if (seconds === 0) return day;
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
  return date.getUTCSeconds() ? `${day} ${time}:${pad(date.getUTCSeconds())}` : `${day} ${time}`;
}

/** `B12` -> column 2 (row digits ignored); undefined when it names no cell. */
function columnOf(reference: string): number | undefined {
  let column = 0;
  let index = 0;
  for (; index < reference.length; index++) {
    const code = reference.charCodeAt(index) & ~32;
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
    if (column > SHEET_COLUMNS) return undefined;
  }
  return index === 0 ? undefined : column;
}

/**
 * The first worksheet of an .xlsx workbook as records of text (index 0 is row 1; rows without
 * values are empty), read with bounds: the parts' unpacked sizes are checked before and while
 * inflating, the sheet is streamed, and reading stops at the first value beyond the rows, columns,
 * cells or characters `limits` allow. Only the used range is kept: a lone value in column XFD is
 * one cell, and exceeds the column bound, instead of 16,384 allocated columns.
 *
 * Cells read as they show in plain form: shared and inline strings as their text, numbers as
 * their shortest decimal form, date-formatted numbers as YYYY-MM-DD (with HH:MM when they have a
 * time), booleans as TRUE/FALSE, formulas as their cached result (never evaluated).
 */
export async function readXlsxTable(data: Buffer, limits: TableLimits): Promise<string[][]> {
  if (data.length < 4 || data.readUInt32LE(0) !== 0x04034b50) throw new Error('not an .xlsx workbook');
  const entries = zipEntries(data);
  const unpacked = new Unpacked(limits.maxUnpackedBytes);
  const workbook = await firstSheetOf(data, entries, unpacked);
  const styles = await dateStyles(data, entries.get(workbook.partOf('/styles') ?? ''), unpacked);
  const strings = await sharedStrings(
    data,
    entries.get(workbook.partOf('/sharedStrings') ?? ''),
    unpacked,
    limits,
  );
  const display = cellDisplay(strings, styles, workbook.date1904);
  return readSheet(data, workbook.sheet, unpacked, limits, display);
}

/** The workbook's first worksheet, its date system, and where its other parts are. */
async function firstSheetOf(data: Buffer, entries: Map<string, ZipEntry>, unpacked: Unpacked) {
  const root = await relationships(data, entries, unpacked, '');
  const workbookPath =
    [...root.values()].find((relation) => relation.type.endsWith('/officeDocument'))?.target ??
    'xl/workbook.xml';
  const workbookEntry = entries.get(workbookPath.toLowerCase());
  if (!workbookEntry) throw new Error('not an .xlsx workbook (no workbook part)');
  let firstSheet: string | undefined;
  let date1904 = false;
  await unpacked.scan(data, workbookEntry, {
    open(name, attributes) {
      if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attributes.date1904 ?? '');
      else if (name === 'sheet' && firstSheet === undefined) firstSheet = attribute(attributes, 'id') ?? '';
    },
    close() {},
    text() {},
  });
  const parts = await relationships(data, entries, unpacked, workbookPath);
  const partOf = (suffix: string) =>
    [...parts.values()].find((relation) => relation.type.endsWith(suffix))?.target.toLowerCase();
  const sheetPath = firstSheet === undefined ? undefined : parts.get(firstSheet)?.target;
  const sheet = sheetPath ? entries.get(sheetPath.toLowerCase()) : undefined;
  if (!sheet) throw new Error('the workbook has no worksheet');
  return { sheet, date1904, partOf };
}

/** A cell's value as it shows in plain form, by its type and style. */
type CellDisplay = (type: string, style: number, raw: string) => string;

function cellDisplay(strings: string[], styles: boolean[], date1904: boolean): CellDisplay {
  return (type, style, raw) => {
    switch (type) {
      case 's':
        return strings[Number(raw)] ?? '';
      case 'b':
        return raw === '1' ? 'TRUE' : raw === '0' ? 'FALSE' : raw;
      case 'str':
      case 'inlineStr':
      case 'e':
        return raw;
      case 'd':
        return raw.endsWith('T00:00:00') || raw.endsWith('T00:00:00Z') ? raw.slice(0, 10) : raw;
      default: {
        const number = Number(raw);
        if (raw.trim() === '' || !Number.isFinite(number)) return raw;
        return styles[style] ? serialDate(number, date1904) : String(number);
      }
    }
  };
}

/** Streams the worksheet into records within the limits. */
async function readSheet(
  data: Buffer,
  sheet: ZipEntry,
  unpacked: Unpacked,
  limits: TableLimits,
  display: CellDisplay,
): Promise<string[][]> {
  const budget = tableBudget(limits);
  const records: string[][] = [];
  let row = 0;
  let column = 0;
  let cell: { type: string; style: number; value: string[]; inline: boolean } | undefined;
  let inValue = false;
  let inInlineText = false;
  let phonetic = 0;
  let valueChars = 0;

  const place = (text: string) => {
    budget.value(row, column, text.length);
    let record = records[row - 1];
    if (!record) {
      // Rows above without values stay empty; bounded by maxRows through the budget.
      while (records.length < row - 1) records.push([]);
      record = [];
      records[row - 1] = record;
    }
    while (record.length < column - 1) record.push('');
    record[column - 1] = text;
  };

  await unpacked.scan(data, sheet, {
    open(name, attributes, selfClosing) {
      if (name === 'row') {
        const number = attributes.r === undefined ? row + 1 : Number(attributes.r);
        if (!Number.isInteger(number) || number < 1 || number > SHEET_ROWS)
          throw new Error(`the worksheet has a row numbered ${attributes.r}`);
        row = number;
        column = 0;
      } else if (name === 'c') {
        const reference = attributes.r;
        const named = reference === undefined ? column + 1 : columnOf(reference);
        if (named === undefined || named > SHEET_COLUMNS)
          throw new Error(`the worksheet has a cell named ${reference}`);
        column = named;
        if (row === 0) row = 1;
        cell = selfClosing
          ? undefined
          : { type: attributes.t ?? 'n', style: Number(attributes.s ?? 0), value: [], inline: false };
        valueChars = 0;
      } else if (cell && !selfClosing) {
        if (name === 'v') inValue = true;
        else if (name === 'is') cell.inline = true;
        else if (name === 'rPh') phonetic++;
        else if (name === 't' && cell.inline) inInlineText = true;
      }
    },
    close(name) {
      if (name === 'v') inValue = false;
      else if (name === 't') inInlineText = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'c' && cell) {
        const text = display(cell.type, cell.style, cell.value.join(''));
        cell = undefined;
        if (text !== '') place(text);
      }
    },
    text(text) {
      if (!cell || !(inValue || (inInlineText && phonetic === 0))) return;
      valueChars += text.length;
      if (valueChars > limits.maxCellChars)
        throw new FileLimitError(`row ${row} holds a cell longer than ${limits.maxCellChars} characters`);
      cell.value.push(text);
    },
  });
  return records;
}
