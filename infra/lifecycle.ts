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

/**
 * Waits for one step of a shutdown at most `ms`; a step that hangs (a client waiting for a server
 * that went away) is logged and left behind, so that the rest still stops.
 */
export async function stopWithin(
  log: Logger,
  label: string,
  ms: number,
  stop: () => Promise<unknown>,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  const outcome = await Promise.race([
    stop().then(
      () => 'stopped' as const,
      (error: unknown) => {
        log.warn({ err: error, part: label }, 'stop failed');
        return 'stopped' as const;
      },
    ),
    late,
  ]);
  clearTimeout(timer);
  if (outcome === 'late') log.warn({ part: label, ms }, 'stop did not finish in time; going on');
}
