import type { Checkpoint } from '../port.ts';

/** A position in the PostgreSQL log: the writing transaction's id, then the global position. */
export interface LogPosition {
  transactionId: string;
  globalPosition: string;
}

export const START: LogPosition = { transactionId: '0', globalPosition: '0' };

// Both parts are unsigned 64-bit decimals; padded to 20 digits the text sorts like the numbers.
const pad = (value: string) => value.padStart(20, '0');

export function toCheckpoint(position: LogPosition): Checkpoint {
  return `${pad(position.transactionId)}-${pad(position.globalPosition)}` as Checkpoint;
}

export function fromCheckpoint(checkpoint: Checkpoint | null): LogPosition {
  if (checkpoint === null) return START;
  const match = /^(\d{20})-(\d{20})$/.exec(checkpoint);
  if (!match) throw new Error(`not a PostgreSQL event store checkpoint: ${checkpoint}`);
  return {
    transactionId: BigInt(match[1] as string).toString(),
    globalPosition: BigInt(match[2] as string).toString(),
  };
}
