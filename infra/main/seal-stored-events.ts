import pino from 'pino';
import { exitOnStartFailure } from '../lifecycle.ts';
import { createRuntime, loadConfigOrExit } from '../runtime.ts';

/**
 * `npm run privacy:seal-stored-events [-- --from-start]`: seals the personal data of events stored
 * before sealing existed (docs/decisions/0139), the same rewrite the portal runs in the background at
 * start; waits for a run of another process to end. Prints one JSON line per batch and a last one
 * with the result on stdout (logs go to stderr). `--from-start` reads the whole log again although
 * an earlier run finished. Exit 69 with the EventStoreDB adapter, whose events cannot be rewritten.
 */
const config = loadConfigOrExit();
const log = pino({ level: config.LOG_LEVEL, base: { service: 'freight-portal' } }, pino.destination(2));
const print = (line: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(line)}\n`);

if (config.EVENTSTORE_URL) {
  const message =
    'Not supported with EventStoreDB (EVENTSTORE_URL is set): its events are immutable and cannot be ' +
    'sealed in place. Events stored there before personal data was sealed stay in plaintext and an ' +
    'erasure does not reach them. Such an installation copies its streams into a new EventStoreDB, ' +
    "appending every event through the portal's sealing (docs/decisions/0139); the portal has no " +
    'tool for that copy. Nothing was changed.';
  print({ state: 'unsupported', adapter: 'eventstoredb', message });
  process.stderr.write(`${message}\n`);
  process.exit(69);
}
const fromStart = process.argv.includes('--from-start');
try {
  const runtime = await createRuntime(config, log);
  const seal = runtime.sealStoredEvents;
  if (!seal) throw new Error('the PostgreSQL event store offers no sealing of stored events');
  const controller = new AbortController();
  const stop = () => controller.abort();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const result = await seal({
    wait: true,
    fromStart,
    signal: controller.signal,
    onProgress: (progress) => print({ ...progress }),
  });
  print({ ...result });
  await runtime.close();
  process.exit(result.state === 'finished' ? 0 : 75);
} catch (error) {
  exitOnStartFailure(log)(error);
}
