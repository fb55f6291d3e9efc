import { describe, expect, it } from 'vitest';
import { en as interfaceTexts } from '../i18n/en.ts';
import { languages } from '../i18n/language.ts';
import { ordersEn } from '../i18n/orders/en.ts';
import { screensEn } from '../i18n/screens/en.ts';
import {
  allSections,
  type Block,
  type HelpDocument,
  inlinesOf,
  legalValueNames,
  parseInline,
  type Section,
} from './document.ts';
import { legal as legalCs } from './legal/cs.ts';
import { legal as legalDe } from './legal/de.ts';
import { legal as legalEn } from './legal/en.ts';
import { legal as legalSk } from './legal/sk.ts';
import { manual as manualCs } from './manual/cs.ts';
import { manual as manualDe } from './manual/de.ts';
import { manual as manualEn } from './manual/en.ts';
import { manual as manualSk } from './manual/sk.ts';

const manuals = { en: manualEn, de: manualDe, cs: manualCs, sk: manualSk };
const legalTexts = { en: legalEn, de: legalDe, cs: legalCs, sk: legalSk };

/** Every document of every language, named for the messages. */
const documents: [name: string, document: HelpDocument][] = languages.flatMap((language) => [
  [`manual ${language}`, manuals[language]] as [string, HelpDocument],
  ...Object.entries(legalTexts[language]).map(
    ([page, document]) => [`${page} ${language}`, document] as [string, HelpDocument],
  ),
]);

const ids = (document: HelpDocument) => allSections(document.sections).map((section) => section.id);

/** What a translation must keep: the sections' ids and nesting, and each block's kind and length. */
function shape(sections: Section[]): unknown {
  const blockShape = (block: Block) => {
    const [kind] = Object.keys(block);
    return `${kind}:${'operator' in block ? block.operator : inlinesOf(block).length}`;
  };
  return sections.map((section) => ({
    id: section.id,
    blocks: section.blocks.map(blockShape),
    sections: shape(section.sections ?? []),
  }));
}

function inlines(document: HelpDocument): string[] {
  const sections = allSections(document.sections);
  return [
    ...document.intro.flatMap(inlinesOf),
    ...sections.flatMap((section) => [section.title, ...section.blocks.flatMap(inlinesOf)]),
  ];
}

const segmentsOf = (document: HelpDocument) => inlines(document).flatMap(parseInline);

function hasKey(tree: Record<string, unknown>, key: string): boolean {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
  return typeof value === 'string';
}

describe('the user manual', () => {
  it('has the same section ids, in the same order, in every language', () => {
    for (const language of languages) {
      expect(ids(manuals[language]), language).toEqual(ids(manualEn));
    }
  });

  it('keeps every block of the English text in every translation', () => {
    for (const language of languages) {
      expect(shape(manuals[language].sections), language).toEqual(shape(manualEn.sections));
      expect(
        manuals[language].intro.map((block) => Object.keys(block)[0]),
        language,
      ).toEqual(manualEn.intro.map((block) => Object.keys(block)[0]));
    }
  });

  it('covers the screens and actions of the portal', () => {
    expect(ids(manualEn)).toEqual(
      expect.arrayContaining([
        'sign-in',
        'languages',
        'shipment-list',
        'states',
        'search-filter-sort',
        'selection',
        'form-or-wizard',
        'dangerous-goods',
        'announce',
        'commission',
        'batches',
        'labels',
        'cargo-lists',
        'inquiries',
        'cancel-delete',
        'address-book',
        'invoice-recipients',
        'cargo-templates',
        'logs',
        'errors',
        'bug-report',
      ]),
    );
  });
});

describe('the legal texts', () => {
  it('have the same sections and blocks in every language', () => {
    for (const language of languages) {
      for (const page of ['imprint', 'privacy', 'adsp'] as const) {
        expect(shape(legalTexts[language][page].sections), `${page} ${language}`).toEqual(
          shape(legalEn[page].sections),
        );
      }
    }
  });

  it('show the operator from the configuration and link the ADSp text from ADSP_URL', () => {
    for (const language of languages) {
      const { imprint, privacy, adsp } = legalTexts[language];
      const blocks = (document: HelpDocument) => allSections(document.sections).flatMap((s) => s.blocks);
      expect(blocks(imprint), language).toContainEqual({ operator: 'imprint' });
      expect(blocks(privacy), language).toContainEqual({ operator: 'contact' });
      expect(
        segmentsOf(adsp).filter((segment) => segment.kind === 'link' && segment.href === '{{adspUrl}}'),
        language,
      ).not.toEqual([]);
    }
  });
});

