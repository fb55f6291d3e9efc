import type { Selectable } from 'kysely';
import type { Db } from '../db/index.ts';
import type { SftpImportsTable, SftpTables } from './tables.ts';

/**
 * The records of the order-file intake: each file's content (by its hash) with the shipment
 * numbers drawn for it and when its import finished, and each refusal (for the metrics).
 */

export type ImportRecord = Selectable<SftpImportsTable>;

const imports = (db: Db) => db.withTables<SftpTables>();

/** The import of this content for the customer, finished or begun. */
export function importOfContent(db: Db, customerId: string, hash: string): Promise<ImportRecord | undefined> {
  return imports(db)
    .selectFrom('sftp_imports')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('content_hash', '=', hash)
    .executeTakeFirst();
}

/** Another content's import of the same EDIFACT interchange (UNB sender and reference). */
export function otherImportOfInterchange(
  db: Db,
  customerId: string,
  interchange: string,
  hash: string,
): Promise<ImportRecord | undefined> {
  return imports(db)
    .selectFrom('sftp_imports')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('interchange', '=', interchange)
    .where('content_hash', '<>', hash)
    .executeTakeFirst();
}

/**
 * Keeps the shipment numbers drawn for a content, unless numbers are kept for it already (a run
 * that stopped halfway saves the same shipments), and answers the kept ones.
 */
export async function keepShipmentNumbers(
  db: Db,
  record: {
    customerId: string;
    hash: string;
    fileName: string;
    numbers: string[];
    interchange: string | null;
  },
): Promise<string[]> {
  await imports(db)
    .insertInto('sftp_imports')
    .values({
      customer_id: record.customerId,
      content_hash: record.hash,
      file_name: record.fileName,
      shipment_numbers: JSON.stringify(record.numbers),
      interchange: record.interchange,
    })
    .onConflict((conflict) => conflict.columns(['customer_id', 'content_hash']).doNothing())
    .execute();
  const kept = await imports(db)
    .selectFrom('sftp_imports')
    .select('shipment_numbers')
    .where('customer_id', '=', record.customerId)
    .where('content_hash', '=', record.hash)
    .executeTakeFirstOrThrow();
  return kept.shipment_numbers;
}

export async function finishImport(db: Db, customerId: string, hash: string): Promise<void> {
  await imports(db)
    .updateTable('sftp_imports')
    .set({ finished_at: new Date() })
    .where('customer_id', '=', customerId)
    .where('content_hash', '=', hash)
    .execute();
}

export async function recordRefusal(db: Db, customerId: string, fileName: string, problems: number) {
  await imports(db)
    .insertInto('sftp_refusals')
    .values({ customer_id: customerId, file_name: fileName, problems })
    .execute();
}
