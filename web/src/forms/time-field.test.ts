import { describe, expect, it } from 'vitest';
import { completedTime, QUARTER_HOURS, typedTime } from './TimeField.tsx';

describe('typed times', () => {
  it('keeps digits and the colon and turns four digits into HH:MM', () => {
    expect(typedTime('0800')).toBe('08:00');
    expect(typedTime('08a:1x5')).toBe('08:15');
    expect(typedTime('123456')).toBe('12:34');
  });

  it('completes a short time on leaving the field, and leaves a wrong one for the check', () => {
    expect(completedTime('8')).toBe('08:00');
    expect(completedTime('800')).toBe('08:00');
    expect(completedTime('1730')).toBe('17:30');
    expect(completedTime('8:5')).toBe('08:05');
    expect(completedTime('2500')).toBe('25:00');
    expect(completedTime('')).toBe('');
  });

  it('offers the quarter hours of a day', () => {
    expect(QUARTER_HOURS).toHaveLength(96);
    expect(QUARTER_HOURS.slice(0, 2)).toEqual(['00:00', '00:15']);
    expect(QUARTER_HOURS.at(-1)).toBe('23:45');
  });
});
