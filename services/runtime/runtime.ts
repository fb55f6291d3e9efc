import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import type { Config } from '../../contracts/config.ts';
import type { Db } from '../db/index.ts';
import type { PersonalDataVault } from '../eventstore/personal-data/index.ts';
import type { EventStore } from '../eventstore/port.ts';
import type { SealStoredOptions, SealStoredProgress } from '../eventstore/postgres/seal-stored.ts';

/** What every part of the portal runs on: settings, logger, database, Redis, metrics. */
export interface Runtime {
  config: Config;
  log: Logger;
  db: Db;
  databaseUrl: string;
  redisUrl: string;
  /** A new Redis connection; BullMQ workers need their own blocking connections. */
  redis(options?: { forBullmq?: boolean; failFast?: boolean }): Redis;
  metrics: Registry;
  /** The event store: PostgreSQL (the same database as `db`), or EventStoreDB when EVENTSTORE_URL is set. */
  eventStore: EventStore;
  /** The keys of the personal data in events, for erasure (docs/decisions/0112). */
  personalData: PersonalDataVault;
  /**
   * Seals the events stored before personal data was sealed (docs/decisions/0139), with the sealing
   * the appends use. Absent with the EventStoreDB adapter: its events cannot be rewritten.
   */
  sealStoredEvents?: (
    options?: Omit<SealStoredOptions, 'connectionString' | 'sealing'>,
  ) => Promise<SealStoredProgress>;
  /** Closes connections and stops the services this process started, in reverse order. */
  close(): Promise<void>;
}
