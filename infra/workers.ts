import { startEmbeddedSmtp } from '../services/mail/embedded-smtp.ts';
import { createMailTransport } from '../services/mail/transport.ts';
import type { Runtime } from '../services/runtime/index.ts';
import { startMailDeliveryWorker } from '../workers/mail-delivery.ts';
import { startSftpIngestWorker } from '../workers/sftp-ingest.ts';
import { startBatchWorkers } from '../workers/shipment-batch.ts';
import { startWebhookDeliveryWorker } from '../workers/webhook-delivery.ts';
import { installation } from './installation.ts';
import { startPart } from './lifecycle.ts';

/** How long running jobs get to finish on shutdown before they are abandoned to another worker. */
const DRAIN_MS = 10_000;

/** Closes gracefully, or by force when running jobs do not finish in time (their locks then expire). */
async function drain(close: (force?: boolean) => Promise<void>, log: Runtime['log']) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), DRAIN_MS);
  });
  const outcome = await Promise.race([close().then(() => 'closed' as const), late]);
  clearTimeout(timer);
  if (outcome === 'late') {
    log.warn('jobs still running at shutdown; leaving them to another worker');
    await close(true);
  }
}

/**
 * Starts the BullMQ workers of every queue; `stop` lets running jobs finish. `sftpPort` is the port
 * of an SFTP server started in this process (else the one DATA_DIR/installation.json keeps, else SFTP_PORT).
 */
export async function startWorkers(runtime: Runtime, options: { sftpPort?: number } = {}) {
  const log = runtime.log.child({ component: 'workers' });
  // Only this process sends to the embedded SMTP server: any free port does unless one is set.
  const smtpPort = runtime.config.EMBEDDED_SMTP_PORT ?? 0;
  const embeddedSmtp = runtime.config.SMTP_URL
    ? undefined
    : await startPart('Embedded SMTP server', () => startEmbeddedSmtp(runtime.db, smtpPort), {
        variable: 'EMBEDDED_SMTP_PORT',
        port: smtpPort,
      });
  if (embeddedSmtp) log.info({ url: embeddedSmtp.url }, 'embedded SMTP server keeps outgoing mails');
  const transport = createMailTransport(runtime.config.SMTP_URL ?? embeddedSmtp?.url ?? '');
  const connection = runtime.redis({ forBullmq: true });
  const workers = [
    startMailDeliveryWorker(
      { db: runtime.db, eventStore: runtime.eventStore, transport, config: runtime.config, log },
      connection,
      runtime.config.QUEUE_PREFIX,
    ),
    startWebhookDeliveryWorker(
      { db: runtime.db, config: runtime.config, log },
      connection,
      runtime.config.QUEUE_PREFIX,
    ),
  ];
  const batches = startBatchWorkers(
    { db: runtime.db, eventStore: runtime.eventStore, log },
    connection,
    runtime.config.QUEUE_PREFIX,
    { resume: { everyMs: runtime.config.BATCH_RESUME_MS, afterMs: runtime.config.BATCH_RESUME_MS * 3 } },
  );
  let sftpIngest: Awaited<ReturnType<typeof startSftpIngestWorker>>;
  try {
    sftpIngest = await startSftpIngestWorker(
      {
        db: runtime.db,
        eventStore: runtime.eventStore,
        log,
        config: runtime.config,
        // Run alone, the workers look for the SFTP server of the same data directory.
        sftpPort:
          options.sftpPort ??
          (runtime.config.SFTP_PORT === undefined
            ? installation(runtime.config.DATA_DIR).sftpPort
            : undefined),
        everyMs: runtime.config.SFTP_POLL_MS,
      },
      connection,
      runtime.config.QUEUE_PREFIX,
    );
  } catch (error) {
    // What started so far stops again, so that a failed start leaves nothing behind.
    await Promise.all([...workers.map((worker) => worker.close(true)), batches.close(true)]);
    transport.close();
    await embeddedSmtp?.stop();
    throw error;
  }
  log.info('workers started');
  return {
    /** The SMTP URL mails go to (the embedded server's when SMTP_URL is not set). */
    smtpUrl: runtime.config.SMTP_URL ?? embeddedSmtp?.url,
    /** The embedded SMTP server's port; undefined with SMTP_URL. */
    embeddedSmtpPort: embeddedSmtp?.port,
    async stop() {
      await Promise.all([
        ...workers.map((worker) => drain((force) => worker.close(force), log)),
        drain(batches.close, log),
        drain(sftpIngest.close, log),
      ]);
      transport.close();
      await embeddedSmtp?.stop();
      log.info('workers stopped');
    },
  };
}
