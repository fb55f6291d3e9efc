import { z } from 'zod';

/** Queue names; one BullMQ queue each. */
export const queueNames = {
  mail: 'mail',
  shipmentBatch: 'shipment-batch',
  sftpIngest: 'sftp-ingest',
} as const;

/** Deliver one mail; the job id is the mail id plus the event that asked for the delivery. */
export const mailJobSchema = z.object({ mailId: z.uuid() });
export type MailJob = z.infer<typeof mailJobSchema>;
