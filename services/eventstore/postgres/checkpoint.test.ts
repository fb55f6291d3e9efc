import { describe, expect, it } from 'vitest';
import type { Checkpoint } from '../port.ts';
import { fromCheckpoint, START, toCheckpoint } from './checkpoint.ts';

describe('PostgreSQL checkpoints', () => {
  it('round-trip the transaction id and the global position', () => {
    const position = { transactionId: '18446744073709551615', globalPosition: '9223372036854775807' };
    expect(fromCheckpoint(toCheckpoint(position))).toEqual(position);
    expect(fromCheckpoint(null)).toEqual(START);
  });

  it('sort as strings in the order of the log', () => {
    const ordered = [
      { transactionId: '9', globalPosition: '120' },
      { transactionId: '10', globalPosition: '7' },
      { transactionId: '10', globalPosition: '11' },
      { transactionId: '100', globalPosition: '2' },
    ].map(toCheckpoint);
    expect([...ordered].reverse().sort()).toEqual(ordered);
  });

  it('reject what another adapter produced', () => {
    expect(() => fromCheckpoint('start' as Checkpoint)).toThrow('not a PostgreSQL event store checkpoint');
  });
});
