import { describe, expect, it } from 'vitest';
import { type AppendRow, eventsOfAppends } from './rows.ts';

const row = (overrides: Partial<AppendRow>): AppendRow => ({
  global_position: '1048578',
  transaction_id: '900',
  stream_id: 'shipment-1',
  stream_version: '4',
  event_ids: ['a', 'b', 'c'],
  types: ['Saved', 'Announced', 'Saved'],
  schema_versions: [1, 2, 1],
  metadata: { time: 't' },
  recorded_at: '2026-11-25T08:00:00.000Z',
  data: [{ n: 1 }, { n: 2 }, { n: 3 }],
  ...overrides,
});

describe('eventsOfAppends', () => {
  it('numbers the events of a row back from its last version and position', () => {
    const events = eventsOfAppends([row({})], {});
    expect(events.map((e) => [e.id, e.type, e.schemaVersion, e.streamVersion, e.globalPosition])).toEqual([
      ['a', 'Saved', 1, 2, '1048576'],
      ['b', 'Announced', 2, 3, '1048577'],
      ['c', 'Saved', 1, 4, '1048578'],
    ]);
    expect(events.map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('gives each event its own metadata when the row keeps one per event, else the shared one', () => {
    const own = eventsOfAppends([row({ metadata: [{ time: '1' }, { time: '2' }, { time: '3' }] })], {});
    expect(own.map((e) => e.metadata.time)).toEqual(['1', '2', '3']);
    const shared = eventsOfAppends([row({})], {});
    expect(shared.map((e) => e.metadata.time)).toEqual(['t', 't', 't']);
  });

  it('skips the events up to a checkpoint inside the row, only in its transaction', () => {
    const rows = [
      row({}),
      row({
        transaction_id: '901',
        global_position: '2097152',
        event_ids: ['d'],
        types: ['Saved'],
        schema_versions: [1],
        data: [{ n: 4 }],
        stream_version: '5',
      }),
    ];
    const after = { transactionId: '900', globalPosition: '1048576' };
    expect(eventsOfAppends(rows, { after }).map((e) => e.id)).toEqual(['b', 'c', 'd']);
    // A position of another transaction says nothing about this one's rows.
    const other = { transactionId: '899', globalPosition: '1048578' };
    expect(eventsOfAppends(rows, { after: other }).map((e) => e.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('stops at the limit and starts at a stream version', () => {
    expect(eventsOfAppends([row({})], { limit: 2 }).map((e) => e.id)).toEqual(['a', 'b']);
    expect(eventsOfAppends([row({})], { fromVersion: 3 }).map((e) => e.id)).toEqual(['b', 'c']);
  });

  it('counts positions beyond 2^53 exactly', () => {
    const [first] = eventsOfAppends([row({ global_position: '9223372036854775807' })], {});
    expect(first?.globalPosition).toBe('9223372036854775805');
  });

  it('leaves the data out of a row the reader asked no type of', () => {
    expect(eventsOfAppends([row({ data: null })], {}).map((e) => e.data)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
