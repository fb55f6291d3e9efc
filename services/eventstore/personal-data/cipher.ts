import {
  createCipheriv,
  createDecipheriv,
  createSecretKey,
  type KeyObject,
  randomFillSync,
} from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

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

/**
 * Random bytes (nonces, keys) drawn from a buffer the CSPRNG fills 4 KiB at a time: one call into
 * the generator for hundreds of sealings instead of one each. Every caller gets a copy of its own.
 */
const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let poolUsed = POOL_BYTES;
function pooledRandom(bytes: number): Buffer {
  if (poolUsed + bytes > POOL_BYTES) {
    randomFillSync(pool);
    poolUsed = 0;
  }
  const start = poolUsed;
  poolUsed += bytes;
  return Buffer.from(pool.subarray(start, start + bytes));
}

export const newKey = (): Buffer => pooledRandom(32);

/**
 * AES-256-GCM with a random nonce per sealing; `context` (the event id and the subject) is
 * authenticated, so a sealed group copied into another event does not open.
 */
export function encrypt(key: Buffer, plaintext: string, context: string): string {
  const iv = pooledRandom(IV_BYTES);
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
