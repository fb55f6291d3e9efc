import { type ConnectionOptions, Worker } from 'bullmq';
import type { Logger } from 'pino';
import type { BatchItemJob, BatchItemResult } from '../contracts/batch.ts';
import { batchItemJobSchema } from '../contracts/batch.ts';
import { queueNames } from '../contracts/jobs.ts';
import type { Db } from '../services/db/index.ts';
import type { EventStore } from '../services/eventstore/port.ts';
import { processBatchItem } from '../services/shipments/batch-items.ts';

export interface BatchDeps {
  db: Db;
  eventStore: EventStore;
  log: Logger;
}

/** Starts the item worker (many per host) and the parent worker that closes a batch. */
export function startBatchWorkers(
  deps: BatchDeps,
  connection: ConnectionOptions,
  prefix: string,
  /** Lock settings; a short lock lets tests see a killed worker's jobs taken over quickly. */
  locks: { lockDuration?: number; stalledInterval?: number } = {},
) {
  const items = new Worker<BatchItemJob, BatchItemResult>(
    queueNames.shipmentBatchItems,
    async (job) => {
      const result = await processBatchItem(deps, batchItemJobSchema.parse(job.data));
      if (result.outcome === 'skipped')
        deps.log.info({ batchId: job.data.batchId, ...result }, 'batch item skipped');
      return result;
    },
    { connection, prefix, concurrency: 8, ...locks },
  );
  const parents = new Worker(queueNames.shipmentBatch, async () => 'completed', { connection, prefix });
  for (const worker of [items, parents])
    worker.on('error', (error) => deps.log.error({ err: error }, 'batch worker error'));
  return {
    /** `force` abandons running jobs (as a crash would); their locks expire and another worker takes them. */
    close: (force = false) => Promise.all([items.close(force), parents.close(force)]).then(() => undefined),
  };
}
