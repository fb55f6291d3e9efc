import path from 'node:path';
import { Redis } from 'ioredis';
import pino, { type Logger } from 'pino';
import { type Config, ConfigError, parseConfig } from '../contracts/config.ts';
import { createMetricsRegistry } from '../services/api/plugins/metrics.ts';
import { createDb, migrateToLatest } from '../services/db/index.ts';
import {
  createPersonalDataSealing,
  createPersonalDataVault,
  type PersonalDataSealing,
} from '../services/eventstore/personal-data/index.ts';
import type { EventStore } from '../services/eventstore/port.ts';
import { sealStoredEvents } from '../services/eventstore/postgres/seal-stored.ts';
import { createPostgresEventStore } from '../services/eventstore/postgres/store.ts';
import { upcasters } from '../services/eventstore/upcasters.ts';
import type { Runtime } from '../services/runtime/index.ts';
import { installationQueuePrefix } from './installation.ts';
import { StartError, startPart, stopForGood, stopWithin } from './lifecycle.ts';
import {
  ensureDatabase,
  postgresAnswers,
  runningEmbeddedPostgres,
  startPortalPostgres,
  withDatabase,
} from './postgres.ts';
import { REDIS_MISSING_HELP, redisAnswers, redisServerOnPath, startRedisServer } from './redis.ts';

export type { Runtime };

export const PORTAL_DATABASE = 'portal';

/** Reads the environment or ends the process with a message naming each wrong variable. */
export function loadConfigOrExit(env = process.env): Config {
  try {
    return parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
}

async function resolveDatabase(config: Config, log: Logger, stops: (() => Promise<void>)[]): Promise<string> {
  if (config.DATABASE_URL) return config.DATABASE_URL;
  // Beside a running portal of the same data directory, join its server instead of failing to
  // start a second one on the same files; the portal that started it stops it.
  const running = await runningEmbeddedPostgres(path.resolve(config.DATA_DIR, 'postgres'));
  if (running) {
    log.info('using the embedded PostgreSQL the running portal of this data directory started');
    await ensureDatabase(running, PORTAL_DATABASE);
    return withDatabase(running, PORTAL_DATABASE);
  }
  const server = await startPortalPostgres(config, log, { onGiveUp: stopForGood });
  stops.push(server.stop);
  await ensureDatabase(server.url, PORTAL_DATABASE);
  return withDatabase(server.url, PORTAL_DATABASE);
}

async function resolveRedis(config: Config, log: Logger, stops: (() => Promise<void>)[]): Promise<string> {
  if (config.REDIS_URL) return config.REDIS_URL;
  const local = 'redis://127.0.0.1:6379';
  if (await redisAnswers(local)) {
    log.info('using the Redis on localhost:6379');
    return local;
  }
  if (!redisServerOnPath()) throw new StartError('Redis', REDIS_MISSING_HELP);
  const server = await startPart('Redis', () =>
    startRedisServer(path.resolve(config.DATA_DIR, 'redis'), { persist: true }),
  );
  log.info({ url: server.url }, 'started redis-server');
  stops.push(server.stop);
  return server.url;
}

/**
 * Boots what a part of the portal needs: PostgreSQL (DATABASE_URL or the embedded one), Redis
 * (REDIS_URL, a local one, or `redis-server` from the PATH), the schema migrations, and the pools.
 */
export async function createRuntime(config: Config, log: Logger = createLogger(config)): Promise<Runtime> {
  const stops: (() => Promise<void>)[] = [];
  try {
    // Before the embedded PostgreSQL's first start, which tells a new installation from an old one.
    const queuePrefix =
      config.QUEUE_PREFIX ||
      (config.DATABASE_URL ? 'portal' : await installationQueuePrefix(config.DATA_DIR));
    const databaseUrl = await resolveDatabase(config, log, stops);
    if (!(await postgresAnswers(databaseUrl, 5000)))
      throw new StartError(
        'PostgreSQL',
        'no answer at DATABASE_URL — check DATABASE_URL and that the server runs',
      );
    const redisUrl = await resolveRedis(config, log, stops);
    const db = createDb(databaseUrl, { max: 20 });
    stops.push(() => db.destroy());
    await migrateToLatest(db);
    const personalData = createPersonalDataVault({ connectionString: databaseUrl });
    stops.push(() => personalData.close());
    // Both adapters seal personal data with the keys of the portal's database (docs/decisions/0112).
    const sealing = createPersonalDataSealing(personalData);
    const eventStore = await createEventStore(config, databaseUrl, sealing);
    stops.push(() => eventStore.close());
    const connections = new Set<Redis>();
    stops.push(async () => {
      // QUIT waits for a reply; a connection still reconnecting would never give one.
      await Promise.all(
        [...connections].map((connection) =>
          Promise.race([connection.quit(), new Promise((resolve) => setTimeout(resolve, 1000).unref())])
            .catch(() => undefined)
            .finally(() => connection.disconnect()),
        ),
      );
    });
    return {
      config: { ...config, QUEUE_PREFIX: queuePrefix },
      log,
      db,
      databaseUrl,
      redisUrl,
      metrics: createMetricsRegistry(),
      eventStore,
      personalData,
      ...(config.EVENTSTORE_URL
        ? {}
        : {
            sealStoredEvents: (options = {}) =>
              sealStoredEvents({ ...options, connectionString: databaseUrl, sealing }),
          }),
      redis(options = {}) {
        const connection = new Redis(redisUrl, {
          // BullMQ requires this for its blocking connections; plain clients fail fast instead.
          maxRetriesPerRequest: options.forBullmq ? null : 3,
          // On a request's path a command fails at once while Redis is away instead of waiting.
          ...(options.failFast
            ? { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 1000 }
            : {}),
          lazyConnect: false,
        });
        connection.on('error', (error) => log.warn({ err: error.message }, 'redis connection error'));
        connections.add(connection);
        connection.on('end', () => connections.delete(connection));
        return connection;
      },
      async close() {
        for (const stop of stops.splice(0).reverse()) await stopWithin(log, 'runtime', 10_000, stop);
      },
    };
  } catch (error) {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
    throw error;
  }
}

async function createEventStore(
  config: Config,
  databaseUrl: string,
  personalData: PersonalDataSealing,
): Promise<EventStore> {
  const pollIntervalMs = config.PROJECTION_POLL_MS;
  if (config.EVENTSTORE_URL) {
    // Loaded only when used: the gRPC client is heavy and most installations never need it.
    const { createEsdbEventStore } = await import('../services/eventstore/esdb/store.ts');
    return createEsdbEventStore({
      connectionString: config.EVENTSTORE_URL,
      pollIntervalMs,
      upcasters,
      personalData,
    });
  }
  return createPostgresEventStore({ connectionString: databaseUrl, pollIntervalMs, upcasters, personalData });
}

export function createLogger(config: Config): Logger {
  return pino({ level: config.LOG_LEVEL, base: { service: 'freight-portal' } });
}
