import { startProjections } from '../projections/index.ts';
import { reactors as registeredReactors } from '../projections/registry.ts';
import { startApi } from '../services/api/server.ts';
import { startWorkers } from '../workers/index.ts';
import { createReactors } from '../workers/reactors/index.ts';
import { stopWithin } from './lifecycle.ts';
import type { Runtime } from './runtime.ts';
import { startPortalSftp } from './sftp.ts';

/** Each part gets this long to finish its work in flight on shutdown. */
const STOP_MS = 15_000;

/**
 * Every part of the portal in this process: the projection runner with the workers' reactors, the
 * embedded SFTP server, the workers (the SFTP ingestion reaches that server), and the API. `stop` ends them in reverse order, letting work in flight finish.
 */
export async function startPortalParts(runtime: Runtime) {
  const workReactors = createReactors(runtime);
  const projections = await startProjections(runtime, {
    reactors: [...registeredReactors, ...workReactors.reactors],
  });
  const sftp = await startPortalSftp(runtime);
  const workers = await startWorkers(runtime, { sftpPort: sftp.port });
  const api = await startApi(runtime, projections.readiness);
  return {
    api,
    workers,
    sftp,
    async stop() {
      const log = runtime.log;
      await stopWithin(log, 'api', STOP_MS, () => api.stop());
      await stopWithin(log, 'workers', STOP_MS, () => workers.stop());
      await stopWithin(log, 'sftp', STOP_MS, () => sftp.stop());
      await stopWithin(log, 'projections', STOP_MS, () => projections.stop());
      await stopWithin(log, 'reactor queues', STOP_MS, () => workReactors.close());
    },
  };
}
