import { describe, expect, it } from 'vitest';
import { adminCs } from './admin/cs.ts';
import { adminDe } from './admin/de.ts';
import { adminEn } from './admin/en.ts';
import { adminSk } from './admin/sk.ts';
import { cs as csMain } from './cs.ts';
import { de as deMain } from './de.ts';
import { en as enMain } from './en.ts';
import { screensCs } from './screens/cs.ts';
import { screensDe } from './screens/de.ts';
import { screensEn } from './screens/en.ts';
import { screensSk } from './screens/sk.ts';
import { sk as skMain } from './sk.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

// The texts of the administration and of the other screens load on their own
// (docs/decisions/0142); each language's catalogue is all parts.
const en = { ...enMain, ...adminEn, ...screensEn };
const de = { ...deMain, ...adminDe, ...screensDe };
const cs = { ...csMain, ...adminCs, ...screensCs };
const sk = { ...skMain, ...adminSk, ...screensSk };
const translations = { de, cs, sk };

describe('the interface texts', () => {
  it('give every language the same keys as English, none of them empty', () => {
    const keys = leaves(en).map(([key]) => key);
    for (const [language, messages] of Object.entries(translations)) {
      const entries = leaves(messages);
      expect(
        entries.map(([key]) => key),
        language,
      ).toEqual(keys);
      expect(
        entries.filter(([, text]) => !text.trim()),
        language,
      ).toEqual([]);
    }
  });

  it('keep the interpolation placeholders of English', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    const english = new Map(leaves(en));
    for (const [language, messages] of Object.entries(translations)) {
      for (const [key, text] of leaves(messages)) {
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english.get(key)!));
      }
    }
  });

  it("keep the spec's fixed German texts German in every language", () => {
    for (const messages of [en, de, cs, sk]) {
      expect(messages.error.title).toBe('Fehler!');
      expect(messages.fixed.noAddressSelected).toBe('Keine Adresse ausgewählt.');
      expect(messages.fixed.shipmentNotSavable).toBe('Die Sendung kann nicht gespeichert werden.');
    }
  });
});
