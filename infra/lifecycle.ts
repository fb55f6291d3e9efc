import type { Logger } from 'pino';

/**
 * Runs `shutdown` once on SIGINT or SIGTERM: in-flight work finishes, pools close, child services
 * stop. A second signal ends the process at once.
 */
export function onShutdown(log: Logger, shutdown: () => Promise<void>): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ signal }, 'second signal, exiting now');
      process.exit(130);
    }
    stopping = true;
    log.info({ signal }, 'shutting down');
    shutdown().then(
      () => process.exit(0),
      (error) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handle);
  process.on('SIGTERM', handle);
}

/** Logs a fatal start-up error in one readable line and exits. */
export function exitOnStartFailure(log: Logger) {
  return (error: unknown) => {
    log.fatal({ err: error }, error instanceof Error ? error.message : 'start failed');
    process.exit(1);
  };
}
