import { describe, expect, it } from 'vitest';
import { formatZipCode, isValidZipCode } from './zip-codes.ts';

describe('zip code formats', () => {
  it.each([
    ['DE', '20095', '20095'],
    ['DE', 'D-20095', '20095'],
    ['AT', '1010', '1010'],
    ['AT', 'A-1010', '1010'],
    ['CZ', '11000', '110 00'],
    ['CZ', '110 00', '110 00'],
    ['CZ', 'CZ-11000', '110 00'],
    ['SK', '81101', '811 01'],
    ['PL', '00950', '00-950'],
    ['NL', '1012ab', '1012 AB'],
  ])('reformats %s %j to %j', (country, input, expected) => {
    expect(formatZipCode(country, input)).toBe(expected);
  });

  it.each([
    ['DE', '2009'],
    ['DE', '200955'],
    ['DE', 'ABCDE'],
    ['AT', '10100'],
    ['CZ', '1100'],
    ['SK', '811 0A'],
    ['NL', '1012 A1'],
  ])('rejects %s %j', (country, input) => {
    expect(isValidZipCode(country, input)).toBe(false);
  });

  it('accepts a plausible code of a country without a known format', () => {
    expect(formatZipCode('GB', 'sw1a 1aa')).toBe('SW1A 1AA');
    expect(isValidZipCode('GB', '!')).toBe(false);
  });
});
