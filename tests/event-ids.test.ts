import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Decider, handleCommand } from '../services/eventstore/command-handler.ts';
import type { EventStore } from '../services/eventstore/port.ts';
import { createPostgresEventStore } from '../services/eventstore/postgres/store.ts';
import { createTestDatabase, type TestDatabase } from './harness/database.ts';

type Counted = { type: 'Counted'; data: { by: number } };
const counter: Decider<number, number, Counted> = {
  initialState: 0,
  evolve: (state, event) => state + event.data.by,
  decide: (by) => [
    { type: 'Counted', data: { by } },
    { type: 'Counted', data: { by } },
  ],
};
const metadata = { time: '2026-11-25T10:00:00.000Z', correlationId: 'event-ids' };
const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let database: TestDatabase;
let store: EventStore;

beforeAll(async () => {
  database = await createTestDatabase('event_ids');
  store = createPostgresEventStore({ connectionString: database.url, pollIntervalMs: 200 });
});

afterAll(async () => {
  await store.close();
  await database.drop();
});

describe('the ids of the events a command appends', () => {
  it('are time-ordered UUIDs (version 7) that sort in the order the events were appended', async () => {
    for (const by of [1, 2, 3]) await handleCommand(store, 'counter-1', counter, by, { metadata });
    const recorded = await store.readStream('counter-1');
    expect(recorded).toHaveLength(6);
    const ids = recorded.map((event) => event.id);
    for (const id of ids) expect(id).toMatch(V7);
    expect([...ids].sort()).toEqual(ids);
  });

  it('are the caller’s own when it derives them (a retry repeats them)', async () => {
    const eventId = (index: number) => `00000000-0000-8000-8000-00000000000${index}`;
    await handleCommand(store, 'counter-2', counter, 1, { metadata, eventId });
    const recorded = await store.readStream('counter-2');
    expect(recorded.map((event) => event.id)).toEqual([eventId(0), eventId(1)]);
  });
});