describe('every help text', () => {
  it('has unique, anchor-safe section ids and no empty text', () => {
    for (const [name, document] of documents) {
      const sectionIds = ids(document);
      expect(new Set(sectionIds).size, name).toBe(sectionIds.length);
      expect(
        sectionIds.filter((id) => !/^[a-z][a-z0-9-]*$/.test(id)),
        name,
      ).toEqual([]);
      expect(
        inlines(document).filter((text) => !text.trim()),
        name,
      ).toEqual([]);
    }
  });

  it('names only labels the interface has', () => {
    const texts = { ...interfaceTexts, ...ordersEn, ...screensEn } as Record<string, unknown>;
    for (const [name, document] of documents) {
      const unknown = segmentsOf(document).filter(
        (segment) => segment.kind === 'label' && !hasKey(texts, segment.key),
      );
      expect(unknown, name).toEqual([]);
    }
  });

  it('links only to its own sections, the help pages and web addresses', () => {
    const helpPages = ['/help/manual', '/help/adsp', '/help/privacy', '/help/imprint'];
    for (const [name, document] of documents) {
      const sectionIds = ids(document);
      const broken = segmentsOf(document).filter((segment) => {
        if (segment.kind !== 'link') return false;
        if (segment.href.startsWith('#')) return !sectionIds.includes(segment.href.slice(1));
        if (segment.href.startsWith('/')) return !helpPages.includes(segment.href);
        return !/^(https:\/\/|\{\{adspUrl\}\}$)/.test(segment.href);
      });
      expect(broken, name).toEqual([]);
    }
  });

  it('fills in only values the legal pages provide, and the manual none', () => {
    for (const [name, document] of documents) {
      const values = segmentsOf(document).flatMap((segment) =>
        segment.kind === 'value' ? [segment.name] : [],
      );
      const allowed: readonly string[] = name.startsWith('manual') ? [] : legalValueNames;
      expect(
        values.filter((value) => !allowed.includes(value)),
        name,
      ).toEqual([]);
    }
  });
});

describe('inline marks', () => {
  it('split text into plain runs, emphasis, interface labels, links and values', () => {
    expect(
      parseInline('Click **now** on [[actions.save]], see [Saving](#saving) and {{operatorName}}.'),
    ).toEqual([
      { kind: 'text', text: 'Click ' },
      { kind: 'strong', text: 'now' },
      { kind: 'text', text: ' on ' },
      { kind: 'label', key: 'actions.save' },
      { kind: 'text', text: ', see ' },
      { kind: 'link', text: 'Saving', href: '#saving' },
      { kind: 'text', text: ' and ' },
      { kind: 'value', name: 'operatorName' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leave text without marks whole, brackets and asterisks included', () => {
    expect(parseInline('Quantity × length (cm) [optional] * 2')).toEqual([
      { kind: 'text', text: 'Quantity × length (cm) [optional] * 2' },
    ]);
  });

  it('read a link whose address is a configured value', () => {
    expect(parseInline('[ADSp]({{adspUrl}})')).toEqual([{ kind: 'link', text: 'ADSp', href: '{{adspUrl}}' }]);
  });
});

describe('the chapter on order files', () => {
  it('explains the layout, an example and the error report in every language', () => {
    for (const language of languages) {
      const chapter = allSections(manuals[language].sections).find(
        (section) => section.id === 'sftp-order-files',
      );
      expect(chapter, language).toBeDefined();
      const blocks = allSections(chapter?.sections ?? []).flatMap((section) => section.blocks);
      const code = blocks.flatMap((block) => ('code' in block ? [block.code] : []));
      expect(code[0], language).toMatch(/^orderNumber;shippingDate;/);
      expect(
        code.some((text) => text.includes('row 3, consigneeZipCode:')),
        language,
      ).toBe(true);
      expect(
        code.some((text) => text.includes('already imported')),
        language,
      ).toBe(true);
      const text = blocks.flatMap(inlinesOf).join(' ');
      for (const column of ['orderNumber', 'consigneeZipCode', 'packingCode', 'weight', 'deliveryNotes'])
        expect(text, `${language} ${column}`).toContain(column);
    }
  });

  it('shows names in backticks as code', () => {
    expect(parseInline('upload to `inbox/` now')).toEqual([
      { kind: 'text', text: 'upload to ' },
      { kind: 'code', text: 'inbox/' },
      { kind: 'text', text: ' now' },
    ]);
  });
});
