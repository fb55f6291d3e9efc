import { describe, expect, it } from 'vitest';
import { indexedPart } from './queries.ts';

describe('the part of a search term the trigram index looks up', () => {
  it('is the longest run of letters and digits of a term with other characters', () => {
    expect(indexedPart('po-123456')).toBe('123456');
    expect(indexedPart('müller-lüdenscheid')).toBe('lüdenscheid');
    expect(indexedPart('a/b-4711')).toBe('4711');
    expect(indexedPart('100%')).toBe('100');
  });

  it('is the whole term when it has no other characters or no run of three', () => {
    expect(indexedPart('hamburg')).toBe('hamburg');
    expect(indexedPart('z-10')).toBe('z-10');
    expect(indexedPart('ab-cd')).toBe('ab-cd');
  });
});
