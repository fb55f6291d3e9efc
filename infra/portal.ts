import { startProjections } from '../projections/index.ts';
import { reactors as registeredReactors } from '../projections/registry.ts';
import { startApi } from '../services/api/server.ts';
import { createReactors } from '../workers/reactors/index.ts';
import { startPart, stopWithin } from './lifecycle.ts';
import type { PortHold } from './ports.ts';
import type { Runtime } from './runtime.ts';
import { startPortalSftp } from './sftp.ts';
import { startStoredEventSealing } from './stored-events.ts';
import { startWorkers } from './workers.ts';

/** Each part gets this long to finish its work in flight on shutdown. */
const STOP_MS = 15_000;

/**
 * Every part of the portal in this process: the projection runner with the workers' reactors, the
 * embedded SFTP server, the workers (the SFTP ingestion reaches that server), and the API; then, in
 * the background, the sealing of events stored before personal data was sealed
 * (docs/decisions/0139). `stop` ends them in reverse order, letting work in flight finish.
 * When a part fails to start, the parts started before it stop again and the failure (a
 * StartError naming the part) is thrown. `httpPort`, when given, holds PORT until the API listens
 * on it, so that no part starting before it is given that port as a free one.
 */
export async function startPortalParts(runtime: Runtime, options: { httpPort?: PortHold | undefined } = {}) {
  const log = runtime.log;
  const started: { label: string; stop: () => Promise<unknown> }[] = [];
  const stopStarted = async () => {
    for (const part of started.splice(0).reverse()) await stopWithin(log, part.label, STOP_MS, part.stop);
  };
  try {
    // The reactors start before the SFTP server; IFTSTA files are written to it once it listens.
    let sftpPort: number | undefined;
    const workReactors = createReactors(runtime, { sftpPort: () => sftpPort });
    started.push({ label: 'reactor queues', stop: () => workReactors.close() });
    const projections = await startPart('projection runner', () =>
      startProjections(runtime, { reactors: [...registeredReactors, ...workReactors.reactors] }),
    );
    started.push({ label: 'projections', stop: () => projections.stop() });
    const sftp = await startPortalSftp(runtime);
    sftpPort = sftp.port;
    started.push({ label: 'sftp', stop: () => sftp.stop() });
    const workers = await startPart('workers', () => startWorkers(runtime, { sftpPort: sftp.port }));
    started.push({ label: 'workers', stop: () => workers.stop() });
    const api = await startPart(
      'HTTP server',
      () => startApi(runtime, projections.readiness, { beforeListen: options.httpPort?.release }),
      { variable: 'PORT', port: runtime.config.PORT },
    );
    started.push({ label: 'api', stop: () => api.stop() });
    const sealing = startStoredEventSealing(runtime);
    started.push({ label: 'stored events sealing', stop: () => sealing.stop() });
    return { api, workers, sftp, stop: stopStarted };
  } catch (error) {
    await stopStarted();
    throw error;
  }
}
