import { z } from 'zod';

/** Queue names; one BullMQ queue each. */
export const queueNames = {
  mail: 'mail',
  shipmentBatchItems: 'shipment-batch-items',
  sftpIngest: 'sftp-ingest',
  webhook: 'webhook',
} as const;

/** Deliver one mail; the job id is the mail id plus the event that asked for the delivery. */
export const mailJobSchema = z.object({ mailId: z.uuid() });
export type MailJob = z.infer<typeof mailJobSchema>;

/**
 * Options of a mail delivery job: attempts beyond the mail's own limit never happen (the mail gives
 * up first), finished jobs are kept a while for inspection.
 */
export function mailJobOptions(maxRetries: number, jobId: string) {
  return {
    jobId,
    attempts: maxRetries + 2,
    backoff: { type: 'custom' },
    removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
    removeOnFail: { age: 30 * 24 * 3600 },
  };
}
