import { z } from 'zod';
import { halLinksSchema } from './hal.ts';

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

/**
 * SSH public keys of an SFTP account (docs/decisions/0223): programs that upload by themselves sign
 * in with one of them instead of the password. Types the server takes; RSA from 2048 bits.
 */
export const sftpKeyTypes = [
  'ssh-ed25519',
  'ssh-rsa',
  'ecdsa-sha2-nistp256',
  'ecdsa-sha2-nistp384',
  'ecdsa-sha2-nistp521',
] as const;
export type SftpKeyType = (typeof sftpKeyTypes)[number];

/** An account holds at most this many keys; RSA keys need at least this many bits. */
export const SFTP_KEYS_PER_ACCOUNT = 10;
export const SFTP_RSA_MIN_BITS = 2048;
/** Longest pasted key: an RSA key of 16384 bits in OpenSSH's one line is about 2,800 characters. */
export const SFTP_PUBLIC_KEY_MAX_LENGTH = 8000;
export const SFTP_KEY_LABEL_MAX_LENGTH = 100;

/** The message keys of a refused key, each a field error of `publicKey`. */
export const sftpKeyProblems = [
  'sftp-key.malformed',
  'sftp-key.one-line',
  'sftp-key.private',
  'sftp-key.unsupported-type',
  'sftp-key.rsa-too-short',
  'sftp-key.duplicate',
  'sftp-key.too-many',
] as const;
export type SftpKeyProblem = (typeof sftpKeyProblems)[number];

/**
 * A key to add: the line of the `.pub` file as `ssh-keygen` writes it (`ssh-ed25519 AAAA… comment`;
 * PuTTYgen's RFC 4716 block is read too) and a label, by default the key's comment.
 */
export const sftpKeyInputSchema = z.object({
  publicKey: z
    .string()
    .trim()
    .min(1, 'field.required')
    .max(SFTP_PUBLIC_KEY_MAX_LENGTH, 'field.too-long')
    .describe(
      'The public key as one line of its `.pub` file (`ssh-ed25519 AAAA… comment`): ssh-ed25519, ssh-rsa of ' +
        `${SFTP_RSA_MIN_BITS} bits or more, or ecdsa-sha2-nistp256/384/521; never a private key. At most ` +
        `${SFTP_KEYS_PER_ACCOUNT} keys per account, each once.`,
    ),
  label: z
    .string()
    .trim()
    .max(SFTP_KEY_LABEL_MAX_LENGTH, 'field.too-long')
    .optional()
    .describe("A name for the key; when empty, the key's comment."),
});
export type SftpKeyInput = z.input<typeof sftpKeyInputSchema>;

/** A key of an account as the API answers it: never more than its public part. */
export const sftpKeySchema = z.object({
  id: z.string(),
  customerId: z.string(),
  type: z.enum(sftpKeyTypes),
  bits: z.number().int(),
  /** As `ssh-keygen -lf` prints it: `SHA256:` and the unpadded base64 of the key's SHA-256. */
  fingerprint: z.string(),
  label: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type SftpKey = z.infer<typeof sftpKeySchema>;

export const sftpKeysSchema = z.object({ keys: z.array(sftpKeySchema) });
export type SftpKeys = z.infer<typeof sftpKeysSchema>;

/** A key as the customer administration reads it (HAL, `_links.delete` removes it). */
export const adminSftpKeySchema = sftpKeySchema.extend({ _links: halLinksSchema });
export type AdminSftpKey = z.infer<typeof adminSftpKeySchema>;

export const sftpKeyParamsSchema = sftpAccountParamsSchema.extend({ keyId: z.uuid() });
