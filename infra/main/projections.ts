import { startProjections } from '../../projections/index.ts';
import { reactors } from '../../projections/registry.ts';
import { createReactors } from '../../workers/reactors/index.ts';
import { installation } from '../installation.ts';
import { exitOnStartFailure, onShutdown } from '../lifecycle.ts';
import { createLogger, createRuntime, loadConfigOrExit } from '../runtime.ts';
import { startStoredEventSealing } from '../stored-events.ts';
import { startTracing } from '../tracing.ts';

const config = loadConfigOrExit();
startTracing(config);
const log = createLogger(config);
try {
  const runtime = await createRuntime(config, log);
  // Run alone, IFTSTA files go to the SFTP server of the same data directory.
  const work = createReactors(runtime, {
    sftpPort: () => (config.SFTP_PORT === undefined ? installation(config.DATA_DIR).sftpPort : undefined),
  });
  const projections = await startProjections(runtime, { reactors: [...reactors, ...work.reactors] });
  // In the one part every installation runs; with several instances one of them does it.
  const sealing = startStoredEventSealing(runtime);
  onShutdown(log, async () => {
    await sealing.stop();
    await projections.stop();
    await work.close();
    await runtime.close();
  });
} catch (error) {
  exitOnStartFailure(log)(error);
}
