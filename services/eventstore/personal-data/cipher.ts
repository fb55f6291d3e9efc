import {
  createCipheriv,
  createDecipheriv,
  createSecretKey,
  type KeyObject,
  randomBytes,
  randomFillSync,
} from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const newKey = (): Buffer => randomBytes(32);

/** A cipher from a raw key imports it each time (about five times the cost of the encryption itself). */
const imported = new WeakMap<Buffer, KeyObject>();
function keyObject(key: Buffer): KeyObject {
  let object = imported.get(key);
  if (!object) {
    object = createSecretKey(key);
    imported.set(key, object);
  }
  return object;
}

/** Random nonces drawn from a buffer filled 256 at a time: one call into the generator instead of one per sealing. */
const NONCES = 256;
const nonces = Buffer.alloc(NONCES * IV_BYTES);
let nextNonce = NONCES;
function randomNonce(): Buffer {
  if (nextNonce === NONCES) {
    randomFillSync(nonces);
    nextNonce = 0;
  }
  const start = nextNonce++ * IV_BYTES;
  return Buffer.from(nonces.subarray(start, start + IV_BYTES));
}

/**
 * AES-256-GCM with a random nonce per sealing; `context` (the event id and the subject) is
 * authenticated, so a sealed group copied into another event does not open.
 */
export function encrypt(key: Buffer, plaintext: string, context: string): string {
  const iv = randomNonce();
  const cipher = createCipheriv(ALGORITHM, keyObject(key), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function decrypt(key: Buffer, sealed: string, context: string): string {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv(ALGORITHM, keyObject(key), bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}
