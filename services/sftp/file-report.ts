import { type Language, translate } from '../i18n/index.ts';
import { fieldName, problemText } from './field-names.ts';
import type { FileError, FilePlace } from './file-order.ts';

/**
 * The error report written next to a refused order file (docs/decisions/0227): every problem of the
 * file in one list, in the customer's language, each line naming where (segment and element of an
 * EDIFACT file, row and column of a CSV or XLSX file), the business field and the value read there,
 * and what is wrong: `segment 15 NAD, element 3251: consignee zip code "NL": wrong postal code for
 * country`.
 */

/** A report names this many problems at most; a file with more has a systematic fault. */
export const MAX_REPORTED_ERRORS = 1000;

/** A quoted value keeps this many characters; a longer one is cut with `…`. */
const MAX_QUOTED_CHARS = 40;

/**
 * A value read, as a report quotes it: in double quotes, at most MAX_QUOTED_CHARS characters,
 * control characters, quotes and backslashes escaped as in JSON (`"a\tb"`); undefined for nothing
 * or no text (an empty value, a party, a list).
 */
export function quotedValue(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return undefined;
  const text = String(value);
  if (text === '') return undefined;
  const chars = [...text];
  return JSON.stringify(
    chars.length > MAX_QUOTED_CHARS ? `${chars.slice(0, MAX_QUOTED_CHARS).join('')}…` : text,
  );
}

/** The value at a contract path (`cargoList.items[1].length`) of a payload, undefined when there is none. */
export function valueAt(payload: unknown, path: string): unknown {
  let current: unknown = payload;
  for (const part of path.match(/[^.[\]]+/g) ?? []) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** Where a problem stands, in `language`: `segment 15 NAD, element 3251`, `row 3, weight`, `file`. */
export function placeText(language: Language, error: FilePlace): string {
  const { segment } = error;
  if (segment) {
    const head = translate(language, 'orderFile.place.segmentTag', segment);
    return segment.element
      ? `${head}, ${translate(language, 'orderFile.place.element', { element: segment.element })}`
      : head;
  }
  const bare = /^segment (\d+)$/.exec(error.place ?? '');
  if (bare) return translate(language, 'orderFile.place.segment', { position: Number(bare[1]) });
  if (error.place) return error.place;
  if (error.row === 0) return translate(language, 'orderFile.place.file');
  return translate(language, 'orderFile.place.row', { row: error.row, column: error.column });
}

/** What is wrong, in `language`: the field and its value when the problem names them, then the message. */
export function problemLine(language: Language, error: FileError): string {
  const message = error.code ? problemText(language, error.code, error.params) : error.message;
  if (!error.field) return message;
  const value = error.value !== undefined ? ` ${error.value}` : '';
  return `${fieldName(language, error.field)}${value}: ${message}`;
}

/** The error report of `fileName` in `language`; `read` names the encoding a CSV file was read in. */
export function errorReport(
  fileName: string,
  errors: FileError[],
  read: { encoding?: string | undefined } = {},
  language: Language = 'en',
): string {
  const lines = [...errors]
    .sort((a, b) => a.row - b.row || a.column.localeCompare(b.column))
    .slice(0, MAX_REPORTED_ERRORS)
    .map((error) => `${placeText(language, error)}: ${problemLine(language, error)}`);
  const segments = errors.some((error) => error.place || error.segment);
  if (errors.length > MAX_REPORTED_ERRORS)
    lines.push(translate(language, 'orderFile.report.more', { count: errors.length - MAX_REPORTED_ERRORS }));
  return [
    translate(language, 'orderFile.report.refused', { file: fileName }),
    translate(language, segments ? 'orderFile.report.correctSegments' : 'orderFile.report.correctRows'),
    ...(read.encoding ? [translate(language, 'orderFile.report.encoding', { encoding: read.encoding })] : []),
    '',
    ...lines,
    '',
  ].join('\n');
}
