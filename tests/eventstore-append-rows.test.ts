import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore, NewEvent } from '../services/eventstore/port.ts';
import { toCheckpoint } from '../services/eventstore/postgres/checkpoint.ts';
import * as appendRows from '../services/eventstore/postgres/migrations/20261226000000_eventstore_one_row_per_append.ts';
import { createPostgresEventStore } from '../services/eventstore/postgres/store.ts';
import { createTestDatabase, type TestDatabase } from './harness/database.ts';

const metadata = { time: '2026-11-25T08:00:00.000Z', userId: 'u1' };
const event = (type: string, n: number, meta: NewEvent['metadata'] = metadata): NewEvent => ({
  id: crypto.randomUUID(),
  type,
  data: { n },
  metadata: meta,
});

describe('the PostgreSQL log keeps one row per append (decision 0189)', () => {
  let database: TestDatabase;
  let store: EventStore;
  beforeAll(async () => {
    database = await createTestDatabase('append_rows');
    store = createPostgresEventStore({ connectionString: database.url });
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  it('stores an append as one row and reads its events one by one, from any checkpoint inside it', async () => {
    const from = (await store.readAll(null, 100_000)).checkpoint;
    const a = `shipment-${crypto.randomUUID()}`;
    const b = `shipment-${crypto.randomUUID()}`;
    const first = [1, 2, 3, 4, 5].map((n) => event('PackageAdded', n));
    await store.appendToStream(a, first, { expected: 'no_stream' });
    const other = event('RemarkAdded', 6);
    await store.appendToStream(b, [other]);
    // Metadata of their own per event: kept per event.
    const own = [7, 8, 9].map((n) => event('PackageAdded', n, { ...metadata, userId: `u${n}` }));
    await store.appendToStream(a, own, { expected: 4 });

    const rows = await sql<{ stream_id: string; events: number; shared: boolean }>`
      select stream_id, cardinality(event_ids) as events, json_typeof(metadata) = 'object' as shared
      from event_appends where stream_id in (${a}, ${b}) order by global_position
    `.execute(database.db);
    expect(rows.rows).toEqual([
      { stream_id: a, events: 5, shared: true },
      { stream_id: b, events: 1, shared: true },
      { stream_id: a, events: 3, shared: false },
    ]);
    const ids = await sql<{ n: number }>`
      select count(*)::integer as n from event_ids where event_id = any(${[...first, other, ...own].map((e) => e.id)}::uuid[])
    `.execute(database.db);
    expect(ids.rows[0]?.n).toBe(9);

    // The log in pages of three: the first page ends inside the first append.
    const pages: string[][] = [];
    let checkpoint = from;
    for (let page = 0; page < 3; page++) {
      const read = await store.readAll(checkpoint, 3);
      expect(read.full).toBe(true);
      pages.push(read.events.map((e) => e.id));
      checkpoint = read.checkpoint;
    }
    expect(pages).toEqual([
      first.slice(0, 3).map((e) => e.id),
      [first[3]?.id, first[4]?.id, other.id],
      own.map((e) => e.id),
    ]);
    // Each event's checkpoint reads on from the event after it, also inside an append.
    const all = (await store.readAll(from, 9)).events;
    for (const [index, recorded] of all.entries()) {
      const next = (await store.readAll(recorded.checkpoint, 1)).events[0];
      expect(next?.id).toBe(all[index + 1]?.id);
    }
    expect(new Set(all.map((e) => e.checkpoint)).size).toBe(9);
    expect([...all.map((e) => e.checkpoint)].sort()).toEqual(all.map((e) => e.checkpoint));

    // Types not asked for are left out, but the checkpoint moves past them.
    const remarks = await store.readAll(from, 9, { types: ['RemarkAdded'] });
    expect(remarks.events.map((e) => e.id)).toEqual([other.id]);
    expect(remarks.checkpoint).toBe(all.at(-1)?.checkpoint);

    const tail = await store.readStream(a, { fromVersion: 3 });
    expect(tail.map((e) => [e.streamVersion, (e.data as { n: number }).n, e.metadata.userId])).toEqual([
      [3, 4, 'u1'],
      [4, 5, 'u1'],
      [5, 7, 'u7'],
      [6, 8, 'u8'],
      [7, 9, 'u9'],
    ]);
    // The view shows one row per event, as the log did before.
    const view = await sql<{ stream_version: string; event_id: string }>`
      select stream_version, event_id from events where stream_id = ${a} order by stream_version
    `.execute(database.db);
    expect(view.rows.map((row) => row.event_id)).toEqual([...first, ...own].map((e) => e.id));
  });

  it('keeps data as it was sent, an escaped NUL and control characters too, also in the view', async () => {
    const stream = `shipment-${crypto.randomUUID()}`;
    const odd = {
      ...event('RemarkAdded', 1),
      data: { remark: 'a\u0000b\u0007c', nested: [null, { x: '\t' }] },
    };
    await store.appendToStream(stream, [odd]);
    const [read] = await store.readStream(stream);
    expect(read?.data).toEqual(odd.data);
    const view = await sql<{ data: unknown }>`select data from events where stream_id = ${stream}`.execute(
      database.db,
    );
    expect(view.rows.map((row) => row.data)).toEqual([odd.data]);
  });

  it('refuses an event id of another append in a later append of ten, and repeats an append idempotently', async () => {
    const a = `shipment-${crypto.randomUUID()}`;
    const b = `shipment-${crypto.randomUUID()}`;
    const ten = Array.from({ length: 10 }, (_, n) => event('PackageAdded', n));
    const appended = await store.appendToStream(a, ten, { expected: 'no_stream' });
    const again = await store.appendToStream(a, ten, { expected: 'no_stream' });
    expect(again).toEqual(appended);
    const reused = [event('PackageAdded', 10), ten[9] as NewEvent];
    await expect(store.appendToStream(b, reused)).rejects.toMatchObject({ name: 'EventIdConflictError' });
    expect(await store.readStream(b)).toEqual([]);
    expect((await store.readStream(a)).map((e) => e.id)).toEqual(ten.map((e) => e.id));
  });
});

describe('converting a log of one row per event (migration 20261226000000)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('append_rows_migration');
  });
  afterAll(async () => {
    await database.drop();
  });

  it('keeps every event with its id, position and checkpoint, and appends after them', async () => {
    const db = database.db as never;
    await appendRows.down(db);
    const stream = `shipment-${crypto.randomUUID()}`;
    const ids = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    for (const [version, id] of ids.entries()) {
      await sql`
        insert into events (stream_id, stream_version, event_id, type, data, metadata)
        values (${stream}, ${version}, ${id}::uuid, 'PackageAdded', ${JSON.stringify({ n: version })}::jsonb,
          ${JSON.stringify(metadata)}::jsonb)
      `.execute(database.db);
    }
    const old = await sql<{ transaction_id: string; global_position: string }>`
      select transaction_id::text as transaction_id, global_position::text as global_position
      from events where stream_id = ${stream} order by stream_version
    `.execute(database.db);
    const checkpoints = old.rows.map((row) =>
      toCheckpoint({ transactionId: row.transaction_id, globalPosition: row.global_position }),
    );
    await appendRows.up(db);

    const store = createPostgresEventStore({ connectionString: database.url });
    try {
      // A reader that stored the first event's checkpoint reads on from the second.
      const read = await store.readAll(checkpoints[0] ?? null, 10);
      expect(read.events.map((e) => [e.id, e.checkpoint, e.data])).toEqual([
        [ids[1], checkpoints[1], { n: 1 }],
        [ids[2], checkpoints[2], { n: 2 }],
      ]);
      expect((await store.readStream(stream)).map((e) => e.id)).toEqual(ids);
      const next = await store.appendToStream(stream, [event('PackageAdded', 3), event('PackageAdded', 4)], {
        expected: 2,
      });
      expect(next.nextExpectedVersion).toBe(4);
      expect(next.checkpoint > (checkpoints[2] as string)).toBe(true);
      // An old event id is still taken.
      const repeated = { id: ids[0] as string, type: 'PackageAdded', data: { n: 0 }, metadata };
      await expect(store.appendToStream(`shipment-${crypto.randomUUID()}`, [repeated])).rejects.toMatchObject(
        { name: 'EventIdConflictError' },
      );
      const tail = await store.readAll(checkpoints[2] ?? null, 10);
      expect(tail.events.map((e) => e.streamVersion)).toEqual([3, 4]);
    } finally {
      await store.close();
    }
  });
});
