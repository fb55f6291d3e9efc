import { describe, expect, it } from 'vitest';
import {
  checkZipCode,
  cityAfterLookup,
  cityOptions,
  parseCityOption,
  zipCodeAfterCityPick,
} from './zip-city-rules.ts';

const praha = [
  { zipCode: '110 00', city: 'Praha 1' },
  { zipCode: '110 00', city: 'Praha' },
];

describe('zip codes per country', () => {
  it('writes a valid code in its canonical form', () => {
    expect(checkZipCode('CZ', '11000')).toEqual({ zipCode: '110 00', valid: true });
    expect(checkZipCode('DE', 'D-20457')).toEqual({ zipCode: '20457', valid: true });
  });

  it('leaves an invalid or empty code as typed', () => {
    expect(checkZipCode('DE', '2045')).toEqual({ zipCode: '2045', valid: false });
    expect(checkZipCode('DE', '')).toEqual({ zipCode: '', valid: false });
  });
});

describe('the city looked up from the zip code', () => {
  it('is emptied when the zip code is invalid', () => {
    expect(cityAfterLookup('Hamburg', { zipCode: '2045', valid: false }, praha)).toBe('');
  });

  it('is the first found city when the current one is not among the results', () => {
    expect(cityAfterLookup('', { zipCode: '110 00', valid: true }, praha)).toBe('Praha 1');
    expect(cityAfterLookup('Brno', { zipCode: '110 00', valid: true }, praha)).toBe('Praha 1');
  });

  it('stays when it is among the results or nothing was found', () => {
    expect(cityAfterLookup('Praha', { zipCode: '110 00', valid: true }, praha)).toBe('Praha');
    expect(cityAfterLookup('Irgendwo', { zipCode: '99999', valid: true }, [])).toBe('Irgendwo');
  });
});

describe('the city picker', () => {
  it('completes a shorter zip code with the picked one', () => {
    expect(zipCodeAfterCityPick('201', '20149')).toBe('20149');
    expect(zipCodeAfterCityPick('110 00', '11000')).toBe('110 00');
    expect(zipCodeAfterCityPick('20457', '20149')).toBe('20457');
  });

  it('offers one option per area and reads it back', () => {
    const options = cityOptions([...praha, praha[0]!]);
    expect(options).toEqual([
      { value: '110 00|Praha 1', label: 'Praha 1', zipCode: '110 00' },
      { value: '110 00|Praha', label: 'Praha', zipCode: '110 00' },
    ]);
    expect(parseCityOption('110 00|Praha 1')).toEqual({ zipCode: '110 00', city: 'Praha 1' });
  });
});
