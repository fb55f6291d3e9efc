import { Worker } from 'node:worker_threads';

/** How much a worker may take before it is ended (docs/decisions/0080). */
export interface BoundedWorkerOptions {
  /** The worker is terminated after this many milliseconds. */
  timeoutMs: number;
  /** Its V8 heap (`resourceLimits.maxOldGenerationSizeMb`); beyond it V8 ends the worker, not the process. */
  maxMemoryMb: number;
}

/**
 * Why a bounded run gave no result: the function threw (`error`, with the error's name), ran out of
 * time or memory, the worker died otherwise, or too many runs were waiting already (`busy`).
 */
export type BoundedWorkerFailure = 'error' | 'timeout' | 'memory' | 'crashed' | 'busy';

export class BoundedWorkerError extends Error {
  override readonly name = 'BoundedWorkerError';
  readonly reason: BoundedWorkerFailure;
  /** The `name` of the error the function threw (reason `error`). */
  readonly errorName: string | undefined;

  constructor(reason: BoundedWorkerFailure, message: string, errorName?: string) {
    super(message);
    this.reason = reason;
    this.errorName = errorName;
  }
}

/** Runs at once per process (the machine's cores are for requests too), and how many may wait. */
const MAX_RUNNING = 2;
const MAX_WAITING = 32;
let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (running >= MAX_RUNNING) {
    if (waiting.length >= MAX_WAITING)
      throw new BoundedWorkerError('busy', 'too many files are being read at the moment; try again shortly');
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

const ENTRY = new URL('./bounded-worker-entry.ts', import.meta.url);

/**
 * Calls `exportName` of the module at `module` with `input` in a worker thread of its own, bounded
 * in time and heap: a hostile input can at worst end that worker, never this process, and this
 * event loop stays free meanwhile. Input and result cross by structured clone (a Buffer arrives as
 * a Uint8Array). At most two run at once per process; further calls wait their turn.
 */
export async function runInBoundedWorker<Input, Output>(
  module: URL,
  exportName: string,
  input: Input,
  options: BoundedWorkerOptions,
): Promise<Output> {
  const release = await slot();
  try {
    return await new Promise<Output>((resolve, reject) => {
      const worker = new Worker(ENTRY, {
        workerData: { module: module.href, exportName, input },
        resourceLimits: {
          maxOldGenerationSizeMb: options.maxMemoryMb,
          maxYoungGenerationSizeMb: Math.max(4, Math.min(32, Math.floor(options.maxMemoryMb / 8))),
        },
      });
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        outcome();
        void worker.terminate();
      };
      const timer = setTimeout(
        () =>
          settle(() =>
            reject(new BoundedWorkerError('timeout', `not finished within ${options.timeoutMs} ms`)),
          ),
        options.timeoutMs,
      );
      worker.on(
        'message',
        (message: { ok: true; value: Output } | { ok: false; name: string; message: string }) =>
          settle(() =>
            message.ok
              ? resolve(message.value)
              : reject(new BoundedWorkerError('error', message.message, message.name)),
          ),
      );
      worker.on('error', (error: NodeJS.ErrnoException) =>
        settle(() =>
          reject(
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? new BoundedWorkerError('memory', `needs more than ${options.maxMemoryMb} MB of memory`)
              : new BoundedWorkerError('crashed', error.message),
          ),
        ),
      );
      worker.on('exit', (code) =>
        settle(() => reject(new BoundedWorkerError('crashed', `the worker ended with code ${code}`))),
      );
    });
  } finally {
    release();
  }
}
