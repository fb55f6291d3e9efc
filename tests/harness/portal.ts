import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
  /** Port of the embedded SFTP server (a free one per portal). */
  sftpPort: number;
  stop(): Promise<void>;
}

/** Runs the whole portal in this process against a database of its own, on a free port. */
export async function startTestPortal(env: Record<string, string> = {}): Promise<TestPortal> {
  const database = await createTestDatabase('portal');
  // The SFTP host key and the customers' SFTP folders; the databases and Redis are external here.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-data-'));
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PORT: '0',
    DATABASE_URL: database.url,
    REDIS_URL: inject('redisUrl'),
    EMBEDDED_SMTP_PORT: '0',
    DATA_DIR: dataDir,
    SFTP_PORT: '0',
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
    sftpPort: parts.sftp.port,
    async stop() {
      await parts.stop();
      await runtime.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
