import { Queue } from 'bullmq';
import { type MailJob, queueNames } from '../../contracts/jobs.ts';
import type { Reactor } from '../../projections/runner/projection.ts';
import type { Runtime } from '../../services/runtime/index.ts';
import { createSftpIngestQueue, createWebhookQueue } from '../queues.ts';
import { sftpSwitchReactor } from '../sftp-ingest.ts';
import { iftstaOutReactor } from './iftsta-out.ts';
import { mailDeliveryReactor } from './mail-delivery.ts';
import { shipmentMailsReactor } from './shipment-mails.ts';
import { webhookDeliveriesReactor } from './webhooks.ts';

/**
 * The reactors that turn events into work for the workers. They run inside the projection runner
 * (one active instance each); their queues connect with a fail-fast client, so that while Redis is
 * down a reactor's checkpoint stays and it tries again. `sftpPort` is the port of the SFTP server of
 * this process once it listens (else SFTP_PORT), where IFTSTA files are written.
 */
export function createReactors(
  runtime: Runtime,
  options: { sftpPort?: () => number | undefined } = {},
): { reactors: Reactor[]; close(): Promise<void> } {
  const mailQueue = new Queue<MailJob>(queueNames.mail, {
    connection: runtime.redis(),
    prefix: runtime.config.QUEUE_PREFIX,
  });
  mailQueue.on('error', (error) => runtime.log.warn({ err: error.message }, 'mail queue connection error'));
  const sftpQueue = createSftpIngestQueue(runtime.redis(), runtime.config.QUEUE_PREFIX);
  sftpQueue.on('error', (error) => runtime.log.warn({ err: error.message }, 'sftp queue connection error'));
  const webhookQueue = createWebhookQueue(
    runtime.redis(),
    runtime.config.QUEUE_PREFIX,
    runtime.config.WEBHOOK_MAX_RETRIES,
  );
  webhookQueue.queue.on('error', (error) =>
    runtime.log.warn({ err: error.message }, 'webhook queue connection error'),
  );
  return {
    reactors: [
      mailDeliveryReactor(mailQueue, runtime.config.MAIL_MAX_RETRIES),
      shipmentMailsReactor(runtime),
      sftpSwitchReactor(sftpQueue, runtime.config.SFTP_POLL_MS),
      webhookDeliveriesReactor(runtime, webhookQueue),
      iftstaOutReactor(runtime, options.sftpPort),
    ],
    close: () =>
      Promise.all([mailQueue.close(), sftpQueue.close(), webhookQueue.close()]).then(() => undefined),
  };
}
