import http from 'node:http';
import net from 'node:net';
import { PROBLEM_CONTENT_TYPE } from '../contracts/problem-values.ts';

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
  /**
   * Frees the port: stops accepting, ends every connection open to the hold at once (a client is
   * never waited for), and resolves once the port is free; calling it again does nothing.
   */
  release(): Promise<void>;
}

/** What the hold answers every request: the portal is starting, come back in a moment. */
const starting = (method: string | undefined, url: string | undefined) =>
  JSON.stringify({
    type: 'about:blank',
    title: 'Service Unavailable',
    status: 503,
    detail: 'The portal is starting. Try again in a moment.',
    instance: (url ?? '/').split('?')[0],
    timestamp: new Date().toISOString(),
    method,
    code: 'starting',
  });

/**
 * Binds `host:port` (exclusively) and keeps it bound until `release`, so that parts starting in the
 * meantime cannot be given it as a free port (the system hands out ports nothing is bound to); a
 * port taken already fails here, before anything else has started, with EADDRINUSE.
 *
 * The hold is an HTTP server that answers every request at once with 503 `starting` (a problem
 * document with Retry-After) and closes the connection, so a browser, a monitor or a load balancer
 * that connects during the start gets an answer; a client that sends nothing or half a request is
 * cut off by `release`, which never waits for one (docs/decisions/0191).
 */
export function holdPort(port: number, host: string): Promise<PortHold> {
  return new Promise((resolve, reject) => {
    const server = http.createServer(
      { requestTimeout: 5_000, headersTimeout: 5_000 },
      (request, response) => {
        request.resume();
        response.writeHead(503, {
          'content-type': PROBLEM_CONTENT_TYPE,
          'retry-after': '2',
          'cache-control': 'no-store',
          connection: 'close',
        });
        response.end(request.method === 'HEAD' ? undefined : starting(request.method, request.url));
      },
    );
    // Anything that is not HTTP (or is broken HTTP) is closed, never answered with details.
    server.on('clientError', (_error, socket) => socket.destroy());
    server.unref();
    server.once('error', (error) => reject(Object.assign(error, { port })));
    server.listen({ port, host, exclusive: true }, () => {
      let released: Promise<void> | undefined;
      resolve({
        port,
        release: () => {
          released ??= new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          });
          return released;
        },
      });
    });
  });
}
