import net from 'node:net';

/** True when nothing listens on `host:port`, so that a server of ours can. */
export function portIsFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return holdPort(port, host).then(
    (hold) => hold.release().then(() => true),
    () => false,
  );
}

/** A port nothing listens on right now, chosen by the system. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface PortChoice {
  port: number;
  /** `set`: the variable named it; `kept`: an earlier start chose it; `default`; `free`: picked now. */
  source: 'set' | 'kept' | 'default' | 'free';
}

/**
 * The port of a part: the variable's (`set`) when it names one; else the one an earlier start of
 * this installation used (`kept`), else the usual default, as long as it is free; else any free
 * port. `0` always picks a free one. The caller keeps a choice that worked (infra/installation.ts),
 * so that the next start of the same installation comes back on it.
 */
export async function choosePort(options: {
  /** The variable's value; undefined when it is not set. */
  set: number | undefined;
  fallback: number;
  host: string;
  kept?: number | undefined;
}): Promise<PortChoice> {
  const { set, kept, host } = options;
  if (set !== undefined && set !== 0) return { port: set, source: 'set' };
  if (set === undefined && kept !== undefined && (await portIsFree(kept, host)))
    return { port: kept, source: 'kept' };
  if (set === undefined && (await portIsFree(options.fallback, host)))
    return { port: options.fallback, source: 'default' };
  return { port: await freePort(host), source: 'free' };
}

/** A port kept bound until the server meant for it is about to listen on it. */
export interface PortHold {
  port: number;
  /** Frees the port; calling it again does nothing. */
  release(): Promise<void>;
}

/**
 * Binds `host:port` (exclusively) and keeps it bound until `release`, so that parts starting in the
 * meantime cannot be given it as a free port (the system hands out ports nothing is bound to); a
 * port taken already fails here, before anything else has started, with EADDRINUSE.
 */
export function holdPort(port: number, host: string): Promise<PortHold> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', (error) => reject(Object.assign(error, { port })));
    server.listen({ port, host, exclusive: true }, () => {
      let released: Promise<void> | undefined;
      resolve({
        port,
        release: () => {
          released ??= new Promise((done) => server.close(() => done()));
          return released;
        },
      });
    });
  });
}
