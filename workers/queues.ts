import { type ConnectionOptions, FlowProducer, Job, Queue } from 'bullmq';
import type { Principal } from '../contracts/access.ts';
import type { BatchItemJob, BatchItemResult, BatchJob } from '../contracts/batch.ts';
import { queueNames } from '../contracts/jobs.ts';
import type { AnnounceDialogResult } from '../contracts/shipment/index.ts';

/**
 * The producers of the workers' queues: what the API and the other parts enqueue. The processors
 * live beside, in their own modules; nothing here runs a job.
 */

export type BatchType = BatchItemJob['type'];

/** Where batches are submitted and read back. */
export function createBatchQueues(connection: ConnectionOptions, prefix: string) {
  const flows = new FlowProducer({ connection, prefix });
  const parents = new Queue(queueNames.shipmentBatch, { connection, prefix });
  const items = new Queue(queueNames.shipmentBatchItems, { connection, prefix });
  return {
    /** Submits a batch: a parent job with one child per shipment, in the given order. */
    async submit(
      type: BatchType,
      shipmentNumbers: string[],
      principal: Principal,
      announcement?: AnnounceDialogResult,
    ): Promise<string> {
      const batchId = crypto.randomUUID();
      const requestedAt = new Date().toISOString();
      await flows.add({
        name: type,
        queueName: queueNames.shipmentBatch,
        data: { type, requestedBy: principal.username, total: shipmentNumbers.length },
        opts: {
          jobId: batchId,
          removeOnComplete: { age: 7 * 24 * 3600 },
          removeOnFail: { age: 7 * 24 * 3600 },
        },
        children: shipmentNumbers.map((shipmentNumber, index) => ({
          name: 'item',
          queueName: queueNames.shipmentBatchItems,
          data: {
            batchId,
            type,
            index,
            shipmentNumber,
            announcement,
            principal,
            requestedAt,
          } satisfies BatchItemJob,
          opts: {
            jobId: `${batchId}-${index}`,
            attempts: 3,
            backoff: { type: 'exponential', delay: 500 },
            ignoreDependencyOnFailure: true,
            removeOnComplete: false,
          },
        })),
      });
      return batchId;
    },
    /** The batch's state and results, for its requester only. */
    async read(batchId: string, username: string): Promise<Omit<BatchJob, '_links'> | undefined> {
      const parent = await Job.fromId(parents, batchId);
      if (!parent || (parent.data as { requestedBy: string }).requestedBy !== username) return undefined;
      const data = parent.data as { type: BatchType; total: number };
      const values = (await parent.getChildrenValues()) as Record<string, BatchItemResult>;
      const failures = await parent.getIgnoredChildrenFailures();
      const results: (BatchItemResult & { index: number })[] = Object.entries(values).map(([key, value]) => ({
        ...value,
        index: Number(key.split('-').at(-1)),
      }));
      for (const [key, reason] of Object.entries(failures)) {
        const child = await Job.fromId(items, key.split(':').at(-1) ?? '');
        results.push({
          shipmentNumber: (child?.data as BatchItemJob | undefined)?.shipmentNumber ?? '?',
          outcome: 'skipped',
          reason: `error: ${reason}`,
          index: Number(key.split('-').at(-1)),
        });
      }
      results.sort((a, b) => a.index - b.index);
      const state = await parent.getState();
      const done = results.filter((result) => result.outcome === 'done').length;
      return {
        id: batchId,
        type: data.type,
        state:
          state === 'completed'
            ? 'completed'
            : state === 'failed'
              ? 'failed'
              : results.length > 0
                ? 'running'
                : 'queued',
        progress: { total: data.total, processed: results.length, done, skipped: results.length - done },
        results: results.map(({ index: _index, ...result }) => result),
      };
    },
    close: () => Promise.all([flows.close(), parents.close(), items.close()]).then(() => undefined),
  };
}
