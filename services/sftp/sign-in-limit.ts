import type { Redis } from 'ioredis';

type Authenticate<A> = (username: string, password: string, remoteAddress: string) => Promise<A | undefined>;

export interface SignInLimit {
  /** Failed sign-ins of one account that lock it for the rest of the window. */
  maxFailures: number;
  windowSeconds: number;
  /** Keeps the counters of installations (and test portals) sharing a Redis apart. */
  keyPrefix: string;
  /** Accounts never locked (the ingestion's own, whose long secret cannot be guessed). */
  exempt?: readonly string[];
}

/**
 * Guards password sign-ins against guessing: after `maxFailures` failed attempts for an account
 * within the window, further attempts are refused without looking at the password until the
 * window has passed; a successful sign-in clears the count. Counted in Redis, so every SFTP server
 * of an installation sees the same count.
 */
export function limitFailedSignIns<A>(
  redis: Redis,
  authenticate: Authenticate<A>,
  limit: SignInLimit,
  onLocked: (username: string) => void = () => undefined,
): Authenticate<A> {
  return async (username, password, remoteAddress) => {
    if (limit.exempt?.includes(username)) return authenticate(username, password, remoteAddress);
    const key = `${limit.keyPrefix}sftp:failed-sign-ins:${username.toLowerCase()}`;
    const failures = Number((await redis.get(key)) ?? 0);
    if (failures >= limit.maxFailures) {
      onLocked(username);
      return undefined;
    }
    const account = await authenticate(username, password, remoteAddress);
    if (account) {
      if (failures > 0) await redis.del(key);
      return account;
    }
    const counted = await redis.multi().incr(key).expire(key, limit.windowSeconds, 'NX').exec();
    if (!counted) throw new Error('counting a failed sign-in failed');
    return undefined;
  };
}
