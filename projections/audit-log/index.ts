export { auditLogProjection } from './projection.ts';
export { findAuditLog } from './queries.ts';
export type { AuditLogRow, AuditLogTables } from './tables.ts';
