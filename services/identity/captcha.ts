import { randomInt } from 'node:crypto';
import { type Challenge, createChallenge, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Redis } from 'ioredis';
import type { Config } from '../../contracts/config.ts';
import { derivedSecret } from './links.ts';

const VALID_MINUTES = 10;
/** Counters to try on average 25,000 SHA-256 rounds: a second in a browser, costly in bulk. */
const MAX_COUNTER = 50_000;

const secrets = (config: Config) => ({
  hmacSignatureSecret: derivedSecret(config, 'captcha'),
  hmacKeySignatureSecret: derivedSecret(config, 'captcha-key'),
});

/** A self-hosted ALTCHA proof-of-work challenge, signed so that the server keeps no state. */
export function captchaChallenge(config: Config): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(1000, MAX_COUNTER),
    deriveKey,
    expiresAt: new Date(Date.now() + VALID_MINUTES * 60_000),
    ...secrets(config),
  });
}

/**
 * Checks the widget's payload (base64 JSON of challenge and solution) and spends it: a solved
 * challenge registers once.
 */
export async function captchaSolved(config: Config, redis: Redis, payload: string): Promise<boolean> {
  let parsed: { challenge: Challenge; solution: Solution };
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return false;
  }
  if (!parsed?.challenge?.parameters || !parsed.solution || !parsed.challenge.signature) return false;
  const result = await verifySolution({
    challenge: parsed.challenge,
    solution: parsed.solution,
    deriveKey,
    ...secrets(config),
  }).catch(() => undefined);
  if (!result?.verified) return false;
  const spent = await redis.set(`captcha:${parsed.challenge.signature}`, '1', 'EX', VALID_MINUTES * 60, 'NX');
  return spent === 'OK';
}
