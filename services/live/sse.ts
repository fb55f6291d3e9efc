import type { LiveEventName } from '../../contracts/live.ts';

/**
 * One server-sent event: `id` (when given), `event` and the JSON `data` on one line (JSON.stringify
 * writes no line breaks), ended by a blank line (https://html.spec.whatwg.org/#server-sent-events).
 */
export function sseFrame(event: LiveEventName, data: unknown, id?: string): string {
  return `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** How long a client waits before reconnecting after a drop, sent once at the start of a stream. */
export function sseRetry(ms: number): string {
  return `retry: ${ms}\n\n`;
}

/** True when an Accept header asks for text/event-stream (or text/*); a stream is never sent unasked. */
export function acceptsEventStream(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((part) => {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    return !refused && ['text/event-stream', 'text/*'].includes(range.trim());
  });
}
