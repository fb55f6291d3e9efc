import { sql } from 'kysely';
import pg from 'pg';
import { GenericContainer, getContainerRuntimeClient, Wait } from 'testcontainers';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eventStoreContract } from '../services/eventstore/contract.ts';
import { createEsdbEventStore } from '../services/eventstore/esdb/store.ts';
import { type EventStore, WrongExpectedVersionError } from '../services/eventstore/port.ts';
import { fromCheckpoint } from '../services/eventstore/postgres/checkpoint.ts';
import { READ_SETTLED } from '../services/eventstore/postgres/statements.ts';
import { createPostgresEventStore } from '../services/eventstore/postgres/store.ts';
import type { Upcaster } from '../services/eventstore/upcasting.ts';
import { insertRawEvent, RAW_EVENT_INSERT, rawEventValues } from './fixtures/stored-events.ts';
import { createTestDatabase, type TestDatabase } from './harness/database.ts';

/** EVENTSTORE_URL, else an EventStoreDB in a container when a Docker engine answers, else a reason. */
async function findEventStoreDb(): Promise<{ url?: string; reason?: string; stop(): Promise<void> }> {
  const none = async () => undefined;
  if (process.env.EVENTSTORE_URL) return { url: process.env.EVENTSTORE_URL, stop: none };
  try {
    await getContainerRuntimeClient();
  } catch {
    return { reason: 'EVENTSTORE_URL is not set and Testcontainers finds no Docker engine', stop: none };
  }
  const container = await new GenericContainer('eventstore/eventstore:24.10')
    .withEnvironment({
      EVENTSTORE_INSECURE: 'true',
      EVENTSTORE_MEM_DB: 'true',
      EVENTSTORE_RUN_PROJECTIONS: 'None',
    })
    .withExposedPorts(2113)
    .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
    .start();
  return {
    url: `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
    stop: async () => {
      await container.stop();
    },
  };
}

eventStoreContract('PostgreSQL', async () => {
  const database = await createTestDatabase('eventstore');
  const store = createPostgresEventStore({ connectionString: database.url, pollIntervalMs: 200 });
  return {
    store,
    async dispose() {
      await store.close();
      await database.drop();
    },
  };
});

const esdb = await findEventStoreDb();
if (!esdb.url) console.info(`[eventstore] EventStoreDB contract suite skipped: ${esdb.reason}`);
describe.skipIf(!esdb.url)('EventStoreDB adapter', () => {
  eventStoreContract('EventStoreDB', async () => {
    const store = createEsdbEventStore({ connectionString: esdb.url ?? '', pollIntervalMs: 200 });
    return {
      store,
      async dispose() {
        await store.close();
        await esdb.stop();
      },
    };
  });
});

const metadata = { time: '2026-11-22T10:00:00.000Z' };

describe('PostgreSQL event store', () => {
  let database: TestDatabase;
  let store: EventStore;
  const upcasters: Upcaster[] = [
    {
      type: 'ConsigneeChanged',
      fromVersion: 1,
      upcast: (data) => {
        const { name } = data as { name: string };
        return { consignee: { name } };
      },
    },
    {
      type: 'ConsigneeChanged',
      fromVersion: 2,
      upcast: (data) => ({ ...(data as object), country: 'DE' }),
    },
  ];
  beforeAll(async () => {
    database = await createTestDatabase('eventstore_pg');
    store = createPostgresEventStore({ connectionString: database.url, upcasters });
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  it('upcasts older schema versions on read, step by step', async () => {
    const stream = `shipment-${crypto.randomUUID()}`;
    await store.appendToStream(stream, [
      { id: crypto.randomUUID(), type: 'ConsigneeChanged', data: { name: 'Müller' }, metadata },
      {
        id: crypto.randomUUID(),
        type: 'ConsigneeChanged',
        schemaVersion: 3,
        data: { consignee: { name: 'Novák' }, country: 'CZ' },
        metadata,
      },
    ]);
    const events = await store.readStream(stream);
    expect(events.map((event) => [event.schemaVersion, event.data])).toEqual([
      [3, { consignee: { name: 'Müller' }, country: 'DE' }],
      [3, { consignee: { name: 'Novák' }, country: 'CZ' }],
    ]);
  });

  it('orders the global log by transaction id as a number, using its index', async () => {
    const stream = `shipment-${crypto.randomUUID()}`;
    // Transaction ids 9 and 10 sort the other way round as text.
    for (const [version, transactionId] of [
      [0, '10'],
      [1, '9'],
    ] as const) {
      await insertRawEvent(database.db, {
        transactionId,
        streamId: stream,
        streamVersion: version,
        eventId: crypto.randomUUID(),
        type: 'ShipmentSaved',
      });
    }
    const { events } = await store.readAll(null, 2);
    expect(events.map((event) => event.streamVersion)).toEqual([1, 0]);
    // That read came back full: the next reads below the horizon it found go straight to the table.
    const settled = await store.readAll(null, 2);
    expect(settled.events.map((event) => event.streamVersion)).toEqual([1, 0]);
    const generic = await database.db.connection().execute(async (connection) => {
      await sql`set plan_cache_mode = force_generic_plan`.execute(connection);
      await sql
        .raw(`prepare settled(xid8, bigint, integer, text[], xid8) as ${READ_SETTLED}`)
        .execute(connection);
      const plan = await sql<{
        'QUERY PLAN': string;
      }>`explain execute settled('0', 0, 100, null, '20')`.execute(connection);
      await sql`deallocate settled; reset plan_cache_mode`.execute(connection);
      return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(generic).toContain('event_appends_global_order');
    // The global read runs inside events_after(): explain the query of its body as it is stored.
    const body = await sql<{
      prosrc: string;
    }>`select prosrc from pg_proc where proname = 'events_after'`.execute(database.db);
    const inner = /return query\s+([\s\S]+?);\s*end/i.exec(body.rows[0]?.prosrc ?? '')?.[1] ?? '';
    expect(inner).toContain('from event_appends');
    const readAll = inner
      .replaceAll('after_tid', "'0'::xid8")
      .replaceAll('after_pos', '0')
      .replaceAll('max_rows', '100')
      .replaceAll('wanted', 'null::text[]')
      .replaceAll('horizon', 'pg_snapshot_xmax(pg_current_snapshot())');
    const plan = await sql<{ 'QUERY PLAN': string }>`explain ${sql.raw(readAll)}`.execute(database.db);
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('event_appends_global_order');
  });

  it('lets exactly one of two racing writers with the same expected version win', async () => {
    const stream = `shipment-${crypto.randomUUID()}`;
    await store.appendToStream(stream, [
      { id: crypto.randomUUID(), type: 'ShipmentSaved', data: {}, metadata },
    ]);
    const attempts = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        store.appendToStream(
          stream,
          [{ id: crypto.randomUUID(), type: 'ShipmentAnnounced', data: {}, metadata }],
          {
            expected: 0,
          },
        ),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
    for (const attempt of attempts) {
      if (attempt.status === 'rejected') expect(attempt.reason).toBeInstanceOf(WrongExpectedVersionError);
    }
    expect(await store.readStream(stream)).toHaveLength(2);
  });

  it('appends a batch with one metadata document for all, repeats it idempotently and refuses its ids elsewhere', async () => {
    const stream = `shipment-${crypto.randomUUID()}`;
    const shared = { ...metadata, correlationId: crypto.randomUUID() };
    const events = Array.from({ length: 3 }, (_, n) => ({
      id: crypto.randomUUID(),
      type: 'RemarkAdded',
      data: { n },
      metadata: shared,
    }));
    const first = await store.appendToStream(stream, events, { expected: 'no_stream' });
    expect(first.nextExpectedVersion).toBe(2);
    // The fast insert meets the unique event ids; the full statement recognises the repeat.
    const again = await store.appendToStream(stream, events, { expected: 'no_stream' });
    expect(again).toEqual(first);
    const read = await store.readStream(stream);
    expect(read.map((event) => [event.id, event.metadata, event.data])).toEqual(
      events.map((event) => [event.id, shared, event.data]),
    );
    await expect(
      store.appendToStream(`shipment-${crypto.randomUUID()}`, events, { expected: 'no_stream' }),
    ).rejects.toMatchObject({ name: 'EventIdConflictError' });
    const stale = [{ id: crypto.randomUUID(), type: 'RemarkAdded', data: {}, metadata: shared }];
    await expect(store.appendToStream(stream, stale, { expected: 0 })).rejects.toMatchObject({
      name: 'WrongExpectedVersionError',
      actual: 2,
    });
  });

  it('appends with expected any from racing writers without losing one', async () => {
    const stream = `shipment-${crypto.randomUUID()}`;
    await Promise.all(
      Array.from({ length: 8 }, () =>
        store.appendToStream(stream, [{ id: crypto.randomUUID(), type: 'RemarkAdded', data: {}, metadata }]),
      ),
    );
    expect((await store.readStream(stream)).map((event) => event.streamVersion)).toEqual([
      ...Array(8).keys(),
    ]);
  });

  it('shows appends while an unrelated transaction of the server stays open', async () => {
    // A transaction in another database holds a transaction id, as CREATE DATABASE does for a while.
    const unrelated = new pg.Client({ connectionString: inject('postgresAdminUrl') });
    await unrelated.connect();
    try {
      await unrelated.query('begin');
      await unrelated.query('select pg_current_xact_id()');
      const head = await store.readAll(null, 100_000);
      await store.appendToStream(`shipment-${crypto.randomUUID()}`, [
        { id: crypto.randomUUID(), type: 'ShipmentSaved', data: {}, metadata },
      ]);
      const after = await store.readAll(head.checkpoint, 100);
      expect(after.events).toHaveLength(1);
    } finally {
      await unrelated.query('rollback').catch(() => undefined);
      await unrelated.end();
    }
  });

  it('never lets a reader pass an append that committed after it began reading', async () => {
    // An append in flight holds back a reader until it commits, so its row is never left behind.
    const head = await store.readAll(null, 100_000);
    const writer = new pg.Client({ connectionString: database.url });
    await writer.connect();
    try {
      await writer.query('begin');
      await writer.query('select pg_advisory_xact_lock_shared(7468353001)');
      await writer.query(
        RAW_EVENT_INSERT,
        rawEventValues({
          streamId: `shipment-${crypto.randomUUID()}`,
          streamVersion: 0,
          eventId: crypto.randomUUID(),
          type: 'ShipmentSaved',
        }),
      );
      const later = `shipment-${crypto.randomUUID()}`;
      const reading = store.readAll(head.checkpoint, 100);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await writer.query('commit');
      const read = await reading;
      await store.appendToStream(later, [
        { id: crypto.randomUUID(), type: 'ShipmentSaved', data: {}, metadata },
      ]);
      const next = await store.readAll(read.checkpoint, 100);
      expect(read.events.length + next.events.length).toBe(2);
    } finally {
      await writer.end();
    }
  });

  it('reads a settled stretch of the log in order without waiting for an append in flight after it', async () => {
    // A reader that is behind reads full batches: after the first, the log below the horizon it
    // found is read with a plain statement (decision 0184), which takes no append lock.
    const reader = createPostgresEventStore({ connectionString: database.url, pollIntervalMs: 60_000 });
    const writer = new pg.Client({ connectionString: database.url });
    await writer.connect();
    try {
      for (const type of ['ShipmentSaved', 'RemarkAdded', 'ShipmentSaved', 'RemarkAdded'])
        await store.appendToStream(`shipment-${crypto.randomUUID()}`, [
          { id: crypto.randomUUID(), type, data: { type }, metadata },
        ]);
      const first = await reader.readAll(null, 2, { types: ['RemarkAdded'] });
      expect(first.full).toBe(true);
      const from = fromCheckpoint(first.checkpoint);
      const settled = await sql<{ event_id: string; type: string }>`
        select event_id, type from events
        where (transaction_id, global_position) > (${from.transactionId}::xid8, ${from.globalPosition}::bigint)
        order by transaction_id, global_position`.execute(database.db);
      expect(settled.rows.length).toBeGreaterThanOrEqual(4);

      await writer.query('begin');
      await writer.query('select pg_advisory_xact_lock_shared(7468353001)');
      const inFlight = crypto.randomUUID();
      await writer.query(
        RAW_EVENT_INSERT,
        rawEventValues({
          streamId: `shipment-${crypto.randomUUID()}`,
          streamVersion: 0,
          eventId: inFlight,
          type: 'RemarkAdded',
        }),
      );
      // events_after would wait for the writer's commit; the settled stretch is read at once.
      const read = await Promise.race([
        reader.readAll(first.checkpoint, settled.rows.length, { types: ['RemarkAdded'] }),
        new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 3000)),
      ]);
      if (read === 'waited') throw new Error('a read below the settled horizon waited for an append');
      // Rows of types not asked for move the checkpoint but are left out, as with events_after.
      expect(read.events.map((event) => event.id)).toEqual(
        settled.rows.filter((row) => row.type === 'RemarkAdded').map((row) => row.event_id),
      );
      expect(read.events.at(-1)?.data).toEqual({ type: 'RemarkAdded' });

      // An append after the writer's commits first; a reader must still not pass the writer.
      const later = crypto.randomUUID();
      await store.appendToStream(`shipment-${crypto.randomUUID()}`, [
        { id: later, type: 'RemarkAdded', data: {}, metadata },
      ]);
      const reading = reader.readAll(read.checkpoint, 100);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await writer.query('commit');
      const rest = await reading;
      expect(rest.events.map((event) => event.id)).toEqual([inFlight, later]);
    } finally {
      await writer.query('rollback').catch(() => undefined);
      await writer.end();
      await reader.close();
    }
  });

  it('wakes a subscriber of another store instance through NOTIFY, well before the poll interval', async () => {
    const other = createPostgresEventStore({
      connectionString: database.url,
      pollIntervalMs: 60_000,
    });
    const head = await store.readAll(null, 100_000);
    const arrived: number[] = [];
    const subscription = other.subscribe(head.checkpoint, async (events) => {
      if (events.length > 0) arrived.push(Date.now());
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const sent = Date.now();
      await store.appendToStream(`shipment-${crypto.randomUUID()}`, [
        { id: crypto.randomUUID(), type: 'ShipmentSaved', data: {}, metadata },
      ]);
      const deadline = Date.now() + 5000;
      while (arrived.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      expect(arrived[0]! - sent).toBeLessThan(1000);
    } finally {
      await subscription.stop();
      await other.close();
    }
  });
});

describe('PostgreSQL event store, appends and reads that arrive together (decision 0166)', () => {
  let database: TestDatabase;
  let store: EventStore;
  beforeAll(async () => {
    database = await createTestDatabase('eventstore_group');
    // One statement of each kind at a time: every call that arrives meanwhile joins the next one.
    store = createPostgresEventStore({ connectionString: database.url, groupInFlight: 1 });
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });
  const event = (type = 'RemarkAdded', data: unknown = {}) => ({
    id: crypto.randomUUID(),
    type,
    data,
    metadata,
  });
  const stream = () => `shipment-${crypto.randomUUID()}`;

  it('appends to many streams in one transaction, each checked against its own expected version', async () => {
    const streams = Array.from({ length: 12 }, stream);
    // Every other stream exists already at version 0.
    for (const id of streams.filter((_, index) => index % 2 === 0)) await store.appendToStream(id, [event()]);
    const results = await Promise.allSettled(
      streams.map((id, index) =>
        store.appendToStream(id, [event('A', { index }), event('B', { index })], {
          // Stream 4 expects a version it does not have, stream 5 one although it is missing.
          expected: index === 4 ? 3 : index === 5 ? 0 : index % 2 === 0 ? 0 : 'no_stream',
        }),
      ),
    );
    const appended = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    // The first call went alone; the others that arrived meanwhile went together.
    const transactions = new Set(appended.map((result) => fromCheckpoint(result.checkpoint).transactionId));
    expect(transactions.size).toBeLessThan(appended.length);
    for (const [index, result] of results.entries()) {
      const id = streams[index] as string;
      const read = await store.readStream(id);
      if (index === 4) {
        expect(result).toMatchObject({
          status: 'rejected',
          reason: { name: 'WrongExpectedVersionError', actual: 0 },
        });
        expect(read).toHaveLength(1);
      } else if (index === 5) {
        expect(result).toMatchObject({
          status: 'rejected',
          reason: { name: 'WrongExpectedVersionError', actual: 'no_stream' },
        });
        expect(read).toHaveLength(0);
      } else {
        const first = index % 2 === 0 ? 1 : 0;
        expect(result).toMatchObject({ status: 'fulfilled', value: { nextExpectedVersion: first + 1 } });
        expect(read.map((recorded) => [recorded.type, recorded.streamVersion, recorded.data])).toEqual([
          ...(first ? [['RemarkAdded', 0, {}]] : []),
          ['A', first, { index }],
          ['B', first + 1, { index }],
        ]);
        if (result.status === 'fulfilled') expect(read.at(-1)?.checkpoint).toBe(result.value.checkpoint);
      }
    }
    // In the global log each stream's events follow in their versions' order.
    const { events } = await store.readAll(null, 10_000);
    for (const id of streams) {
      const versions = events.filter((recorded) => recorded.streamId === id).map((e) => e.streamVersion);
      expect(versions).toEqual([...versions].sort((a, b) => a - b));
    }
  });

  it('repeats an append idempotently, refuses ids of another stream and keeps the others of its group', async () => {
    const repeated = [event(), event()];
    const repeatedStream = stream();
    const first = await store.appendToStream(repeatedStream, repeated, { expected: 'no_stream' });
    const taken = stream();
    const streams = Array.from({ length: 6 }, stream);
    const results = await Promise.allSettled([
      store.appendToStream(stream(), [event()]),
      store.appendToStream(repeatedStream, repeated, { expected: 'no_stream' }),
      store.appendToStream(taken, [repeated[0] as ReturnType<typeof event>]),
      ...streams.map((id) => store.appendToStream(id, [event()], { expected: 'no_stream' })),
    ]);
    expect(results[1]).toEqual({ status: 'fulfilled', value: first });
    expect(results[2]).toMatchObject({ status: 'rejected', reason: { name: 'EventIdConflictError' } });
    expect(await store.readStream(taken)).toEqual([]);
    expect(await store.readStream(repeatedStream)).toHaveLength(2);
    for (const [index, id] of streams.entries()) {
      expect(results[index + 3]).toMatchObject({ status: 'fulfilled', value: { nextExpectedVersion: 0 } });
      expect(await store.readStream(id)).toHaveLength(1);
    }
  });

  it('keeps two appends to one stream out of one statement', async () => {
    const id = stream();
    await Promise.all([
      store.appendToStream(stream(), [event()]),
      ...Array.from({ length: 5 }, (_, n) => store.appendToStream(id, [event('RemarkAdded', { n })])),
    ]);
    const read = await store.readStream(id);
    expect(read.map((recorded) => recorded.streamVersion)).toEqual([0, 1, 2, 3, 4]);
    expect(read.map((recorded) => (recorded.data as { n: number }).n).sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('reads many streams in one statement, each from its own version', async () => {
    const streams = Array.from({ length: 8 }, stream);
    for (const [index, id] of streams.entries())
      await store.appendToStream(
        id,
        Array.from({ length: index + 1 }, (_, n) => event('RemarkAdded', { index, n })),
      );
    const reads = await Promise.all([
      store.readStream(stream()),
      ...streams.map((id, index) => store.readStream(id, { fromVersion: index % 3 })),
      store.readStream(stream()),
    ]);
    expect(reads[0]).toEqual([]);
    expect(reads.at(-1)).toEqual([]);
    for (const [index, id] of streams.entries()) {
      const from = index % 3;
      expect(
        (reads[index + 1] ?? []).map((recorded) => [
          recorded.streamId,
          recorded.streamVersion,
          recorded.data,
        ]),
      ).toEqual(
        Array.from({ length: Math.max(0, index + 1 - from) }, (_, k) => [
          id,
          from + k,
          { index, n: from + k },
        ]),
      );
    }
  });
});
