import type { ColumnType } from 'kysely';

export interface SftpImportsTable {
  customer_id: string;
  content_hash: string;
  file_name: string;
  shipment_numbers: ColumnType<string[], string, string>;
  /** `sender:reference` of an EDIFACT file's UNB; null for CSV and XLSX. */
  interchange: ColumnType<string | null, string | null | undefined, string | null>;
  started_at: ColumnType<Date, Date | string | undefined, never>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface SftpFileAttemptsTable {
  customer_id: string;
  content_hash: string;
  file_name: string;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SftpRefusalsTable {
  id: ColumnType<string, never, never>;
  customer_id: string;
  file_name: string;
  problems: number;
  refused_at: ColumnType<Date, Date | string | undefined, never>;
}

/** A type, not an interface: `db.withTables<SftpTables>()` needs an index signature. */
export type SftpTables = {
  sftp_imports: SftpImportsTable;
  sftp_file_attempts: SftpFileAttemptsTable;
  sftp_refusals: SftpRefusalsTable;
};
