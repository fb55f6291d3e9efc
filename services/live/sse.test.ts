import { describe, expect, it } from 'vitest';
import { acceptsEventStream, sseFrame, sseRetry } from './sse.ts';

describe('server-sent event frames', () => {
  it('write id, event and one line of JSON, ended by a blank line', () => {
    expect(sseFrame('shipment', { text: 'a\nb' }, '1-2')).toBe(
      'id: 1-2\nevent: shipment\ndata: {"text":"a\\nb"}\n\n',
    );
    expect(sseFrame('batch', { id: 'x' })).toBe('event: batch\ndata: {"id":"x"}\n\n');
    expect(sseRetry(2000)).toBe('retry: 2000\n\n');
  });

  it('go only to a client that asks for an event stream', () => {
    expect(acceptsEventStream('text/event-stream')).toBe(true);
    expect(acceptsEventStream('application/json, text/event-stream;q=0.5')).toBe(true);
    expect(acceptsEventStream('text/*')).toBe(true);
    expect(acceptsEventStream('text/event-stream;q=0')).toBe(false);
    expect(acceptsEventStream('*/*')).toBe(false);
    expect(acceptsEventStream('application/json')).toBe(false);
    expect(acceptsEventStream(undefined)).toBe(false);
  });
});
