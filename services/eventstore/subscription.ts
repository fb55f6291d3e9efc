import type { Checkpoint, ReadAllResult, RecordedEvent, SubscribeOptions, Subscription } from './port.ts';

/** Wakes sleepers when new events may be there; a wake while nobody sleeps is kept for the next one. */
export class Wakeup {
  #pending = false;
  #sleepers = new Set<() => void>();

  wake(): void {
    this.#pending = true;
    for (const sleeper of this.#sleepers) sleeper();
  }

  /** Resolves on the next wake (or a wake since the last `clear`), or after `ms`. */
  sleep(ms: number): Promise<void> {
    if (this.#pending) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.#sleepers.add(done);
    });
  }

  clear(): void {
    this.#pending = false;
  }
}

/** Hidden events show up as soon as the transaction ahead of them ends: look again soon. */
const PENDING_BACKOFF_MAX_MS = 50;

export interface PollingSource {
  readAll(after: Checkpoint | null, limit: number, options?: { types?: string[] }): Promise<ReadAllResult>;
  /** True when committed events exist that readers may not see yet (an older transaction still runs). */
  hasPendingEvents(): Promise<boolean>;
  /** Registers a listener called when new events may have been appended; returns its removal. */
  onAppended(listener: () => void): () => void;
  pollIntervalMs: number;
}

/**
 * Reads batch after batch from `from`; when caught up, sleeps until woken (LISTEN/NOTIFY or a local
 * append) or until the poll interval ends. Events already committed but hidden behind a running
 * transaction are re-read soon with a short backoff rather than a full poll interval.
 */
export function pollingSubscription(
  source: PollingSource,
  from: Checkpoint | null,
  handler: (events: RecordedEvent[], checkpoint: Checkpoint) => Promise<void>,
  options: SubscribeOptions = {},
): Subscription {
  const batchSize = options.batchSize ?? 500;
  const lingerMs = options.lingerMs ?? 0;
  const lingerFromEvents = options.lingerFromEvents ?? 0;
  let stopped = false;
  let checkpoint = from;
  const wakeup = new Wakeup();
  const removeListener = source.onAppended(() => wakeup.wake());

  const run = async () => {
    let backoff = 1;
    while (!stopped) {
      try {
        wakeup.clear();
        const batch = await source.readAll(checkpoint, batchSize, { types: options.types });
        if (stopped) return;
        if (batch.checkpoint && batch.checkpoint !== checkpoint) {
          await handler(batch.events, batch.checkpoint);
          checkpoint = batch.checkpoint;
          backoff = 1;
          if (
            lingerMs > 0 &&
            batch.events.length >= lingerFromEvents &&
            !(batch.full ?? batch.events.length >= batchSize) &&
            !stopped
          )
            await new Promise((resolve) => setTimeout(resolve, lingerMs));
          continue;
        }
        const pending = await source.hasPendingEvents();
        backoff = pending
          ? Math.min(backoff * 2, PENDING_BACKOFF_MAX_MS, source.pollIntervalMs)
          : source.pollIntervalMs;
        await wakeup.sleep(backoff);
      } catch (error) {
        options.onError?.(error);
        await wakeup.sleep(source.pollIntervalMs);
      }
    }
  };
  const running = run();
  return {
    async stop() {
      stopped = true;
      removeListener();
      wakeup.wake();
      await running;
    },
  };
}
