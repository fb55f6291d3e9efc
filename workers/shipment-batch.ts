import { type ConnectionOptions, Worker } from 'bullmq';
import type { Logger } from 'pino';
import { type BatchItemResult, batchItemsOfJob } from '../contracts/batch.ts';
import { queueNames } from '../contracts/jobs.ts';
import { shipmentErrorCodes } from '../contracts/shipment/messages.ts';
import type { Db } from '../services/db/index.ts';
import type { EventStore } from '../services/eventstore/port.ts';
import { processBatchItem } from '../services/shipments/batch-items.ts';
import { batchItemRecorder, unfinishedBatchItems } from '../services/shipments/batches.ts';
import { createBatchQueue } from './queues.ts';

/** Jobs (chunks of BATCH_CHUNK shipments) a worker runs at once (decision 0168). */
const BATCH_WORKER_JOBS = 3;

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
  const items = new Worker<unknown, BatchItemResult[]>(
    queueNames.shipmentBatchItems,
    async (job) => {
      // The items of a chunk run at once; the job ends once each has its result in PostgreSQL.
      const settled = await Promise.allSettled(
        batchItemsOfJob(job.data).map(async (item) => {
          const result = await processBatchItem(deps, item);
          await results.record(item, result);
          if (result.outcome === 'skipped')
            deps.log.info({ batchId: item.batchId, ...result }, 'batch item skipped');
          return result;
        }),
      );
      // An item that failed fails the job: BullMQ runs it again, and the items that had their result
      // find their events in the stream and keep the result they had.
      const failed = settled.find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;
      return settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    },
    // An item mostly waits for PostgreSQL: BATCH_WORKER_JOBS chunks keep a few dozen in flight.
    { connection, prefix, concurrency: BATCH_WORKER_JOBS, ...locks },
  );
  items.on('error', (error) => deps.log.error({ err: error }, 'batch worker error'));
  items.on('failed', (job, error) => {
    // Out of attempts: the shipments are reported with the error instead of waiting forever (those
    // that have their result keep it).
    if (!job || job.attemptsMade < (job.opts.attempts ?? 1)) return;
    deps.log.error({ err: error, jobId: job.id }, 'batch job failed after its retries');
    let jobItems: ReturnType<typeof batchItemsOfJob>;
    try {
      jobItems = batchItemsOfJob(job.data);
    } catch (failure) {
      deps.log.error({ err: failure }, 'a batch job that failed holds no items');
      return;
    }
    for (const item of jobItems)
      results
        .record(item, {
          shipmentNumber: item.shipmentNumber,
          outcome: 'skipped',
          reason: shipmentErrorCodes.batchItemFailed,
        })
        .catch((failure: unknown) =>
          deps.log.error({ err: failure }, 'recording a failed batch item failed'),
        );
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
