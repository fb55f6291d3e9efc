import { randomBytes } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';

/** OWASP's argon2id baseline: 19 MiB, two passes, one lane. */
const PARAMETERS = { parallelism: 1, iterations: 2, memorySize: 19 * 1024, hashLength: 32 } as const;

/** The password as an argon2id PHC string (salt and parameters included). */
export function hashPassword(password: string): Promise<string> {
  return argon2id({ ...PARAMETERS, password, salt: randomBytes(16), outputType: 'encoded' });
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  try {
    return await argon2Verify({ password, hash });
  } catch {
    return false;
  }
}
