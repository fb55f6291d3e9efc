import http from 'node:http';
import { Readable } from 'node:stream';

/** A server-sent event as a client reads it. */
export interface SseEvent {
  id?: string;
  event: string;
  // biome-ignore lint/suspicious/noExplicitAny: test code reads the JSON as it comes
  data: any;
  /** performance.now() when it arrived. */
  at: number;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** Every event so far, in order. */
  events: SseEvent[];
  /** The id of the last event that had one. */
  lastEventId(): string | undefined;
  /** Resolves with the first event (already received or coming) that matches, else fails after `timeoutMs`. */
  next(match: (event: SseEvent) => boolean, timeoutMs?: number, from?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * A GET on a connection of its own (no keep-alive pool), answered as a fetch Response: the tests
 * decide exactly which connections the server holds.
 */
export function getOnOwnConnection(
  url: string,
  headers: Record<string, string>,
  signal?: AbortSignal,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false, ...(signal ? { signal } : {}) }, (incoming) => {
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(incoming.headers))
        if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
      resolve(
        new Response(Readable.toWeb(incoming) as ReadableStream, {
          status: incoming.statusCode ?? 0,
          headers: responseHeaders,
        }),
      );
    });
    request.on('error', reject);
  });
}

/** Opens the live stream (bearer token, Last-Event-ID) and parses its events as they come. */
export async function openSse(
  url: string,
  options: { token?: string; lastEventId?: string; accept?: string } = {},
): Promise<SseStream> {
  const abort = new AbortController();
  const headers: Record<string, string> = { accept: options.accept ?? 'text/event-stream' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  const response = await getOnOwnConnection(url, headers, abort.signal);
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let lastId: string | undefined;
  let finished = false;
  const ended = (async () => {
    if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
      await response.text().catch(() => '');
      return;
    }
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':');
            if (colon <= 0) continue;
            fields.set(line.slice(0, colon), line.slice(colon + 1).replace(/^ /, ''));
          }
          if (!fields.has('data')) continue;
          const id = fields.get('id');
          if (id) lastId = id;
          events.push({
            ...(id ? { id } : {}),
            event: fields.get('event') ?? 'message',
            data: JSON.parse(fields.get('data') ?? 'null'),
            at: performance.now(),
          });
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // Aborted by close() or the connection dropped.
    } finally {
      finished = true;
      for (const wake of waiters) wake();
    }
  })();
  return {
    status: response.status,
    headers: response.headers,
    events,
    lastEventId: () => lastId,
    ended,
    close: () => abort.abort(),
    next(match, timeoutMs = 10_000, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(from).find(match);
          if (found) {
            done();
            resolve(found);
          } else if (finished) {
            done();
            reject(
              new Error(`stream ended without the event; got ${JSON.stringify(events.map((e) => e.event))}`),
            );
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(
            new Error(
              `no matching event in ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => [e.event, e.data]))}`,
            ),
          );
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
  };
}
