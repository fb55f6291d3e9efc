import { sql } from 'kysely';
import { assertNoDevelopmentSecrets } from '../../contracts/config.ts';
import type { Runtime } from '../runtime/index.ts';
import type { ReadinessCheck } from '../runtime/readiness.ts';
import { buildApp } from './app.ts';

/** Readiness of the shared services every part needs. */
export function coreReadinessChecks(runtime: Runtime): ReadinessCheck[] {
  const redis = runtime.redis();
  return [
    {
      name: 'postgres',
      async check() {
        await sql`select 1`.execute(runtime.db);
        return { ok: true };
      },
    },
    {
      name: 'redis',
      async check() {
        return { ok: (await redis.ping()) === 'PONG' };
      },
    },
  ];
}

/**
 * Starts the HTTP API on HOST:PORT; `stop` lets in-flight requests finish. `beforeListen` runs when
 * the app is built, right before it listens (npm start frees the port it held there).
 */
export async function startApi(
  runtime: Runtime,
  readiness: ReadinessCheck[] = [],
  options: { beforeListen?: (() => Promise<void>) | undefined } = {},
) {
  assertNoDevelopmentSecrets(runtime.config, 'API');
  const app = await buildApp({
    runtime,
    readiness: [...coreReadinessChecks(runtime), ...readiness],
    logger: runtime.log.child({ component: 'api' }),
  });
  await options.beforeListen?.();
  const address = await app.listen({ port: runtime.config.PORT, host: runtime.config.HOST });
  const bound = app.server.address();
  const port = typeof bound === 'object' && bound ? bound.port : runtime.config.PORT;
  return { app, address, port, stop: () => app.close() };
}
