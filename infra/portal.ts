import { startProjections } from '../projections/index.ts';
import { reactors as registeredReactors } from '../projections/registry.ts';
import { startApi } from '../services/api/server.ts';
import { startWorkers } from '../workers/index.ts';
import { createReactors } from '../workers/reactors/index.ts';
import { stopWithin } from './lifecycle.ts';
import type { Runtime } from './runtime.ts';

/** Each part gets this long to finish its work in flight on shutdown. */
const STOP_MS = 15_000;

/**
 * Every part of the portal in this process: the projection runner with the workers' reactors, the
 * workers, and the API. `stop` ends them in reverse order, letting work in flight finish.
 */
export async function startPortalParts(runtime: Runtime) {
  const workReactors = createReactors(runtime);
  const projections = await startProjections(runtime, {
    reactors: [...registeredReactors, ...workReactors.reactors],
  });
  const workers = await startWorkers(runtime);
  const api = await startApi(runtime, projections.readiness);
  return {
    api,
    workers,
    async stop() {
      const log = runtime.log;
      await stopWithin(log, 'api', STOP_MS, () => api.stop());
      await stopWithin(log, 'workers', STOP_MS, () => workers.stop());
      await stopWithin(log, 'projections', STOP_MS, () => projections.stop());
      await stopWithin(log, 'reactor queues', STOP_MS, () => workReactors.close());
    },
  };
}
