import { z } from 'zod';
import { halLinksSchema } from './hal.ts';

/** The SFTP processing switch as PUT /api/admin/services/sftp/status takes it (spec 001 section 3). */
export const sftpStatusInputSchema = z.object({ enabled: z.boolean() }).strict();
export type SftpStatusInput = z.infer<typeof sftpStatusInputSchema>;

/** The switch as GET answers it: `enabled`, and who turned it last and when (null on a fresh install). */
export const sftpStatusSchema = z.object({
  enabled: z.boolean(),
  changedAt: z.string().nullable(),
  changedBy: z.string().nullable(),
  _links: halLinksSchema,
});
export type SftpStatus = z.infer<typeof sftpStatusSchema>;

/** The event stream of the switch and its events. */
export const SFTP_SERVICE_STREAM = 'service-sftp';
export const sftpSwitchEventTypes = ['SftpIngestionStarted', 'SftpIngestionStopped'] as const;
export type SftpSwitchEventType = (typeof sftpSwitchEventTypes)[number];

/** An administrator started or stopped the SFTP processing. */
export type SftpSwitchEvent = { type: SftpSwitchEventType; data: { at: string; by: string } };

/** One run of the `sftp-ingest` scheduler; it carries nothing, every run reads all inboxes. */
export const sftpIngestJobSchema = z.object({}).loose();
export type SftpIngestJob = z.infer<typeof sftpIngestJobSchema>;
