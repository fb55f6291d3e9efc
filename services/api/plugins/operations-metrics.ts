import { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import { queueNames } from '../../../contracts/jobs.ts';
import { failedMailAttempts, mailStatusCounts } from '../../../projections/mail-log/queries.ts';
import { registerLagMetrics } from '../../../projections/runner/lag.ts';
import type { Runtime } from '../../runtime/index.ts';
import { sftpFailingFiles, sftpRefusalsLastDay } from '../../sftp/metrics.ts';

const JOB_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;

/**
 * What an operator alerts on, measured when /metrics is scraped from the shared state, so any API
 * process answers for the whole installation: projection lag per projection and reactor, jobs per
 * queue and state, mails by status and their failed attempts, SFTP order files refused or failing.
 */
export const operationsMetricsPlugin = fp(
  async (app: FastifyInstance, { runtime }: { runtime: Runtime }) => {
    const { db } = runtime;
    const registry = app.metrics;
    // With the projection runner in this process its own registration is there already.
    if (!registry.getSingleMetric('projection_lag_events'))
      registerLagMetrics(registry, db, runtime.eventStore);

    const connection = runtime.redis({ failFast: true });
    const queues = Object.values(queueNames).map(
      (name) => new Queue(name, { connection, prefix: runtime.config.QUEUE_PREFIX }),
    );
    app.addHook('onClose', async () => {
      await Promise.all(queues.map((queue) => queue.close()));
    });
    new Gauge({
      name: 'queue_jobs',
      help: 'Jobs per queue and state (failed: given up after their attempts)',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const queue of queues) {
          const counts = await queue.getJobCounts(...JOB_STATES).catch(() => undefined);
          for (const state of JOB_STATES)
            if (counts) this.set({ queue: queue.name, state }, counts[state] ?? 0);
        }
      },
    });
    new Gauge({
      name: 'mails',
      help: 'Mails by status (QUEUED, RETRYING, SENT, GIVEN_UP)',
      labelNames: ['status'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        const rows = await mailStatusCounts(db).catch(() => []);
        for (const row of rows) this.set({ status: row.status }, Number(row.count));
      },
    });
    new Gauge({
      name: 'mail_failed_attempts',
      help: 'Failed delivery attempts of the mails not yet sent (retries to come or given up)',
      registers: [registry],
      async collect() {
        this.set(await failedMailAttempts(db).catch(() => 0));
      },
    });
    new Gauge({
      name: 'sftp_files_refused_24h',
      help: 'Order files the SFTP ingestion moved to error/ in the last 24 hours',
      registers: [registry],
      async collect() {
        this.set(await sftpRefusalsLastDay(db).catch(() => 0));
      },
    });
    new Gauge({
      name: 'sftp_files_failing',
      help: 'Order files the ingestion could not finish for a technical reason and will try again',
      registers: [registry],
      async collect() {
        this.set(await sftpFailingFiles(db).catch(() => 0));
      },
    });
  },
  { name: 'operations-metrics' },
);
