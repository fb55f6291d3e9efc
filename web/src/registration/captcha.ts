import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { captchaChallenge } from '../api/registration.ts';
import { captchaPayload } from './registration-values.ts';

/** A solved captcha: what the registration sends, and until when the server accepts it. */
export interface SolvedCaptcha {
  payload: string;
  /** Milliseconds since the epoch; undefined when the challenge does not say. */
  expiresAt: number | undefined;
}

/** The browser gives up on a challenge after this long and offers to try again. */
const SOLVE_TIMEOUT_MS = 90_000;

/**
 * Fetches a proof-of-work challenge (docs/decisions/0060) and solves it with the same library the
 * server checks it with, hashing with the browser's Web Crypto. Null when it was aborted or
 * timed out.
 */
export async function solveCaptcha(signal: AbortSignal): Promise<SolvedCaptcha | null> {
  const challenge = await captchaChallenge(signal);
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort, { once: true });
  try {
    const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: SOLVE_TIMEOUT_MS });
    if (!solution || signal.aborted) return null;
    const seconds = challenge.parameters.expiresAt;
    return {
      payload: captchaPayload(challenge, solution),
      expiresAt: typeof seconds === 'number' ? seconds * 1000 : undefined,
    };
  } finally {
    signal.removeEventListener('abort', abort);
  }
}
