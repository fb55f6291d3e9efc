import { type ConnectionOptions, type Job, UnrecoverableError, Worker } from 'bullmq';
import type { Logger } from 'pino';
import { type WebhookJob, webhookJobSchema } from '../contracts/integrations.ts';
import { queueNames } from '../contracts/jobs.ts';
import { attemptWebhookDelivery, type WebhookDeliveryDeps } from '../services/integrations/index.ts';

/** A failed attempt that will be retried, with the delay the delivery recorded. */
class RetryLater extends Error {
  readonly delayMs: number;
  constructor(reason: string, delayMs: number) {
    super(reason);
    this.delayMs = delayMs;
  }
}

/** The BullMQ worker of the webhook queue: one attempt per run, retried as the delivery says. */
export function startWebhookDeliveryWorker(
  deps: WebhookDeliveryDeps & { log: Logger },
  connection: ConnectionOptions,
  prefix?: string,
) {
  const worker = new Worker<WebhookJob, string>(
    queueNames.webhook,
    async (job: Job<WebhookJob>) => {
      const { deliveryId } = webhookJobSchema.parse(job.data);
      const result = await attemptWebhookDelivery(deps, deliveryId);
      if (result.outcome === 'retry') {
        deps.log.warn({ deliveryId, reason: result.reason }, 'webhook delivery failed, retrying');
        throw new RetryLater(result.reason, result.delayMs);
      }
      if (result.outcome === 'failed') throw new UnrecoverableError(result.reason);
      return result.outcome;
    },
    {
      connection,
      prefix,
      concurrency: 8,
      settings: {
        backoffStrategy: (_attempts: number, _type?: string, error?: Error) =>
          error instanceof RetryLater ? error.delayMs : deps.config.WEBHOOK_RETRY_BASE_MS,
      },
    },
  );
  worker.on('error', (error) => deps.log.error({ err: error }, 'webhook worker error'));
  return worker;
}
