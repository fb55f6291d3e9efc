import { exitOnStartFailure, onShutdown } from '../infra/lifecycle.ts';
import { createLogger, createRuntime, loadConfigOrExit } from '../infra/runtime.ts';
import { createReactors } from '../workers/reactors/index.ts';
import { startProjections } from './index.ts';
import { reactors } from './registry.ts';

const config = loadConfigOrExit();
const log = createLogger(config);
try {
  const runtime = await createRuntime(config, log);
  const work = createReactors(runtime);
  const projections = await startProjections(runtime, { reactors: [...reactors, ...work.reactors] });
  onShutdown(log, async () => {
    await projections.stop();
    await work.close();
    await runtime.close();
  });
} catch (error) {
  exitOnStartFailure(log)(error);
}
