import { exitOnStartFailure, onShutdown } from '../infra/lifecycle.ts';
import { createLogger, createRuntime, loadConfigOrExit } from '../infra/runtime.ts';
import { startProjections } from './index.ts';

const config = loadConfigOrExit();
const log = createLogger(config);
try {
  const runtime = await createRuntime(config, log);
  const projections = await startProjections(runtime);
  onShutdown(log, async () => {
    await projections.stop();
    await runtime.close();
  });
} catch (error) {
  exitOnStartFailure(log)(error);
}
