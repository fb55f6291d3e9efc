import { describe, expect, it } from 'vitest';
import { formatZipCode, isValidZipCode, ZIP_CODE_COUNTRIES } from './zip-codes.ts';

describe('zip codes per country', () => {
  it.each([
    ['DE', '20457', '20457'],
    ['DE', 'D-20457', '20457'],
    ['DE', 'DE 20457', '20457'],
    ['AT', '1010', '1010'],
    ['AT', 'A-1010', '1010'],
    ['CZ', '12000', '120 00'],
    ['CZ', '120 00', '120 00'],
    ['CZ', '120-00', '120 00'],
    ['CZ', 'CZ-11000', '110 00'],
    ['SK', '81101', '811 01'],
    ['CH', '8001', '8001'],
    ['NL', '1234ab', '1234 AB'],
    ['NL', '1234 AB', '1234 AB'],
    ['PL', '00950', '00-950'],
    ['PL', '00-950', '00-950'],
    ['PT', '1000001', '1000-001'],
    ['SE', '11455', '114 55'],
    ['GR', '10431', '104 31'],
    ['FI', 'FIN-00100', '00100'],
    ['GB', 'sw1a1aa', 'SW1A 1AA'],
    ['GB', 'sw1a 1aa', 'SW1A 1AA'],
    ['GB', 'M1 1AE', 'M1 1AE'],
    ['IE', 'D02X285', 'D02 X285'],
    ['MT', 'VLT1117', 'VLT 1117'],
    ['AD', 'AD500', 'AD500'],
    ['LU', 'L-1234', '1234'],
  ])('given %s %s, then it is valid and reads %s', (country, input, formatted) => {
    expect(formatZipCode(country, input)).toBe(formatted);
    expect(isValidZipCode(country, input)).toBe(true);
  });

  it.each([
    ['DE', '2045'],
    ['DE', '204577'],
    ['DE', 'ABCDE'],
    ['DE', 'PL-20457'],
    ['AT', '10100'],
    ['CZ', '1200'],
    ['SK', '811 0A'],
    ['NL', '1234'],
    ['NL', 'AB 1234'],
    ['NL', '1012 A1'],
    ['PL', '0095'],
    ['CH', '80011'],
    ['GB', '12345'],
    ['DE', ''],
  ])('given %s %s, then it is refused', (country, input) => {
    expect(formatZipCode(country, input)).toBeNull();
    expect(isValidZipCode(country, input)).toBe(false);
  });

  it('given a country without a known format, then a plausible code passes', () => {
    expect(formatZipCode('US', '10001')).toBe('10001');
    expect(formatZipCode('CA', 'k1a 0b1')).toBe('K1A 0B1');
    expect(formatZipCode('US', '')).toBeNull();
    expect(formatZipCode('US', '1')).toBeNull();
    expect(formatZipCode('US', '10001-')).toBeNull();
    expect(isValidZipCode('US', '!')).toBe(false);
  });

  it('knows the formats of every European country the forwarder serves', () => {
    for (const country of [
      'DE',
      'AT',
      'CH',
      'CZ',
      'SK',
      'PL',
      'HU',
      'NL',
      'BE',
      'LU',
      'FR',
      'IT',
      'ES',
      'DK',
      'SE',
    ]) {
      expect(ZIP_CODE_COUNTRIES).toContain(country);
    }
  });
});
