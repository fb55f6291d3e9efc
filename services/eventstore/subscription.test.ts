import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Checkpoint, ReadAllResult, RecordedEvent } from './port.ts';
import { pollingSubscription } from './subscription.ts';

const event = (n: number): RecordedEvent => ({
  id: `event-${n}`,
  type: 'RemarkAdded',
  schemaVersion: 1,
  data: {},
  metadata: { time: '2026-11-24T10:00:00.000Z' },
  streamId: 'shipment-1',
  streamVersion: n,
  checkpoint: String(n).padStart(4, '0') as Checkpoint,
  recordedAt: '2026-11-24T10:00:00.000Z',
});

/** A log that answers each read with the next of `batches` (sizes), then with nothing. */
function scriptedLog(batches: number[]) {
  const reads: number[] = [];
  let position = 0;
  let next = 0;
  return {
    reads,
    source: {
      async readAll(after: Checkpoint | null): Promise<ReadAllResult> {
        reads.push(Date.now());
        const size = batches[next++] ?? 0;
        const events = Array.from({ length: size }, () => event(++position));
        return { events, checkpoint: events.at(-1)?.checkpoint ?? after, full: false };
      },
      hasPendingEvents: async () => false,
      onAppended: () => () => undefined,
      pollIntervalMs: 60_000,
    },
  };
}

describe('a subscription that lingers (decisions 0159, 0167)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads again at once after a batch smaller than lingerFromEvents, and waits lingerMs after a larger one', async () => {
    const log = scriptedLog([3, 20, 1]);
    const handled: number[] = [];
    const subscription = pollingSubscription(
      log.source,
      null,
      async (events) => {
        handled.push(events.length);
      },
      { lingerMs: 20, lingerFromEvents: 16 },
    );
    // The batch of 3 is followed by the read of 20 without any time passing.
    await vi.advanceTimersByTimeAsync(0);
    expect(handled).toEqual([3, 20]);
    expect(log.reads).toHaveLength(2);
    // After the batch of 20 the next read waits for the linger.
    await vi.advanceTimersByTimeAsync(19);
    expect(log.reads).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(handled).toEqual([3, 20, 1]);
    expect(log.reads.length).toBeGreaterThanOrEqual(3);
    const stopped = subscription.stop();
    await vi.advanceTimersByTimeAsync(0);
    await stopped;
  });

  it('lingers after every batch that moved the checkpoint without lingerFromEvents', async () => {
    const log = scriptedLog([1, 1]);
    const handled: number[] = [];
    const subscription = pollingSubscription(
      log.source,
      null,
      async (events) => {
        handled.push(events.length);
      },
      { lingerMs: 20 },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(handled).toEqual([1]);
    await vi.advanceTimersByTimeAsync(20);
    expect(handled).toEqual([1, 1]);
    const stopped = subscription.stop();
    await vi.advanceTimersByTimeAsync(20);
    await stopped;
  });
});
