import { DEMO_USERS } from '../services/identity/seed.ts';
import { exitOnStartFailure, onShutdown, StartError, startPart, stopWithin } from './lifecycle.ts';
import { startPortalParts } from './portal.ts';
import { holdPort } from './ports.ts';
import { createLogger, createRuntime, loadConfigOrExit } from './runtime.ts';
import { seedAll } from './seed.ts';
import { startTracing } from './tracing.ts';
import { ensureWebBuild } from './web-build.ts';

/** `npm start`: the whole portal on one machine, in one process tree that Ctrl-C ends completely. */
const config = loadConfigOrExit();
startTracing(config);
const log = createLogger(config);
/** What has started, stopped in reverse order by a signal, a failed start or the end. */
const started: { label: string; stop: () => Promise<void> }[] = [];
const stopStarted = async () => {
  for (const part of started.splice(0).reverse()) await stopWithin(log, part.label, 15_000, part.stop);
};
let shuttingDown = false;
// Before anything starts: a Ctrl-C during start-up stops what has started so far.
onShutdown(log, async () => {
  shuttingDown = true;
  await stopStarted();
});
try {
  // A set PORT stays bound until the API listens on it: the embedded PostgreSQL, SFTP and SMTP
  // servers, when their usual ports are taken, take free ones, and that must never be this one.
  const httpPort =
    config.PORT === 0
      ? undefined
      : await startPart('HTTP server', () => holdPort(config.PORT, config.HOST), { variable: 'PORT' });
  if (httpPort) started.push({ label: 'HTTP port', stop: () => httpPort.release() });
  const runtime = await createRuntime(config, log);
  started.push({ label: 'runtime', stop: () => runtime.close() });
  await seedAll(runtime, { demoShipments: true });
  const webBuild = ensureWebBuild(log);
  started.push({ label: 'web build', stop: () => webBuild.stop() });
  const portal = await startPortalParts(runtime, { httpPort });
  started.push({ label: 'portal', stop: () => portal.stop() });
  const url =
    config.PUBLIC_URL ?? `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${portal.api.port}`;
  const signIns =
    config.SEED_DEMO_DATA && config.NODE_ENV !== 'production'
      ? `  Sign in as ${DEMO_USERS.map((user) => user.username).join(', ')} with the password ${config.SEED_PASSWORD} (SEED_PASSWORD).\n\n`
      : '';
  const postgres = config.DATABASE_URL ? undefined : new URL(runtime.databaseUrl).port;
  const ports = [
    `    HTTP                 ${portal.api.port}  (PORT)`,
    postgres && `    embedded PostgreSQL  ${postgres}  (EMBEDDED_POSTGRES_PORT)`,
    `    SFTP                 ${portal.sftp.port}  (SFTP_PORT)`,
    portal.workers.embeddedSmtpPort !== undefined &&
      `    embedded SMTP        ${portal.workers.embeddedSmtpPort}  (EMBEDDED_SMTP_PORT)`,
  ].filter(Boolean);
  process.stdout.write(
    `\n  Freight portal is running: open ${url}\n\n${signIns}  Ports:\n${ports.join('\n')}\n\n`,
  );
} catch (error) {
  // A start cut short by a signal fails on the way; the shutdown is under way already.
  if (shuttingDown) await new Promise(() => undefined);
  // Everything started so far stops again, then one message says which part failed and why.
  await stopStarted();
  if (!(error instanceof StartError)) exitOnStartFailure(log)(error);
  process.stderr.write(`\n  The portal did not start. ${(error as StartError).message}\n\n`);
  process.exit(1);
}
