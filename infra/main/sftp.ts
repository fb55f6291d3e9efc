import { exitOnStartFailure, onShutdown } from '../lifecycle.ts';
import { createLogger, createRuntime, loadConfigOrExit } from '../runtime.ts';
import { startPortalSftp } from '../sftp.ts';
import { startTracing } from '../tracing.ts';

/** `npm run start:sftp`: the embedded SFTP server on its own. */
const config = loadConfigOrExit();
startTracing(config);
const log = createLogger(config);
try {
  const runtime = await createRuntime(config, log);
  const sftp = await startPortalSftp(runtime);
  onShutdown(log, async () => {
    await sftp.stop();
    await runtime.close();
  });
} catch (error) {
  exitOnStartFailure(log)(error);
}
