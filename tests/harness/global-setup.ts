import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { postgresAnswers, startEmbeddedPostgres, withDatabase } from '../../infra/postgres.ts';
import {
  freePort,
  REDIS_MISSING_HELP,
  redisAnswers,
  redisServerOnPath,
  startRedisServer,
} from '../../infra/redis.ts';
import { createDb, migrateToLatest } from '../../services/db/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    templateDatabase: string;
    redisUrl: string;
  }
}

const MACHINE_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const MACHINE_REDIS = 'redis://127.0.0.1:6379';

/**
 * Finds or starts the services the service tests need: DATABASE_URL/REDIS_URL when set, else the
 * machine's own on their default ports, else an embedded PostgreSQL and a `redis-server` of our own.
 * Migrations run once into a template database that every test file clones.
 */
export default async function setup(project: TestProject) {
  const stops: (() => Promise<void>)[] = [];
  const scratch = await mkdtemp(path.join(tmpdir(), 'portal-test-'));
  stops.push(() => rm(scratch, { recursive: true, force: true }));

  let postgresAdminUrl = process.env.DATABASE_URL;
  if (!postgresAdminUrl && (await postgresAnswers(MACHINE_POSTGRES))) postgresAdminUrl = MACHINE_POSTGRES;
  if (!postgresAdminUrl) {
    console.info('[harness] no PostgreSQL reachable: starting an embedded one');
    const server = await startEmbeddedPostgres({
      dataDir: path.join(scratch, 'pg'),
      port: await freePort(),
      fast: true,
    });
    stops.push(server.stop);
    postgresAdminUrl = server.url;
  }

  let redisUrl = process.env.REDIS_URL;
  if (!redisUrl && (await redisAnswers(MACHINE_REDIS))) redisUrl = MACHINE_REDIS;
  if (!redisUrl) {
    if (!redisServerOnPath()) throw new Error(REDIS_MISSING_HELP);
    console.info('[harness] no Redis reachable: starting redis-server');
    const server = await startRedisServer(path.join(scratch, 'redis'));
    stops.push(server.stop);
    redisUrl = server.url;
  }

  const templateDatabase = `portal_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${templateDatabase}`);
  await admin.query(`create database ${templateDatabase}`);
  const template = createDb(withDatabase(postgresAdminUrl, templateDatabase), { max: 2 });
  await migrateToLatest(template);
  await template.destroy();
  stops.push(async () => {
    await admin.query(`drop database if exists ${templateDatabase} with (force)`).catch(() => undefined);
    await admin.end();
  });

  project.provide('postgresAdminUrl', postgresAdminUrl);
  project.provide('templateDatabase', templateDatabase);
  project.provide('redisUrl', redisUrl);

  return async () => {
    for (const stop of stops.reverse()) await stop().catch((error) => console.error('[harness]', error));
  };
}
