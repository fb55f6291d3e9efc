import { type ConnectionOptions, Queue } from 'bullmq';
import type { BatchChunkJob, BatchItemJob } from '../contracts/batch.ts';
import type { WebhookJob } from '../contracts/integrations.ts';
import { queueNames } from '../contracts/jobs.ts';

/**
 * The producers of the workers' queues: what the API and the other parts enqueue. The processors
 * live beside, in their own modules; nothing here runs a job.
 */

/** Shipments of a batch per job (decision 0168): a job's Redis commands are shared by its items. */
export const BATCH_CHUNK = 8;

/** The item queue of the shipment batches; a batch itself is recorded in PostgreSQL. */
export function createBatchQueue(connection: ConnectionOptions, prefix: string) {
  const queue = new Queue<BatchChunkJob>(queueNames.shipmentBatchItems, { connection, prefix });
  return {
    /**
     * Queues the items in jobs of up to BATCH_CHUNK, by position: items 0-7 of a batch are one
     * chunk, 8-15 the next. The job id names the batch and the chunk, so queueing items again
     * while their chunk's job is still known changes nothing.
     */
    async enqueue(items: readonly BatchItemJob[]): Promise<void> {
      const chunks = new Map<string, BatchItemJob[]>();
      for (const item of items) {
        const id = `${item.batchId}-chunk-${Math.floor(item.index / BATCH_CHUNK)}`;
        const chunk = chunks.get(id);
        if (chunk) chunk.push(item);
        else chunks.set(id, [item]);
      }
      await queue.addBulk(
        [...chunks].map(([jobId, chunk]) => {
          const [{ index: _index, shipmentNumber: _number, ...shared }] = chunk as [BatchItemJob];
          return {
            name: shared.type,
            data: {
              ...shared,
              items: chunk.map(({ index, shipmentNumber }) => ({ index, shipmentNumber })),
            },
            opts: {
              jobId,
              attempts: 3,
              backoff: { type: 'exponential', delay: 500 },
              removeOnComplete: { age: 24 * 3600 },
              removeOnFail: { age: 7 * 24 * 3600 },
            },
          };
        }),
      );
    },
    close: () => queue.close(),
  };
}

export type BatchQueue = ReturnType<typeof createBatchQueue>;

/** The one job scheduler of the SFTP ingestion; it exists exactly while the switch is on. */
export const SFTP_SCHEDULER_ID = 'sftp-ingest';

/** The queue the SFTP ingestion's scheduler puts its runs in. */
export function createSftpIngestQueue(connection: ConnectionOptions, prefix: string) {
  return new Queue(queueNames.sftpIngest, { connection, prefix });
}

/** Options of a webhook delivery job: its retries wait as long as the delivery records (custom backoff). */
export function webhookJobOptions(maxRetries: number, jobId: string) {
  return {
    jobId,
    attempts: maxRetries + 2,
    backoff: { type: 'custom' },
    removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
    removeOnFail: { age: 30 * 24 * 3600 },
  };
}

/** The webhook queue: one job per delivery, and one per redelivery an administrator asks for. */
export function createWebhookQueue(connection: ConnectionOptions, prefix: string, maxRetries: number) {
  const queue = new Queue<WebhookJob>(queueNames.webhook, { connection, prefix });
  return {
    async enqueue(deliveryId: string, jobId: string): Promise<void> {
      await queue.add('deliver', { deliveryId }, webhookJobOptions(maxRetries, jobId));
    },
    queue,
    close: () => queue.close(),
  };
}

export type WebhookQueue = ReturnType<typeof createWebhookQueue>;
