import { z } from 'zod';

/**
 * The SFTP account of one of the signed-in user's customers (settings, "SFTP"): the user name to
 * sign in with (the customer number) and whether a password was generated for it.
 */
export const sftpAccountSchema = z.object({
  customerId: z.string(),
  username: z.string(),
  passwordSet: z.boolean(),
});
export type SftpAccount = z.infer<typeof sftpAccountSchema>;

export const sftpAccountsSchema = z.object({ accounts: z.array(sftpAccountSchema) });
export type SftpAccounts = z.infer<typeof sftpAccountsSchema>;

/** A new SFTP password, answered once: the old one stops working at once (docs/decisions/0124). */
export const sftpNewPasswordSchema = z.object({
  customerId: z.string(),
  username: z.string(),
  password: z.string(),
});
export type SftpNewPassword = z.infer<typeof sftpNewPasswordSchema>;

export const sftpAccountParamsSchema = z.object({ customerId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/) });
