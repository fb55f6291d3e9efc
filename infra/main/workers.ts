import { exitOnStartFailure, onShutdown } from '../lifecycle.ts';
import { createLogger, createRuntime, loadConfigOrExit } from '../runtime.ts';
import { startTracing } from '../tracing.ts';
import { startWorkers } from '../workers.ts';

const config = loadConfigOrExit();
startTracing(config);
const log = createLogger(config);
try {
  const runtime = await createRuntime(config, log);
  const workers = await startWorkers(runtime);
  onShutdown(log, async () => {
    await workers.stop();
    await runtime.close();
  });
} catch (error) {
  exitOnStartFailure(log)(error);
}
