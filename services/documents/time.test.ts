import { describe, expect, it } from 'vitest';
import { documentDateTime, isTimeZone, wallClock } from './time.ts';

describe('times on documents', () => {
  it("print an instant in the reader's time zone, naming it", () => {
    expect(documentDateTime('2026-11-24T23:30:00Z', 'Europe/Prague')).toBe(
      '25.11.2026 00:30 (Europe/Prague)',
    );
    expect(documentDateTime('2026-07-01T10:05:00Z', 'Europe/Berlin')).toBe(
      '01.07.2026 12:05 (Europe/Berlin)',
    );
    expect(wallClock(new Date('2026-03-29T01:30:00Z'), 'Europe/Berlin')).toMatchObject({
      hour: 3,
      minute: 30,
    });
  });

  it('know the IANA time zones and nothing else', () => {
    expect(isTimeZone('Europe/Bratislava')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
