import { exitOnStartFailure, onShutdown } from '../infra/lifecycle.ts';
import { createLogger, createRuntime, loadConfigOrExit } from '../infra/runtime.ts';
import { startWorkers } from './index.ts';

const config = loadConfigOrExit();
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
