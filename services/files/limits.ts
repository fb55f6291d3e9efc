/**
 * Bounds for reading a table (CSV or spreadsheet) from an untrusted file. Every reader checks them
 * while it reads and stops at the first one exceeded, so a hostile file costs at most what the
 * bounds allow (docs/decisions/0080).
 */
export interface TableLimits {
  /** Data rows below the header row; a value in a row below `maxRows + 1` exceeds it. */
  maxRows: number;
  /** Columns of the used range: a value in a column to the right of this one exceeds it. */
  maxColumns: number;
  /** Cells that hold a value. */
  maxCells: number;
  /** Characters of one cell's value (Excel's own limit is 32,767). */
  maxCellChars: number;
  /** Characters of all values together (shared strings may repeat one long text in every cell). */
  maxTextChars: number;
  /** Bytes a spreadsheet's parts may unpack to (zip bombs), checked before and while inflating. */
  maxUnpackedBytes: number;
}

/** A file that exceeds a bound: its message says which, in words a customer understands. */
export class FileLimitError extends Error {
  override readonly name = 'FileLimitError';
}

const number = (value: number) => value.toLocaleString('en');

/** Counts the values of a table as a reader produces them and throws once a bound is exceeded. */
export function tableBudget(limits: TableLimits) {
  let cells = 0;
  let chars = 0;
  return {
    /** A value in `row` (1 is the header) and `column` (1 is A) with `length` characters. */
    value(row: number, column: number, length: number) {
      if (row > limits.maxRows + 1)
        throw new FileLimitError(`the file has more than ${number(limits.maxRows)} rows below the header`);
      if (column > limits.maxColumns)
        throw new FileLimitError(
          `row ${row} has a value in column ${columnName(column)}; a file may use at most ${number(limits.maxColumns)} columns (${columnName(limits.maxColumns)})`,
        );
      if (length > limits.maxCellChars)
        throw new FileLimitError(
          `row ${row}, column ${columnName(column)} holds more than ${number(limits.maxCellChars)} characters`,
        );
      if (++cells > limits.maxCells)
        throw new FileLimitError(`the file has more than ${number(limits.maxCells)} filled cells`);
      chars += length;
      if (chars > limits.maxTextChars)
        throw new FileLimitError(
          `the file holds more than ${number(limits.maxTextChars)} characters of text`,
        );
    },
  };
}

/** A column's letters as a spreadsheet shows them: 1 is A, 27 is AA, 16384 is XFD. */
export function columnName(column: number): string {
  let name = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26))
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
}

/** Megabytes for messages. */
export function megabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

/** A duration for messages: milliseconds below a second, else whole seconds. */
export function duration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.ceil(ms / 1000)} seconds`;
}
