import { describe, expect, it } from 'vitest';
import { newEventId } from './event-id.ts';

describe('newEventId', () => {
  it('makes RFC 9562 version 7 UUIDs', () => {
    const id = newEventId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('starts each id with the time, so ids made later sort after earlier ones', () => {
    const before = Date.now();
    const ids = Array.from({ length: 2000 }, () => newEventId());
    const after = Date.now();
    const time = (id: string) => Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16);
    for (const id of ids) {
      expect(time(id)).toBeGreaterThanOrEqual(before);
      expect(time(id)).toBeLessThanOrEqual(after);
    }
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
