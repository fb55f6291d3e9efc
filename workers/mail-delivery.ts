import { type ConnectionOptions, type Job, UnrecoverableError, Worker } from 'bullmq';
import { type MailJob, mailJobSchema, queueNames } from '../contracts/jobs.ts';
import { deliverMail, type MailDeliveryDeps, MailGivenUp, RetryLater } from '../services/mail/delivery.ts';
import { MAIL_CONNECTIONS } from '../services/mail/transport.ts';

export type { MailDeliveryDeps } from '../services/mail/delivery.ts';

/**
 * The BullMQ worker of the mail queue (services/mail/delivery.ts); retries wait exactly as long as
 * the mail's stream says.
 */
export function startMailDeliveryWorker(
  deps: MailDeliveryDeps,
  connection: ConnectionOptions,
  prefix?: string,
) {
  const worker = new Worker<MailJob, 'sent' | 'skipped'>(
    queueNames.mail,
    async (job: Job<MailJob>) => {
      try {
        return await deliverMail(deps, mailJobSchema.parse(job.data).mailId);
      } catch (error) {
        throw error instanceof MailGivenUp ? new UnrecoverableError(error.message) : error;
      }
    },
    {
      connection,
      prefix,
      // One job per pooled SMTP connection: a delivery mostly waits for the server.
      concurrency: MAIL_CONNECTIONS,
      settings: {
        backoffStrategy: (_attempts: number, _type?: string, error?: Error) =>
          error instanceof RetryLater ? error.delayMs : deps.config.MAIL_RETRY_BASE_MS,
      },
    },
  );
  worker.on('error', (error) => deps.log.error({ err: error }, 'mail worker error'));
  return worker;
}
