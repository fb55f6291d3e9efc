import type { Runtime } from '../infra/runtime.ts';
import { startEmbeddedSmtp } from '../services/mail/embedded-smtp.ts';
import { createMailTransport } from '../services/mail/transport.ts';
import { startMailDeliveryWorker } from './mail-delivery.ts';

/** Starts the BullMQ workers of every queue; `stop` lets running jobs finish. */
export async function startWorkers(runtime: Runtime) {
  const log = runtime.log.child({ component: 'workers' });
  const embeddedSmtp = runtime.config.SMTP_URL
    ? undefined
    : await startEmbeddedSmtp(runtime.db, runtime.config.EMBEDDED_SMTP_PORT);
  if (embeddedSmtp) log.info({ url: embeddedSmtp.url }, 'embedded SMTP server keeps outgoing mails');
  const transport = createMailTransport(runtime.config.SMTP_URL ?? embeddedSmtp?.url ?? '');
  const connection = runtime.redis({ forBullmq: true });
  const workers = [
    startMailDeliveryWorker(
      { db: runtime.db, eventStore: runtime.eventStore, transport, config: runtime.config, log },
      connection,
      runtime.config.QUEUE_PREFIX,
    ),
  ];
  log.info('workers started');
  return {
    /** The SMTP URL mails go to (the embedded server's when SMTP_URL is not set). */
    smtpUrl: runtime.config.SMTP_URL ?? embeddedSmtp?.url,
    async stop() {
      await Promise.all(workers.map((worker) => worker.close()));
      transport.close();
      await embeddedSmtp?.stop();
      log.info('workers stopped');
    },
  };
}
