import pg from 'pg';

export interface Leadership {
  /** Resolves once this process holds the lock for `key`, or with false when `signal` aborts. */
  acquire(key: string, signal: AbortSignal): Promise<boolean>;
  release(key: string): Promise<void>;
  /** Called for every held key when the lock connection is lost (the locks went with it). */
  onLost(listener: (key: string) => void): void;
  close(): Promise<void>;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });

/**
 * Session advisory locks on one dedicated connection: the holder of a projection's lock is its one
 * active instance; the others retry every `retryMs` and take over when the holder's connection ends
 * (the process died or stopped), because PostgreSQL releases session locks with the session.
 */
export function createLeadership(connectionString: string, retryMs: number): Leadership {
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  const held = new Set<string>();
  const lostListeners: ((key: string) => void)[] = [];

  const lose = (lost: pg.Client) => {
    if (client !== lost) return;
    client = null;
    connecting = null;
    const keys = [...held];
    held.clear();
    for (const key of keys) for (const listener of lostListeners) listener(key);
  };

  // Every projection and reactor asks for its lock on this one connection at once: its queries go
  // one after the other, since pg no longer queues concurrent queries on a client by itself.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  const connection = () => {
    connecting ??= (async () => {
      // The process id tells operators (and the topology test) which runner holds which projection.
      const next = new pg.Client({
        connectionString,
        application_name: `freight-portal-projection-locks-${process.pid}`,
      });
      next.on('error', () => lose(next));
      next.on('end', () => lose(next));
      try {
        await next.connect();
      } catch (error) {
        connecting = null;
        throw error;
      }
      client = next;
      return next;
    })();
    return connecting;
  };

  return {
    async acquire(key, signal) {
      while (!signal.aborted) {
        try {
          const current = await connection();
          const { rows } = await serial(() =>
            current.query<{ locked: boolean }>(
              "select pg_try_advisory_lock(hashtext('projection-runner'), hashtext($1)) as locked",
              [key],
            ),
          );
          if (rows[0]?.locked) {
            if (signal.aborted) {
              await serial(() =>
                current.query("select pg_advisory_unlock(hashtext('projection-runner'), hashtext($1))", [
                  key,
                ]),
              );
              return false;
            }
            held.add(key);
            return true;
          }
        } catch {
          // The server is away; try again after the pause.
        }
        await sleep(retryMs, signal);
      }
      return false;
    },
    async release(key) {
      const current = client;
      if (!held.delete(key) || !current) return;
      await serial(() =>
        current.query("select pg_advisory_unlock(hashtext('projection-runner'), hashtext($1))", [key]),
      ).catch(() => undefined);
    },
    onLost(listener) {
      lostListeners.push(listener);
    },
    async close() {
      held.clear();
      const current = client;
      client = null;
      // After the unlocks in flight; ending the session releases whatever is still held.
      await serial(async () => current?.end()).catch(() => undefined);
    },
  };
}
