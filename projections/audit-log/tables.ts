import type { Selectable } from 'kysely';

/** One entry per change a user made to a shipment (spec: audit entry). */
export interface AuditLogTable {
  shipment_number: string;
  revision: number;
  customer_id: string;
  type: 'ADD' | 'MOD' | 'DEL';
  user_fullname: string | null;
  user_login: string | null;
  date: Date;
  /** Changed field paths to their new values. */
  modifications: unknown;
}

export interface AuditLogTables {
  audit_log: AuditLogTable;
}

export type AuditLogRow = Selectable<AuditLogTable>;
