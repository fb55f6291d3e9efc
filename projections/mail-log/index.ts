export { mailLogProjection } from './projection.ts';
export * from './queries.ts';
export type { MailLogRow, MailLogTables } from './tables.ts';
