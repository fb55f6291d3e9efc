import { sql } from 'kysely';
import pg from 'pg';
import { parseConfig } from '../contracts/config.ts';
import { startPortalParts } from '../infra/portal.ts';
import { ensureDatabase, withDatabase } from '../infra/postgres.ts';
import { createLogger, createRuntime } from '../infra/runtime.ts';
import { seedAll } from '../infra/seed.ts';
import type { Db } from '../services/db/index.ts';
import { mintAccessToken } from '../services/identity/mint.ts';
import { order } from '../tests/shipments-helpers.ts';

export const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The whole portal in this process for a benchmark, on a seeded database of its own that `close`
 * drops again (kept with BENCH_KEEP=1 for a look afterwards).
 */
export async function startBenchPortal(name: string, env: Record<string, string> = {}) {
  const database = `bench_${name}_${process.pid}`;
  await ensureDatabase(adminUrl, database);
  const config = parseConfig({
    ...process.env,
    DATABASE_URL: withDatabase(adminUrl, database),
    PORT: '0',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    EMBEDDED_SMTP_PORT: '0',
    QUEUE_PREFIX: database,
    ...env,
  });
  const runtime = await createRuntime(config, createLogger(config));
  await seedAll(runtime);
  const parts = await startPortalParts(runtime);
  return {
    database,
    runtime,
    url: parts.api.address,
    /** Port of the embedded SFTP server. */
    sftpPort: parts.sftp.port,
    token: (username: string) =>
      mintAccessToken(runtime.db, config, { issuer: parts.api.app.identity.issuer(), username }),
    async close() {
      await parts.stop();
      await runtime.close();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      if (!process.env.BENCH_KEEP) await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    },
  };
}

/** A valid order of customer 100001 (the tests' order), numbered so that every one differs. */
export function benchOrder(index: number, prefix: string) {
  const base = order();
  return {
    ...base,
    orderNumber: `${prefix}-${index}`,
    consignee: { ...base.consignee, name: `Schmidt Werkzeugbau ${index}` },
  };
}

/** The PostgreSQL server's version, for the machine facts a benchmark prints. */
export async function serverVersion(db: Db): Promise<string | undefined> {
  const { rows } = await sql<{ server_version: string }>`show server_version`.execute(db);
  return rows[0]?.server_version;
}
