import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Checkpoint,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
  WrongExpectedVersionError,
} from './port.ts';

export interface EventStoreUnderTest {
  store: EventStore;
  dispose(): Promise<void>;
}

const metadata = { time: '2026-11-22T08:15:00.000+01:00', userId: 'u-1', correlationId: 'c-1' };

function shipmentEvent(type: string, data: unknown = {}): NewEvent {
  return { id: crypto.randomUUID(), type, data, metadata };
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The behaviour every adapter of the port must show. Each test writes streams of its own, so the
 * suite runs against a store that holds other events too.
 */
export function eventStoreContract(adapter: string, create: () => Promise<EventStoreUnderTest>) {
  describe(`event store contract: ${adapter}`, () => {
    let underTest: EventStoreUnderTest;
    let store: EventStore;
    beforeAll(async () => {
      underTest = await create();
      store = underTest.store;
    });
    afterAll(() => underTest?.dispose());
    const stream = () => `shipment-${crypto.randomUUID()}`;

    it('starts a new stream at version 0 and reads it back', async () => {
      const id = stream();
      const result = await store.appendToStream(
        id,
        [shipmentEvent('ShipmentSaved', { reference: 'HAM-1' }), shipmentEvent('ShipmentAnnounced')],
        { expected: 'no_stream' },
      );
      expect(result.nextExpectedVersion).toBe(1);
      const events = await store.readStream(id);
      expect(events.map((event) => [event.type, event.streamVersion, event.streamId])).toEqual([
        ['ShipmentSaved', 0, id],
        ['ShipmentAnnounced', 1, id],
      ]);
      expect(events[0]?.data).toEqual({ reference: 'HAM-1' });
      expect(events[0]?.schemaVersion).toBe(1);
      // An instant in the form of Date's toISOString (UTC, milliseconds), by every read.
      const recordedAt = events[0]?.recordedAt ?? '';
      expect(new Date(recordedAt).toISOString()).toBe(recordedAt);
      expect(Math.abs(Date.parse(recordedAt) - Date.now())).toBeLessThan(60_000);
      const [, second] = events;
      const [fromAll] = (await store.readAll(events[0]?.checkpoint ?? null, 1)).events;
      expect(fromAll?.id).toBe(second?.id);
      expect(fromAll?.recordedAt).toBe(second?.recordedAt);
      expect(await store.readStream(stream())).toEqual([]);
    });

    it('rejects a stale exact version and leaves the stream as it was', async () => {
      const id = stream();
      await store.appendToStream(id, [shipmentEvent('ShipmentSaved'), shipmentEvent('ShipmentSaved')]);
      await store.appendToStream(id, [shipmentEvent('ShipmentAnnounced')], { expected: 1 });
      const stale = store.appendToStream(id, [shipmentEvent('ShipmentCancelled')], { expected: 1 });
      await expect(stale).rejects.toBeInstanceOf(WrongExpectedVersionError);
      await expect(stale).rejects.toMatchObject({ streamId: id, expected: 1, actual: 2 });
      expect((await store.readStream(id)).map((event) => event.type)).toEqual([
        'ShipmentSaved',
        'ShipmentSaved',
        'ShipmentAnnounced',
      ]);
    });

    it('treats appending the same event ids again as a success without duplicates', async () => {
      const id = stream();
      const events = [shipmentEvent('ShipmentSaved'), shipmentEvent('ShipmentCommissioned')];
      const first = await store.appendToStream(id, events, { expected: 'no_stream' });
      const again = await store.appendToStream(id, events, { expected: 'no_stream' });
      expect(again.nextExpectedVersion).toBe(first.nextExpectedVersion);
      expect(again.checkpoint).toBe(first.checkpoint);
      expect((await store.readStream(id)).map((event) => event.id)).toEqual(events.map((event) => event.id));
    });

    it('rejects no_stream on an existing stream', async () => {
      const id = stream();
      await store.appendToStream(id, [shipmentEvent('ShipmentSaved')]);
      await expect(
        store.appendToStream(id, [shipmentEvent('ShipmentSaved')], { expected: 'no_stream' }),
      ).rejects.toMatchObject({ name: 'WrongExpectedVersionError', actual: 0 });
    });

    it('rejects exists on a missing stream and accepts it on an existing one', async () => {
      const id = stream();
      await expect(
        store.appendToStream(id, [shipmentEvent('ShipmentAnnounced')], { expected: 'exists' }),
      ).rejects.toMatchObject({ name: 'WrongExpectedVersionError', actual: 'no_stream' });
      await store.appendToStream(id, [shipmentEvent('ShipmentSaved')], { expected: 'no_stream' });
      const result = await store.appendToStream(id, [shipmentEvent('ShipmentAnnounced')], {
        expected: 'exists',
      });
      expect(result.nextExpectedVersion).toBe(1);
    });

    it('reads a stream in version order, also from a version on', async () => {
      const id = stream();
      for (let round = 0; round < 4; round++) {
        await store.appendToStream(
          id,
          [0, 1, 2].map((n) => shipmentEvent('PackageAdded', { n: round * 3 + n })),
          { expected: round === 0 ? 'no_stream' : round * 3 - 1 },
        );
      }
      const all = await store.readStream(id);
      expect(all.map((event) => event.streamVersion)).toEqual([...Array(12).keys()]);
      expect(all.map((event) => (event.data as { n: number }).n)).toEqual([...Array(12).keys()]);
      const tail = await store.readStream(id, { fromVersion: 9 });
      expect(tail.map((event) => event.streamVersion)).toEqual([9, 10, 11]);
    });

    it('round-trips a payload of nearly a megabyte', async () => {
      const id = stream();
      const remarks = 'Verladung nur mit Hebebühne; Anlieferung Rampe 4. '.repeat(19_000);
      const data = { remarks, packages: Array.from({ length: 500 }, (_, n) => ({ sscc: `34012345${n}` })) };
      // Just under EventStoreDB's default limit of 1 MiB per append.
      expect(Buffer.byteLength(JSON.stringify(data))).toBeGreaterThan(950_000);
      await store.appendToStream(id, [shipmentEvent('ShipmentSaved', data)]);
      const [event] = await store.readStream(id);
      expect(event?.data).toEqual(data);
    });

    it('round-trips metadata, including fields of its own', async () => {
      const id = stream();
      const rich = {
        time: '2026-11-22T09:30:00.000Z',
        userId: 'c0a8-17',
        userLogin: 'customer1',
        userFullName: 'Jana Nováková',
        correlationId: crypto.randomUUID(),
        causationId: crypto.randomUUID(),
        channel: 'sftp',
      };
      await store.appendToStream(id, [{ ...shipmentEvent('ShipmentSaved'), metadata: rich }]);
      const [event] = await store.readStream(id);
      expect(event?.metadata).toEqual(rich);
    });

    it('reads the global log after a checkpoint; checkpoints sort as strings in log order', async () => {
      const id = stream();
      const first = await store.appendToStream(id, [shipmentEvent('ShipmentSaved')]);
      const second = await store.appendToStream(id, [shipmentEvent('ShipmentAnnounced')]);
      expect(second.checkpoint > first.checkpoint).toBe(true);
      // The global log may show a committed event a moment later (while an older transaction runs).
      const after = await eventually(
        () => store.readAll(first.checkpoint, 1000),
        (read) => read.events.some((event) => event.streamId === id),
      );
      const mine = after.events.filter((event) => event.streamId === id);
      expect(mine.map((event) => event.type)).toEqual(['ShipmentAnnounced']);
      expect(mine[0]?.checkpoint).toBe(second.checkpoint);
      const filtered = await store.readAll(first.checkpoint, 1000, { types: ['NoSuchType'] });
      expect(filtered.events).toEqual([]);
      expect(filtered.checkpoint && filtered.checkpoint >= second.checkpoint).toBe(true);
      expect((await store.backlog(first.checkpoint, 1000)).events).toBeGreaterThanOrEqual(1);
      expect((await store.backlog(second.checkpoint, 1000)).events).toBe(0);
    });

    it('delivers every event exactly once, each stream in order, to a subscriber during concurrent appends', async () => {
      const run = crypto.randomUUID().slice(0, 8);
      const writers = 8;
      const streamsPerWriter = 6;
      const appendsPerStream = 12;
      const seen: RecordedEvent[] = [];
      const seenIds = new Set<string>();
      const subscription = store.subscribe(
        null,
        async (events) => {
          for (const event of events) if (event.streamId.startsWith(`load-${run}`)) seen.push(event);
        },
        { batchSize: 50 },
      );
      const written: string[] = [];
      await Promise.all(
        Array.from({ length: writers }, async (_, writer) => {
          const versions = new Map<string, number>();
          for (let round = 0; round < appendsPerStream; round++) {
            for (let s = 0; s < streamsPerWriter; s++) {
              const id = `load-${run}-${writer}-${s}`;
              const count = 1 + ((round + s) % 3);
              const events = Array.from({ length: count }, (_, n) =>
                shipmentEvent('PackageAdded', { writer, s, round, n }),
              );
              const expected = versions.get(id) ?? 'no_stream';
              const result = await store.appendToStream(id, events, { expected });
              versions.set(id, result.nextExpectedVersion);
              written.push(...events.map((event) => event.id));
            }
          }
        }),
      );
      const deadline = Date.now() + 30_000;
      while (seen.length < written.length && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      // A little longer: a doubling subscriber would show more events than were written.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await subscription.stop();

      for (const event of seen) seenIds.add(event.id);
      expect(seen.length).toBe(written.length);
      expect(seenIds.size).toBe(written.length);
      expect([...seenIds].sort()).toEqual([...written].sort());
      const lastVersion = new Map<string, number>();
      let lastCheckpoint = '' as Checkpoint | '';
      for (const event of seen) {
        expect(event.streamVersion).toBe((lastVersion.get(event.streamId) ?? -1) + 1);
        lastVersion.set(event.streamId, event.streamVersion);
        expect(event.checkpoint > lastCheckpoint).toBe(true);
        lastCheckpoint = event.checkpoint;
      }
    });
  });
}
