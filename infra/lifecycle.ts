import type { ChildProcess } from 'node:child_process';
import type { Logger } from 'pino';

/**
 * Runs `shutdown` once on SIGINT or SIGTERM: in-flight work finishes, pools close, child services
 * stop. A second signal ends the process at once. Registered before anything starts, a signal
 * during start-up stops what has started so far.
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
      // A stop asked for by the portal itself (stopForGood) keeps its exit code.
      () => process.exit(process.exitCode ?? 0),
      (error) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handle);
  process.on('SIGTERM', handle);
}

/**
 * Stops the whole process for a reason it cannot mend (a service it runs died for good): one line
 * on stderr naming it, then the usual shutdown (SIGTERM to itself), ending with exit code 1.
 */
export function stopForGood(reason: string): void {
  process.stderr.write(`\n  The portal stops. ${reason}\n\n`);
  process.exitCode = 1;
  process.kill(process.pid, 'SIGTERM');
}

/**
 * A part of the portal that could not start, with what to do about it: `SFTP server: port 2222 is
 * in use — set SFTP_PORT to another port or 0`.
 */
export class StartError extends Error {
  readonly part: string;

  constructor(part: string, problem: string, options?: { cause?: unknown }) {
    super(`${part}: ${problem}`, options);
    this.name = 'StartError';
    this.part = part;
  }
}

/**
 * The StartError of a part that failed to start: a taken or forbidden port names the variable that
 * sets it (`variable`); any other failure keeps its own message.
 */
export function startFailure(
  part: string,
  error: unknown,
  listen?: { variable: string; port?: number | undefined },
): StartError {
  if (error instanceof StartError) return error;
  const failure = error as NodeJS.ErrnoException & { port?: number };
  const port = failure.port ?? listen?.port;
  if (listen && failure.code === 'EADDRINUSE')
    return new StartError(part, `port ${port} is in use — set ${listen.variable} to another port or 0`, {
      cause: error,
    });
  if (listen && failure.code === 'EACCES')
    return new StartError(
      part,
      `port ${port} may not be opened by this user — set ${listen.variable} to a port above 1023 or 0`,
      { cause: error },
    );
  return new StartError(part, error instanceof Error ? error.message : String(error), { cause: error });
}

/** Runs one part's start; its failure becomes a StartError naming the part (and the port's variable). */
export async function startPart<T>(
  part: string,
  start: () => Promise<T>,
  listen?: { variable: string; port?: number | undefined },
): Promise<T> {
  try {
    return await start();
  } catch (error) {
    throw startFailure(part, error, listen);
  }
}

/**
 * Logs a fatal start-up error in one readable line and exits. A StartError's message says which
 * part failed and what to change; anything else is unexpected and keeps its stack in the log.
 */
export function exitOnStartFailure(log: Logger) {
  return (error: unknown) => {
    if (error instanceof StartError) log.fatal({ part: error.part }, error.message);
    else log.fatal({ err: error }, error instanceof Error ? error.message : 'start failed');
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
  const began = performance.now();
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
  else log.debug({ part: label, ms: Math.round(performance.now() - began) }, 'stopped');
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/**
 * Sends `signal` to `child` when this process exits while the child still runs, however the exit
 * comes (a crash, process.exit; not SIGKILL). Children in a process group of their own, which a
 * terminal's Ctrl-C does not reach, need this not to outlive the portal.
 */
export function endWithThisProcess(child: ChildProcess, signal: NodeJS.Signals): void {
  const end = () => {
    if (running(child)) child.kill(signal);
  };
  process.on('exit', end);
  child.once('exit', () => process.off('exit', end));
}

/**
 * Asks `child` to stop with `signal` and waits for its exit; after `ms` it is killed. A child that
 * has exited already is stopped at once.
 */
export function stopChild(child: ChildProcess, signal: NodeJS.Signals, ms: number): Promise<void> {
  if (!running(child)) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}
