import { parentPort, workerData } from 'node:worker_threads';

/**
 * The script of a bounded worker (bounded-worker.ts): imports the module, calls the function with
 * the input, and posts the result or the error's name and message back.
 */
const { module, exportName, input } = workerData as { module: string; exportName: string; input: unknown };
try {
  const loaded = (await import(module)) as Record<string, unknown>;
  const run = loaded[exportName];
  if (typeof run !== 'function') throw new Error(`${module} exports no function ${exportName}`);
  parentPort?.postMessage({ ok: true, value: await run(input) });
} catch (error) {
  const { name, message } = error instanceof Error ? error : new Error(String(error));
  parentPort?.postMessage({ ok: false, name, message });
}
