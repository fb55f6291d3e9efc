import { inject } from 'vitest';
import { parseConfig } from '../../contracts/config.ts';
import { startPortalParts } from '../../infra/portal.ts';
import { createRuntime, type Runtime } from '../../infra/runtime.ts';
import { seedAll } from '../../infra/seed.ts';
import type { startApi } from '../../services/api/server.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export interface TestPortal {
  url: string;
  runtime: Runtime;
  database: TestDatabase;
  app: Awaited<ReturnType<typeof startApi>>['app'];
  stop(): Promise<void>;
}

/** Runs the whole portal in this process against a database of its own, on a free port. */
export async function startTestPortal(env: Record<string, string> = {}): Promise<TestPortal> {
  const database = await createTestDatabase('portal');
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    DATABASE_URL: database.url,
    REDIS_URL: inject('redisUrl'),
    EMBEDDED_SMTP_PORT: '0',
    // Test files run side by side; another file's CREATE DATABASE holds the server-wide event
    // visibility horizon for a moment, so commands may wait longer here than in production.
    READ_MODEL_WAIT_MS: '10000',
    QUEUE_PREFIX: `test-${database.name}`,
    ...env,
  });
  const runtime = await createRuntime(config);
  await seedAll(runtime);
  const parts = await startPortalParts(runtime);
  const api = parts.api;
  return {
    url: api.address,
    runtime,
    database,
    app: api.app,
    async stop() {
      await parts.stop();
      await runtime.close();
      await database.drop();
    },
  };
}
