import { createHash, createPublicKey } from 'node:crypto';
import ssh2, { type ParsedKey } from 'ssh2';
import {
  SFTP_RSA_MIN_BITS,
  type SftpKeyProblem,
  type SftpKeyType,
  sftpKeyTypes,
} from '../../contracts/sftp-account.ts';

// ssh2 is CommonJS: Node's ESM loader offers its exports on the default export only.
const { utils } = ssh2;

/** What the portal keeps of a public key: never more than its public part. */
export interface PublicKeyFacts {
  type: SftpKeyType;
  /** The key's SSH wire form (RFC 4253 section 6.6), base64 as in the `.pub` line. */
  blob: string;
  bits: number;
  /** The `.pub` line's comment (`user@host`), whitespace folded; empty when it has none. */
  comment: string;
  /** As `ssh-keygen -lf` prints it: `SHA256:` and the unpadded base64 of the blob's SHA-256. */
  fingerprint: string;
}

export type PublicKeyReading = { key: PublicKeyFacts } | { problem: SftpKeyProblem };

const RFC4716_BEGIN = '---- BEGIN SSH2 PUBLIC KEY ----';
/** PEM and OpenSSH private keys (`-----BEGIN OPENSSH PRIVATE KEY-----`), and PuTTY's `.ppk` files. */
const PRIVATE_KEY = /PRIVATE KEY-----|^PuTTY-User-Key-File-/m;
/** What looks like a key type of SSH (ssh-dss, sk-ssh-ed25519@openssh.com, certificates, ...). */
const SSH_TYPE_LIKE = /^(ssh-|ecdsa-|sk-|rsa-|x509v3-)/;
const ONE_LINE = /^(\S+)\s+(\S+)(?:\s+(.*))?$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** `SHA256:` and the unpadded base64 of the blob's SHA-256, as `ssh-keygen -lf` prints it. */
export function fingerprintOf(blob: Buffer): string {
  return `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
}

/** The size of a key in bits as `ssh-keygen -l` names it. */
function bitsOf(type: SftpKeyType, key: ParsedKey): number {
  switch (type) {
    case 'ssh-ed25519':
      return 256;
    case 'ecdsa-sha2-nistp256':
      return 256;
    case 'ecdsa-sha2-nistp384':
      return 384;
    case 'ecdsa-sha2-nistp521':
      return 521;
    case 'ssh-rsa':
      return createPublicKey(key.getPublicPEM()).asymmetricKeyDetails?.modulusLength ?? 0;
  }
}

const isKnownType = (type: string): type is SftpKeyType => (sftpKeyTypes as readonly string[]).includes(type);

/**
 * The key of one `.pub` line (`type base64 comment`), as ssh2's parser reads it; the base64 must be
 * the key's canonical wire form, nothing before or after it, so the fingerprint is the one
 * `ssh-keygen -lf` prints of the same line and the one a client offers matches it byte for byte.
 */
function readOneLine(text: string): PublicKeyReading {
  if (/[\r\n]/.test(text)) return { problem: 'sftp-key.one-line' };
  const [, type = '', base64 = '', comment = ''] = ONE_LINE.exec(text) ?? [];
  if (!isKnownType(type))
    return { problem: SSH_TYPE_LIKE.test(type) ? 'sftp-key.unsupported-type' : 'sftp-key.malformed' };
  const blob = Buffer.from(base64, 'base64');
  if (!BASE64.test(base64) || blob.toString('base64').replace(/=+$/, '') !== base64.replace(/=+$/, ''))
    return { problem: 'sftp-key.malformed' };
  // Parsed without the comment: ssh2 wants one space between type and key, `.pub` lines may have tabs.
  return checked(utils.parseKey(`${type} ${base64}`), { blob, comment });
}

/** A parsed key the portal takes: public, of a known type, RSA long enough, its blob canonical. */
function checked(
  parsed: ParsedKey | ParsedKey[] | Error,
  line?: { blob: Buffer; comment: string },
): PublicKeyReading {
  const key = Array.isArray(parsed) ? parsed[0] : parsed;
  if (!key || key instanceof Error) return { problem: 'sftp-key.malformed' };
  if (key.isPrivateKey()) return { problem: 'sftp-key.private' };
  if (!isKnownType(key.type)) return { problem: 'sftp-key.unsupported-type' };
  const wire = key.getPublicSSH();
  if (line && !wire.equals(line.blob)) return { problem: 'sftp-key.malformed' };
  const bits = bitsOf(key.type, key);
  if (key.type === 'ssh-rsa' && bits < SFTP_RSA_MIN_BITS) return { problem: 'sftp-key.rsa-too-short' };
  return {
    key: {
      type: key.type,
      blob: wire.toString('base64'),
      bits,
      comment: (line?.comment ?? key.comment).replace(/\s+/g, ' ').trim(),
      fingerprint: fingerprintOf(wire),
    },
  };
}

/**
 * Reads a pasted public key: one line of a `.pub` file as `ssh-keygen` writes it, or the RFC 4716
 * block PuTTYgen saves. Refuses a private key without parsing it, more than one line, a type other
 * than ssh-ed25519, ssh-rsa and ecdsa-sha2-nistp256/384/521 (DSA, security keys and certificates
 * among them), and RSA below 2048 bits.
 */
export function readPublicKey(pasted: string): PublicKeyReading {
  const text = pasted.trim();
  if (PRIVATE_KEY.test(text)) return { problem: 'sftp-key.private' };
  try {
    if (!text.startsWith(RFC4716_BEGIN)) return readOneLine(text);
    if (text.indexOf(RFC4716_BEGIN, 1) !== -1) return { problem: 'sftp-key.one-line' };
    return checked(utils.parseKey(text.replace(/\r\n?/g, '\n')));
  } catch {
    // The parser throws on some broken blobs instead of answering an Error.
    return { problem: 'sftp-key.malformed' };
  }
}

/** Parses a key the portal stored (`type` and `blob` as readPublicKey answered them). */
export function storedKey(type: string, blob: string): ParsedKey | undefined {
  const parsed = utils.parseKey(`${type} ${blob}`);
  return parsed instanceof Error ? undefined : parsed;
}
