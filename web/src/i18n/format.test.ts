import { describe, expect, it } from 'vitest';
import { formatDate, formatInstant } from './format.ts';

describe('formatDate', () => {
  it('writes a wire date in the reader’s language, without shifting the day', () => {
    expect(formatDate('2026-11-25', 'de')).toBe('25.11.2026');
    expect(formatDate('2026-11-25', 'en')).toBe('25 Nov 2026');
    expect(formatDate('2026-11-25', 'cs')).toMatch(/^25\. ?11\. ?2026$/);
  });

  it('shows what it cannot read as it came, and nothing for nothing', () => {
    expect(formatDate('soon', 'de')).toBe('soon');
    expect(formatDate(undefined, 'de')).toBe('');
  });
});

describe('formatInstant', () => {
  it('writes an instant as date and time in the given zone', () => {
    expect(formatInstant('2026-11-22T05:27:48.842Z', 'de', 'Europe/Berlin')).toBe('22.11.2026, 06:27');
    expect(formatInstant('2026-11-22T05:27:48.842Z', 'en', 'Europe/Prague')).toBe('22 Nov 2026, 06:27');
  });

  it('shows what it cannot read as it came', () => {
    expect(formatInstant('yesterday', 'en')).toBe('yesterday');
  });
});
