import { describe, expect, it } from 'vitest';
import { buildSscc, gs1CheckDigit } from './sscc.ts';

describe('SSCC', () => {
  it('computes the GS1 check digit of known codes', () => {
    // Worked by hand: weights 3,1,3,... from the right; and the EAN-13 4006381333931.
    expect(gs1CheckDigit('10614141123456789')).toBe(7);
    expect(gs1CheckDigit('400638133393')).toBe(1);
  });

  it('builds 18 digits from extension, prefix and serial', () => {
    expect(buildSscc('0614141', 123456789, 1)).toBe('106141411234567897');
    const sscc = buildSscc('4012345', 42);
    expect(sscc).toHaveLength(18);
    expect(sscc.startsWith('34012345000000042')).toBe(true);
  });

  it('refuses a serial outside the prefix room and a malformed prefix', () => {
    expect(() => buildSscc('4012345', 1_000_000_000)).toThrow(/does not fit/);
    expect(() => buildSscc('40AB', 1)).toThrow(/company prefix/);
  });
});
