import { z } from 'zod';

/**
 * One revision of an entity's change history (a shipment's audit log, a branch's changes): who
 * added (ADD), modified (MOD) or deleted (DEL) it and when, and the changed values by path.
 */
export const auditEntrySchema = z.object({
  revision: z.number().int(),
  type: z.enum(['ADD', 'MOD', 'DEL']),
  userFullname: z.string().optional(),
  userLogin: z.string().optional(),
  date: z.string(),
  modifications: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
