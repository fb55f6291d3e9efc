import { LIVE_STREAM_PATH, type LiveEventName, liveEventNames } from '../../../contracts/live-values.ts';
import { ApiError, apiFetch } from './client.ts';

/** One server-sent event of the live stream, its data parsed. */
export interface LiveEvent {
  event: LiveEventName;
  id?: string;
  data: unknown;
}

export type LiveStatus = 'connecting' | 'open' | 'reconnecting';

export interface LiveOptions {
  onEvent: (event: LiveEvent) => void;
  onStatus?: (status: LiveStatus) => void;
  /** The position the shown data reflects (a list's Live-Event-ID): the stream replays what came after. */
  since?: string | undefined;
}

/** Without a heartbeat or any other event for this long, the connection counts as lost. */
const SILENCE_MS = 45_000;
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/**
 * Follows GET /api/events/stream like an EventSource, but through `apiFetch`, so that the bearer
 * token goes in the Authorization header (never the URL) and an expired one is renewed: after a
 * drop it reconnects with the id of the last event as Last-Event-ID, and the server replays what
 * was missed. Backs off (with jitter) while the server refuses or is away. Returns the stop function.
 */
export function followLiveUpdates({ onEvent, onStatus, since }: LiveOptions): () => void {
  let stopped = false;
  let lastEventId: string | undefined = since;
  let failures = 0;
  let controller: AbortController | null = null;
  let waitTimer: ReturnType<typeof setTimeout> | undefined;
  let wake: (() => void) | undefined;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      waitTimer = setTimeout(resolve, ms);
    });

  async function connectOnce() {
    controller = new AbortController();
    const aborter = controller;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const quiet = () => {
      clearTimeout(silence);
      silence = setTimeout(() => aborter.abort(), SILENCE_MS);
    };
    try {
      quiet();
      const response = await apiFetch(LIVE_STREAM_PATH, {
        headers: { Accept: 'text/event-stream', ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
        signal: aborter.signal,
        cache: 'no-store',
      });
      if (!response.body) return;
      failures = 0;
      onStatus?.('open');
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done || stopped) break;
        quiet();
        buffer += value.replace(/\r\n?/g, '\n');
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const parsed = parseEvent(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          if (!parsed) continue;
          if (parsed.id) lastEventId = parsed.id;
          onEvent(parsed);
        }
      }
    } finally {
      clearTimeout(silence);
    }
  }

  async function run() {
    onStatus?.('connecting');
    while (!stopped) {
      let retryMs = FIRST_RETRY_MS;
      try {
        await connectOnce();
      } catch (error) {
        if (stopped) return;
        failures++;
        // Too many streams (other windows): try again later; a sign-in that ended stays ended.
        if (error instanceof ApiError && error.status === 401) return onStatus?.('reconnecting');
        if (error instanceof ApiError && error.status === 429) retryMs = MAX_RETRY_MS;
      }
      if (stopped) return;
      onStatus?.('reconnecting');
      const backoff = Math.min(MAX_RETRY_MS, retryMs * 2 ** Math.min(failures, 5));
      await pause(failures === 0 ? FIRST_RETRY_MS / 2 : backoff / 2 + Math.random() * (backoff / 2));
    }
  }
  void run();

  return () => {
    stopped = true;
    controller?.abort();
    clearTimeout(waitTimer);
    wake?.();
  };
}

function parseEvent(block: string): LiveEvent | undefined {
  let event = 'message';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (!line || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'id') id = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length === 0 || !(liveEventNames as readonly string[]).includes(event)) return undefined;
  try {
    return { event: event as LiveEventName, ...(id ? { id } : {}), data: JSON.parse(data.join('\n')) };
  } catch {
    return undefined;
  }
}
