import { startApi } from '../../services/api/server.ts';
import { exitOnStartFailure, onShutdown } from '../lifecycle.ts';
import { createLogger, createRuntime, loadConfigOrExit } from '../runtime.ts';
import { seedAll } from '../seed.ts';
import { startTracing } from '../tracing.ts';

const config = loadConfigOrExit();
startTracing(config);
const log = createLogger(config);
try {
  const runtime = await createRuntime(config, log);
  await seedAll(runtime);
  const api = await startApi(runtime);
  log.info({ address: api.address }, 'API listening');
  onShutdown(log, async () => {
    await api.stop();
    await runtime.close();
  });
} catch (error) {
  exitOnStartFailure(log)(error);
}
