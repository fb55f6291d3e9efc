import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from './language.ts';

describe('negotiateLanguage', () => {
  it('keeps the language the user chose before', () => {
    expect(negotiateLanguage('cs', ['de-DE', 'en'])).toBe('cs');
  });

  it('ignores a stored value the portal does not speak', () => {
    expect(negotiateLanguage('fr', ['sk-SK'])).toBe('sk');
  });

  it("takes the browser's first supported language by its primary subtag", () => {
    expect(negotiateLanguage(null, ['fr-FR', 'de-AT', 'en-GB'])).toBe('de');
    expect(negotiateLanguage(null, ['CS'])).toBe('cs');
  });

  it('falls back to English', () => {
    expect(negotiateLanguage(null, ['fr-FR', 'pl'])).toBe('en');
    expect(negotiateLanguage(null, [])).toBe('en');
  });
});
