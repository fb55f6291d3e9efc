export { createDb, type Db, type DedicatedConnection, openDedicatedConnection } from './connection.ts';
export { type CopyData, CopyRows, copyLine, copyValue } from './copy.ts';
export type { Database } from './database.ts';
export { migrateToLatest, migrationFolders } from './migrate.ts';
