import { addressInputSchema } from '../../../contracts/masterdata/addresses.ts';
import type { FieldError } from '../../../contracts/problem.ts';
import { controlCharacterFields } from '../../../contracts/rules/text.ts';
import type { Db } from '../../db/index.ts';
import { DomainError, ValidationError } from '../../domain/errors.ts';
import { type ChangeAuthor, recordChange } from '../changes.ts';
import { insertAddress } from '../queries/addresses.ts';
import { ADDRESS_FILE_EXTENSIONS, readAddressFile } from './read.ts';
import type { AddressRow } from './vcard.ts';

/** A file type the import does not read: 415. */
export class UnsupportedImportFormatError extends DomainError {
  readonly status = 415;
  constructor(extension: string) {
    super('addresses.import.unsupported-format', undefined, { extension });
  }
}

/** Too many files are being read at the moment: 503, try again shortly. */
export class ImportBusyError extends DomainError {
  readonly status = 503;
  constructor() {
    super('addresses.import.busy');
  }
}

/** How an import reads its file: rows, time and memory (ADDRESS_FILE_MAX_ROWS, FILE_PARSE_*). */
export interface AddressImportBounds {
  maxRows: number;
  timeoutMs: number;
  maxMemoryMb: number;
}

const DEFAULT_BOUNDS: AddressImportBounds = { maxRows: 20_000, timeoutMs: 20_000, maxMemoryMb: 256 };

/**
 * The rows of the file, read in a bounded worker thread (docs/decisions/0080): a file beyond the
 * bounds is a 400 `addresses.import.too-large`, an unreadable one a 400 `addresses.import.unreadable`,
 * both with a field error on `file` that says why.
 */
async function rowsOf(
  fileName: string,
  data: Buffer,
  bounds: AddressImportBounds,
): Promise<{ rows: AddressRow[]; encoding?: string | undefined }> {
  const extension = (fileName.match(/\.[^.]+$/)?.[0] ?? '').toLowerCase();
  if (!(ADDRESS_FILE_EXTENSIONS as readonly string[]).includes(extension))
    throw new UnsupportedImportFormatError(extension || fileName);
  const result = await readAddressFile(extension, data, bounds);
  if ('rows' in result) return result;
  if (result.refused === 'busy') throw new ImportBusyError();
  throw new ValidationError(
    [{ field: 'file', defaultMessage: result.message }],
    result.refused === 'too-large' ? 'addresses.import.too-large' : 'addresses.import.unreadable',
  );
}

/**
 * Imports an address file (.vcf, .csv, .xls, .xlsx) into a customer's address book: every row is checked
 * with the address rules first, and only a file without errors is imported, in one transaction.
 * Rows without types become consignees. Answers how many were imported and, for a text file, the
 * encoding it was read in.
 */
export async function importAddresses(
  db: Db,
  request: {
    owner: string;
    fileName: string;
    data: Buffer;
    author: ChangeAuthor;
    /** Bounds of reading the file; the defaults of ADDRESS_FILE_MAX_ROWS and FILE_PARSE_* when left out. */
    bounds?: Partial<AddressImportBounds>;
  },
): Promise<{ imported: number; encoding?: string | undefined }> {
  const { rows, encoding } = await rowsOf(request.fileName, request.data, {
    ...DEFAULT_BOUNDS,
    ...request.bounds,
  });
  const errors: FieldError[] = [];
  const inputs = rows.flatMap((row, index) => {
    const types = Array.isArray(row.types) && row.types.length > 0 ? row.types : ['CONSIGNEE'];
    // A control character in a cell is refused as the API refuses it in any text.
    const controls = controlCharacterFields(row);
    for (const at of controls)
      errors.push({ field: `rows[${index}].${at.join('.')}`, defaultMessage: 'field.control-characters' });
    const parsed = addressInputSchema.safeParse({ ...row, types });
    if (parsed.success) return controls.length > 0 ? [] : [parsed.data];
    for (const issue of parsed.error.issues) {
      errors.push({ field: `rows[${index}].${issue.path.join('.')}`, defaultMessage: issue.message });
    }
    return [];
  });
  if (errors.length > 0) throw new ValidationError(errors, 'addresses.import.invalid');
  const imported = await db.transaction().execute(async (trx) => {
    for (const input of inputs) await insertAddress(trx, request.owner, input);
    await recordChange(trx, {
      entity: 'addressBook',
      entityId: request.owner,
      action: 'ADD',
      author: request.author,
      modifications: { imported: inputs.length, file: request.fileName },
    });
    return inputs.length;
  });
  return { imported, ...(encoding ? { encoding } : {}) };
}
