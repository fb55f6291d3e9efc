import {
  BoundedWorkerError,
  type BoundedWorkerOptions,
  runInBoundedWorker,
} from '../../files/bounded-worker.ts';
import { duration } from '../../files/limits.ts';
import { decodeText, describeEncoding } from '../../files/text.ts';
import { type AddressRow, parseVcf } from './vcard.ts';

/** The file types an address import reads. */
export const ADDRESS_FILE_EXTENSIONS = ['.vcf', '.csv', '.xlsx', '.xls'] as const;

/** The rows of an address file, or why it was refused: beyond the bounds, or unreadable. */
export type AddressFileResult =
  /** `encoding`: the text encoding a .csv or .vcf file was read in. */
  | { rows: AddressRow[]; encoding?: string }
  | { refused: 'too-large' | 'unreadable'; message: string }
  /** Too many files are being read at the moment. */
  | { refused: 'busy'; message: string };

interface AddressFileInput {
  extension: string;
  data: Uint8Array;
  maxRows: number;
}

/** Reads an address file into rows. Runs inside a bounded worker (readAddressFile). */
export async function addressFileRows(input: AddressFileInput): Promise<AddressFileResult> {
  const data = Buffer.from(input.data.buffer, input.data.byteOffset, input.data.byteLength);
  // The readers (SheetJS for .xls among them) load in the worker only, not in the process that starts it.
  const { addressFileLimits, parseCsv, parseXls, parseXlsx } = await import('./table.ts');
  const limits = addressFileLimits(input.maxRows);
  try {
    if (input.extension === '.vcf' || input.extension === '.csv') {
      const decoded = decodeText(data);
      const rows =
        input.extension === '.vcf'
          ? parseVcf(decoded.text, { maxCards: input.maxRows, maxLineChars: 4000 })
          : parseCsv(decoded.text, limits);
      return { rows, encoding: describeEncoding(decoded) };
    }
    if (input.extension === '.xlsx') return { rows: await parseXlsx(data, limits) };
    if (input.extension === '.xls') return { rows: parseXls(data, limits) };
    return { refused: 'unreadable', message: `files of type ${input.extension} are not read` };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return error instanceof Error && error.name === 'FileLimitError'
      ? { refused: 'too-large', message }
      : { refused: 'unreadable', message };
  }
}

/**
 * Reads an address file (by its extension, one of ADDRESS_FILE_EXTENSIONS) in a worker thread
 * bounded in time and memory (docs/decisions/0080). Never throws for the file's sake: a file
 * beyond the bounds, unreadable, or one that makes the worker run out of time or memory is refused
 * with a message that says why.
 */
export async function readAddressFile(
  extension: string,
  data: Buffer,
  options: BoundedWorkerOptions & { maxRows: number },
): Promise<AddressFileResult> {
  try {
    return await runInBoundedWorker<AddressFileInput, AddressFileResult>(
      new URL(import.meta.url),
      'addressFileRows',
      { extension, data, maxRows: options.maxRows },
      options,
    );
  } catch (error) {
    if (!(error instanceof BoundedWorkerError)) throw error;
    if (error.reason === 'busy') return { refused: 'busy', message: error.message };
    if (error.reason === 'timeout')
      return {
        refused: 'too-large',
        message: `the file could not be read within ${duration(options.timeoutMs)}`,
      };
    if (error.reason === 'memory')
      return { refused: 'too-large', message: 'reading the file needs more memory than an import may take' };
    return { refused: 'unreadable', message: error.message };
  }
}
