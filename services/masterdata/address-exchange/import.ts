import { addressInputSchema } from '../../../contracts/masterdata/addresses.ts';
import type { FieldError } from '../../../contracts/problem.ts';
import type { Db } from '../../db/index.ts';
import { DomainError, ValidationError } from '../../domain/errors.ts';
import { type ChangeAuthor, recordChange } from '../changes.ts';
import { insertAddress } from '../queries/addresses.ts';
import { parseCsv, parseXls, parseXlsx } from './table.ts';
import { type AddressRow, parseVcf } from './vcard.ts';

/** A file type the import does not read: 415. */
export class UnsupportedImportFormatError extends DomainError {
  readonly status = 415;
  constructor(extension: string) {
    super('addresses.import.unsupported-format', undefined, { extension });
  }
}

async function rowsOf(fileName: string, data: Buffer): Promise<AddressRow[]> {
  const extension = (fileName.match(/\.[^.]+$/)?.[0] ?? '').toLowerCase();
  try {
    if (extension === '.vcf') return parseVcf(data.toString('utf8'));
    if (extension === '.csv') return parseCsv(data.toString('utf8'));
    if (extension === '.xlsx') return await parseXlsx(data);
    if (extension === '.xls') return parseXls(data);
  } catch (error) {
    throw new ValidationError(
      [
        {
          field: 'file',
          defaultMessage: error instanceof Error ? error.message : 'addresses.import.unreadable',
        },
      ],
      'addresses.import.unreadable',
    );
  }
  throw new UnsupportedImportFormatError(extension || fileName);
}

/**
 * Imports an address file (.vcf, .csv, .xls, .xlsx) into a customer's address book: every row is checked
 * with the address rules first, and only a file without errors is imported, in one transaction.
 * Rows without types become consignees.
 */
export async function importAddresses(
  db: Db,
  request: { owner: string; fileName: string; data: Buffer; author: ChangeAuthor },
): Promise<number> {
  const rows = await rowsOf(request.fileName, request.data);
  const errors: FieldError[] = [];
  const inputs = rows.flatMap((row, index) => {
    const types = Array.isArray(row.types) && row.types.length > 0 ? row.types : ['CONSIGNEE'];
    const parsed = addressInputSchema.safeParse({ ...row, types });
    if (parsed.success) return [parsed.data];
    for (const issue of parsed.error.issues) {
      errors.push({ field: `rows[${index}].${issue.path.join('.')}`, defaultMessage: issue.message });
    }
    return [];
  });
  if (errors.length > 0) throw new ValidationError(errors, 'addresses.import.invalid');
  return db.transaction().execute(async (trx) => {
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
}
