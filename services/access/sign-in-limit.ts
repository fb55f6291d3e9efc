import type { Redis } from 'ioredis';

type Authenticate<A> = (username: string, password: string, remoteAddress: string) => Promise<A | undefined>;

export interface SignInLimit {
  /** Failed sign-ins of one account that lock it for the rest of the window. */
  maxFailures: number;
  windowSeconds: number;
  /** Keeps the counters of installations (and test portals) sharing a Redis apart. */
  keyPrefix: string;
  /** Which sign-in is counted: SFTP accounts and portal users are locked separately. */
  channel?: 'sftp' | 'portal';
  /** Accounts never locked (the ingestion's own, whose long secret cannot be guessed). */
  exempt?: readonly string[];
}

/**
 * Guards password sign-ins against guessing: after `maxFailures` failed attempts for an account
 * within the window, further attempts are refused without looking at the password until the
 * window has passed; a successful sign-in clears the count. Counted in Redis, so every SFTP server
 * and API process of an installation sees the same count.
 */
export function limitFailedSignIns<A>(
  redis: Redis,
  authenticate: Authenticate<A>,
  limit: SignInLimit,
  onLocked: (username: string) => void = () => undefined,
): Authenticate<A> {
  return async (username, password, remoteAddress) => {
    if (limit.exempt?.includes(username)) return authenticate(username, password, remoteAddress);
    const key = `${limit.keyPrefix}${limit.channel ?? 'sftp'}:failed-sign-ins:${username.toLowerCase()}`;
    const counted = await redis.get(key).then(
      (value) => Number(value ?? 0),
      // Redis away: sign-ins go on unguarded rather than failing; the per-address limits still hold.
      () => undefined,
    );
    if (counted === undefined) return authenticate(username, password, remoteAddress);
    const failures = counted;
    if (failures >= limit.maxFailures) {
      onLocked(username);
      return undefined;
    }
    const account = await authenticate(username, password, remoteAddress);
    if (account) {
      if (failures > 0) await redis.del(key);
      return account;
    }
    await redis
      .multi()
      .incr(key)
      .expire(key, limit.windowSeconds, 'NX')
      .exec()
      .catch(() => undefined);
    return undefined;
  };
}
