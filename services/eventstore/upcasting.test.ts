import { describe, expect, it } from 'vitest';
import type { Checkpoint, RecordedEvent } from './port.ts';
import { createUpcasting } from './upcasting.ts';

const recorded = (type: string, schemaVersion: number, data: unknown): RecordedEvent => ({
  id: '7d0e4a52-1b53-4a8c-9d39-6f7c1f0e2a11',
  type,
  schemaVersion,
  data,
  metadata: { time: '2026-11-22T10:00:00.000Z' },
  streamId: 'shipment-1',
  streamVersion: 0,
  checkpoint: '1' as Checkpoint,
  recordedAt: '2026-11-22T10:00:00.000Z',
});

describe('upcasting', () => {
  const upcast = createUpcasting([
    {
      type: 'PackagesLoaded',
      fromVersion: 1,
      upcast: (data) => ({ count: (data as { pieces: number }).pieces }),
    },
    { type: 'PackagesLoaded', fromVersion: 2, upcast: (data) => ({ ...(data as object), unit: 'EP' }) },
  ]);

  it('lifts old events step by step to the newest version', () => {
    expect(upcast(recorded('PackagesLoaded', 1, { pieces: 3 }))).toMatchObject({
      schemaVersion: 3,
      data: { count: 3, unit: 'EP' },
    });
  });

  it('leaves current events and other types as they are', () => {
    const current = recorded('PackagesLoaded', 3, { count: 1, unit: 'CP' });
    expect(upcast(current)).toBe(current);
    const other = recorded('RemarkAdded', 1, { text: 'Rampe 4' });
    expect(upcast(other)).toBe(other);
  });

  it('refuses two upcasters for the same step', () => {
    const step = { type: 'PackagesLoaded', fromVersion: 1, upcast: (data: unknown) => data };
    expect(() => createUpcasting([step, step])).toThrow('two upcasters for PackagesLoaded@1');
  });
});
