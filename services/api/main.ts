import { exitOnStartFailure, onShutdown } from '../../infra/lifecycle.ts';
import { createLogger, createRuntime, loadConfigOrExit } from '../../infra/runtime.ts';
import { seedAll } from '../../infra/seed.ts';
import { startApi } from './server.ts';

const config = loadConfigOrExit();
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
