import { describe, expect, it } from 'vitest';
import { zipSyncRefusal } from './zip-sync.ts';

describe('the zip code area sync check', () => {
  it('needs a country, and only one', () => {
    expect(zipSyncRefusal([], 'Warszawa', 0)).toBe('countryRequired');
    expect(zipSyncRefusal(['DE', 'AT'], 'Wien', 3)).toBe('oneCountryOnly');
  });

  it('needs a search query that is more than blanks', () => {
    expect(zipSyncRefusal(['PL'], '', 0)).toBe('queryRequired');
    expect(zipSyncRefusal(['PL'], '  ', 0)).toBe('queryRequired');
  });

  it('allows at most 100 results', () => {
    expect(zipSyncRefusal(['DE'], 'B', 101)).toBe('tooManyResults');
    expect(zipSyncRefusal(['DE'], 'Berlin', 100)).toBeUndefined();
    expect(zipSyncRefusal(['PL'], 'Warszawa', 0)).toBeUndefined();
  });

  it('leaves an unknown count (list still loading) to the server', () => {
    expect(zipSyncRefusal(['PL'], 'Warszawa', undefined)).toBeUndefined();
  });
});
