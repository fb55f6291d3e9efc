import { describe, expect, it } from 'vitest';
import { languages } from '../language.ts';
import { fill, trackMessages } from './index.ts';

type Tree = { [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the tracking page texts', () => {
  it('give every language the keys and placeholders of English, none empty', () => {
    const english = leaves(trackMessages.en);
    for (const language of languages) {
      const entries = leaves(trackMessages[language]);
      expect(
        entries.map(([key]) => key),
        language,
      ).toEqual(english.map(([key]) => key));
      for (const [index, [key, text]] of entries.entries()) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english[index]![1]));
      }
    }
  });

  it('fill placeholders and leave unknown ones as they are', () => {
    expect(fill('{{from}}–{{until}}', { from: '08:00', until: '12:00' })).toBe('08:00–12:00');
    expect(fill('Shipment {{number}} {{other}}', { number: '1000001' })).toBe('Shipment 1000001 {{other}}');
  });
});
