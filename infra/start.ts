import { DEMO_USERS } from '../services/identity/seed.ts';
import { exitOnStartFailure, onShutdown } from './lifecycle.ts';
import { startPortalParts } from './portal.ts';
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
  const portal = await startPortalParts(runtime);
  const url =
    config.PUBLIC_URL ?? `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`;
  onShutdown(log, async () => {
    await portal.stop();
    await webBuild.stop();
    await runtime.close();
  });
  const signIns =
    config.SEED_DEMO_DATA && config.NODE_ENV !== 'production'
      ? `  Sign in as ${DEMO_USERS.map((user) => user.username).join(', ')} with the password ${config.SEED_PASSWORD} (SEED_PASSWORD).\n\n`
      : '';
  process.stdout.write(`\n  Freight portal is running: open ${url}\n\n${signIns}`);
} catch (error) {
  exitOnStartFailure(log)(error);
}
