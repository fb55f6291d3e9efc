import { describe, expect, it } from 'vitest';
import { acceptedCodings } from './compression.ts';

describe('acceptedCodings', () => {
  it('reads the codings a client accepts, without the ones it refuses with q=0', () => {
    expect([...acceptedCodings('gzip, deflate, br, zstd')]).toEqual(['gzip', 'deflate', 'br', 'zstd']);
    expect([...acceptedCodings('br;q=0, GZIP;q=0.5')]).toEqual(['gzip']);
    expect([...acceptedCodings('gzip;q=0.000')]).toEqual([]);
    expect([...acceptedCodings(['deflate', 'gzip ; q=1'])]).toEqual(['deflate', 'gzip']);
    expect([...acceptedCodings(undefined)]).toEqual([]);
    expect([...acceptedCodings('identity')]).toEqual(['identity']);
  });
});
