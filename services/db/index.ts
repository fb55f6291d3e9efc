export { createDb, type Db } from './connection.ts';
export type { Database } from './database.ts';
export { migrateToLatest, migrationFolders } from './migrate.ts';
