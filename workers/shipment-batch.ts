import { type ConnectionOptions, Worker } from 'bullmq';
import type { Logger } from 'pino';
import { type BatchItemJob, type BatchItemResult, batchItemJobSchema } from '../contracts/batch.ts';
import { queueNames } from '../contracts/jobs.ts';
import type { Db } from '../services/db/index.ts';
import type { EventStore } from '../services/eventstore/port.ts';
import { processBatchItem } from '../services/shipments/batch-items.ts';
import { batchItemRecorder, unfinishedBatchItems } from '../services/shipments/batches.ts';
import { createBatchQueue } from './queues.ts';

export interface BatchDeps {
  db: Db;
  eventStore: EventStore;
  log: Logger;
}

export interface BatchWorkerOptions {
  /** Lock settings; a short lock lets tests see a killed worker's jobs taken over quickly. */
  lockDuration?: number;
  stalledInterval?: number;
  /** How often unfinished batches are looked for, and how old a batch must be to be queued again. */
  resume?: { everyMs: number; afterMs: number };
}

/**
 * The item worker (many per host): each job is one shipment through the batch-item use case, its
 * result recorded in PostgreSQL. Beside it, a sweep queues the items of batches whose jobs were
 * lost (Redis restarted without its data, or was away when the batch was requested).
 */
export function startBatchWorkers(
  deps: BatchDeps,
  connection: ConnectionOptions,
  prefix: string,
  options: BatchWorkerOptions = {},
) {
  const { resume = { everyMs: 10_000, afterMs: 30_000 }, ...locks } = options;
  // The results of the jobs running at once go to PostgreSQL together (decision 0148).
  const results = batchItemRecorder(deps.db);
  const items = new Worker<BatchItemJob, BatchItemResult>(
    queueNames.shipmentBatchItems,
    async (job) => {
      const item = batchItemJobSchema.parse(job.data);
      const result = await processBatchItem(deps, item);
      await results.record(item, result);
      if (result.outcome === 'skipped')
        deps.log.info({ batchId: item.batchId, ...result }, 'batch item skipped');
      return result;
    },
    // An item mostly waits for PostgreSQL (two reads and one append): more in flight keep it busy.
    { connection, prefix, concurrency: 16, ...locks },
  );
  items.on('error', (error) => deps.log.error({ err: error }, 'batch worker error'));
  items.on('failed', (job, error) => {
    // Out of attempts: the shipment is reported with the error instead of waiting forever.
    if (!job || job.attemptsMade < (job.opts.attempts ?? 1)) return;
    const item = job.data;
    results
      .record(item, {
        shipmentNumber: item.shipmentNumber,
        outcome: 'skipped',
        reason: `error: ${error.message}`,
      })
      .catch((failure: unknown) => deps.log.error({ err: failure }, 'recording a failed batch item failed'));
  });

  const queue = createBatchQueue(connection, prefix);
  let sweeping = false;
  const sweep = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      const lost = await unfinishedBatchItems(deps.db, resume.afterMs);
      if (lost.length > 0) {
        await queue.enqueue(lost);
        deps.log.info({ items: lost.length }, 'unfinished batch items queued again');
      }
    } catch (error) {
      deps.log.warn({ err: error }, 'looking for unfinished batches failed; trying again later');
    } finally {
      sweeping = false;
    }
  };
  const timer = setInterval(sweep, resume.everyMs);
  timer.unref();
  return {
    /** `force` abandons running jobs (as a crash would); their locks expire and another worker takes them. */
    close: async (force = false) => {
      clearInterval(timer);
      await Promise.all([items.close(force), queue.close()]);
    },
  };
}
