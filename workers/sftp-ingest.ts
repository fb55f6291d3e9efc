import { type ConnectionOptions, type Queue, Worker } from 'bullmq';
import { queueNames } from '../contracts/jobs.ts';
import { SFTP_SERVICE_STREAM, type SftpSwitchEvent, sftpSwitchEventTypes } from '../contracts/sftp.ts';
import { defineReactor } from '../projections/runner/projection.ts';
import { ingestInboxes, type SftpIngestDeps } from '../services/sftp/ingest.ts';
import { readSftpSwitch } from '../services/sftp/switch.ts';
import { createSftpIngestQueue, SFTP_SCHEDULER_ID } from './queues.ts';

export type { SftpIngestDeps };

/** Makes the scheduler follow the switch: there every `everyMs` while on, gone while off. */
export async function syncSftpScheduler(queue: Queue, enabled: boolean, everyMs: number) {
  if (enabled) {
    await queue.upsertJobScheduler(
      SFTP_SCHEDULER_ID,
      { every: everyMs },
      { name: 'ingest', data: {}, opts: { removeOnComplete: 100, removeOnFail: 100 } },
    );
  } else {
    await queue.removeJobScheduler(SFTP_SCHEDULER_ID);
  }
}

/** Starting or stopping the SFTP processing adds or removes the scheduler; a replay ends as the last event says. */
export function sftpSwitchReactor(queue: Queue, everyMs: number) {
  return defineReactor<SftpSwitchEvent>({
    name: 'sftp_switch',
    handles: [...sftpSwitchEventTypes],
    async react(event) {
      if (event.streamId !== SFTP_SERVICE_STREAM) return;
      await syncSftpScheduler(queue, event.type === 'SftpIngestionStarted', everyMs);
    },
  });
}

/**
 * The worker of the `sftp-ingest` queue (one run at a time per process): each run takes in the
 * inboxes' files. On start it sets the scheduler from the switch's stream, so it is right even when
 * Redis lost it.
 */
export async function startSftpIngestWorker(
  deps: SftpIngestDeps & { everyMs: number },
  connection: ConnectionOptions,
  prefix: string,
) {
  const queue = createSftpIngestQueue(connection, prefix);
  await syncSftpScheduler(queue, (await readSftpSwitch(deps.eventStore)).enabled, deps.everyMs);
  const worker = new Worker(queueNames.sftpIngest, async () => ingestInboxes(deps), {
    connection,
    prefix,
    concurrency: 1,
  });
  worker.on('error', (error) => deps.log.error({ err: error }, 'sftp ingest worker error'));
  worker.on('failed', (_job, error) => deps.log.warn({ err: error }, 'sftp ingest run failed'));
  return {
    close: async (force = false) => {
      await worker.close(force);
      await queue.close();
    },
  };
}
