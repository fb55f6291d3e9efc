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

/** At most this many accounts are counted in process; the oldest count goes first beyond it. */
const LOCAL_ACCOUNTS = 10_000;

/**
 * Failed sign-ins counted in this process, for the time Redis cannot be read: the limit fails
 * closed, never open (docs/decisions/0193). Each process counts its own, so with n processes an
 * account takes at most n times the limit during an outage.
 */
class LocalCounts {
  readonly #counts = new Map<string, { failures: number; until: number }>();

  get(key: string, now = Date.now()): number {
    const entry = this.#counts.get(key);
    if (entry && entry.until <= now) this.#counts.delete(key);
    return entry && entry.until > now ? entry.failures : 0;
  }

  add(key: string, windowSeconds: number, now = Date.now()): void {
    const failures = this.get(key, now) + 1;
    const until = this.#counts.get(key)?.until ?? now + windowSeconds * 1000;
    this.#counts.delete(key);
    this.#counts.set(key, { failures, until });
    if (this.#counts.size > LOCAL_ACCOUNTS) {
      const oldest = this.#counts.keys().next().value;
      if (oldest !== undefined) this.#counts.delete(oldest);
    }
  }

  clear(key: string): void {
    this.#counts.delete(key);
  }
}

/**
 * The failed sign-ins of accounts within the window, counted in Redis, so every SFTP server and API
 * process of an installation sees the same count; while Redis cannot be read or written, the
 * failures are counted in this process instead, so the lock holds through an outage.
 */
export interface SignInLimiter {
  /**
   * Guards password sign-ins against guessing: after `maxFailures` failed attempts for an account
   * within the window, further attempts are refused without looking at the password until the
   * window has passed; a successful sign-in clears the count.
   */
  guard<A>(authenticate: Authenticate<A>): Authenticate<A>;
  /**
   * Counts a failed sign-in of another kind towards the same limit (an SSH key whose signature did
   * not verify, docs/decisions/0223); exempt accounts are not counted.
   */
  countFailure(username: string): Promise<void>;
}

export function signInLimiter(
  redis: Redis,
  limit: SignInLimit,
  onLocked: (username: string) => void = () => undefined,
): SignInLimiter {
  const local = new LocalCounts();
  const keyOf = (username: string) =>
    `${limit.keyPrefix}${limit.channel ?? 'sftp'}:failed-sign-ins:${username.toLowerCase()}`;
  const count = async (key: string, shared: number | undefined) => {
    const counted = await redis
      .multi()
      .incr(key)
      .expire(key, limit.windowSeconds, 'NX')
      .exec()
      .then(
        (results) => results?.every(([error]) => !error) ?? false,
        () => false,
      );
    if (!counted || shared === undefined) local.add(key, limit.windowSeconds);
  };
  const sharedCount = (key: string) =>
    redis.get(key).then(
      (value) => Number(value ?? 0),
      () => undefined,
    );
  return {
    guard: (authenticate) => async (username, password, remoteAddress) => {
      if (limit.exempt?.includes(username)) return authenticate(username, password, remoteAddress);
      const key = keyOf(username);
      const shared = await sharedCount(key);
      // Redis away: this process's own count of the outage applies.
      const failures = shared ?? local.get(key);
      if (failures >= limit.maxFailures) {
        onLocked(username);
        return undefined;
      }
      const account = await authenticate(username, password, remoteAddress);
      if (account) {
        local.clear(key);
        if (shared !== 0) await redis.del(key).catch(() => undefined);
        return account;
      }
      await count(key, shared);
      return undefined;
    },
    async countFailure(username) {
      if (limit.exempt?.includes(username)) return;
      const key = keyOf(username);
      // Whether Redis answers decides whether this process counts as well, as for a password.
      await count(key, await sharedCount(key));
    },
  };
}

/** Guards password sign-ins against guessing (see SignInLimiter.guard). */
export function limitFailedSignIns<A>(
  redis: Redis,
  authenticate: Authenticate<A>,
  limit: SignInLimit,
  onLocked: (username: string) => void = () => undefined,
): Authenticate<A> {
  return signInLimiter(redis, limit, onLocked).guard(authenticate);
}
