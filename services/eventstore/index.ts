export * from './command-handler.ts';
export * from './personal-data/index.ts';
export * from './port.ts';
export {
  SEAL_STORED_TASK,
  type SealStoredOptions,
  type SealStoredProgress,
  sealStoredEvents,
  storedEventsSealed,
} from './postgres/seal-stored.ts';
export { createPostgresEventStore, type PostgresEventStoreOptions } from './postgres/store.ts';
export type { EventAppendsTable, EventStoreTables, EventsView } from './postgres/tables.ts';
export { upcasters } from './upcasters.ts';
export { createUpcasting, type UpcastEvent, type Upcaster } from './upcasting.ts';
