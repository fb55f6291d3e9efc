import { startProjections } from '../projections/index.ts';
import { startApi } from '../services/api/server.ts';
import { startWorkers } from '../workers/index.ts';
import { exitOnStartFailure, onShutdown } from './lifecycle.ts';
import { createLogger, createRuntime, loadConfigOrExit } from './runtime.ts';
import { seedAll } from './seed.ts';
import { ensureWebBuild } from './web-build.ts';

/** `npm start`: the whole portal on one machine, in one process tree that Ctrl-C ends completely. */
const config = loadConfigOrExit();
const log = createLogger(config);
try {
  const runtime = await createRuntime(config, log);
  await seedAll(runtime);
  const webBuild = ensureWebBuild(log);
  const projections = await startProjections(runtime);
  const workers = await startWorkers(runtime);
  const api = await startApi(runtime, projections.readiness);
  const url =
    config.PUBLIC_URL ?? `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`;
  onShutdown(log, async () => {
    await api.stop();
    await workers.stop();
    await projections.stop();
    await webBuild.stop();
    await runtime.close();
  });
  process.stdout.write(`\n  Freight portal is running: open ${url}\n\n`);
} catch (error) {
  exitOnStartFailure(log)(error);
}
