import type { Runtime } from './runtime.ts';

/** How often a long run logs how far it got. */
const LOG_EVERY_MS = 10_000;

/**
 * At start, in the background: seals the events stored before personal data was sealed
 * (docs/decisions/0139). One process of an installation does it (an advisory lock; the others
 * skip); a finished installation answers from its marker at once; a stopped run continues at the
 * next start. Nothing waits for it: readers open old and sealed rows alike. Not with the EventStoreDB
 * adapter, whose events cannot be rewritten.
 */
export function startStoredEventSealing(runtime: Runtime): { stop(): Promise<void> } {
  const seal = runtime.sealStoredEvents;
  if (!seal) return { stop: async () => undefined };
  const log = runtime.log.child({ task: 'seal-stored-events' });
  const controller = new AbortController();
  let logged = 0;
  const running = seal({
    signal: controller.signal,
    onProgress(progress) {
      if (Date.now() - logged < LOG_EVERY_MS) return;
      logged = Date.now();
      log.info(progress, 'sealing the personal data of events stored before sealing');
    },
  })
    .then((result) => {
      if (result.state === 'finished' && result.scanned > 0) log.info(result, 'stored events sealed');
      else if (result.state === 'busy') log.info('another process seals the stored events');
      else if (result.state === 'stopped')
        log.info(result, 'sealing of stored events stopped; it continues at the next start');
    })
    .catch((error: unknown) =>
      log.error({ err: error }, 'sealing of stored events failed; it continues at the next start'),
    );
  return {
    async stop() {
      controller.abort();
      await running;
    },
  };
}
