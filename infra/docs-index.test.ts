import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);
const docsDir = new URL('docs/', root);
const decisionsDir = new URL('decisions/', docsDir);

/** A decision record's file name: four digits, a slug, `.md`. */
const recordName = /^\d{4}-[a-z0-9-]+\.md$/;

/** The local files a markdown text links to (`[text](target)`), without anchors; web links left out. */
function linkedFiles(markdown: string): string[] {
  const targets = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map(
    (match) => (match[1] ?? '').split('#')[0] ?? '',
  );
  return targets.filter((target) => target !== '' && !/^[a-z]+:/.test(target));
}

/** What the index misses and what it links that is not there. */
function indexGaps(index: string, records: string[]) {
  const linked = new Set(linkedFiles(index));
  return {
    notIndexed: records.filter((record) => !linked.has(record)),
    dangling: [...linked].filter((target) => !records.includes(target)),
  };
}

/** The records an index entry marks as superseded: `- NNNN [title](file) — superseded in part by …`. */
function markedSuperseded(index: string): string[] {
  return [...index.matchAll(/^- \d{4} \[[^\]]*\]\(([^)]+)\) — superseded/gm)].map((match) => match[1] ?? '');
}

describe('the index of decision records (docs/decisions/README.md)', () => {
  const index = readFileSync(new URL('README.md', decisionsDir), 'utf8');
  const records = readdirSync(decisionsDir).filter((name) => recordName.test(name));

  it('links every decision record, and no file that does not exist', () => {
    expect(records.length).toBeGreaterThan(0);
    expect(indexGaps(index, records)).toEqual({ notIndexed: [], dangling: [] });
  });

  it('marks superseded records that say so at their top', () => {
    const superseded = markedSuperseded(index);
    expect(superseded.length).toBeGreaterThan(0);
    const unmarked = superseded.filter((record) => {
      const head = readFileSync(new URL(record, decisionsDir), 'utf8').split('\n').slice(0, 4);
      return !head.some((line) => line.startsWith('> Superseded'));
    });
    expect(unmarked).toEqual([]);
  });

  it('finds a record left out and a link to a file that is not there', () => {
    const gaps = indexGaps(
      '- 0001 [One](0001-one.md)\n- 0003 [Three](0003-three.md#why) and [the spec](https://example.com/spec)',
      ['0001-one.md', '0002-two.md'],
    );
    expect(gaps).toEqual({ notIndexed: ['0002-two.md'], dangling: ['0003-three.md'] });
  });
});

describe('the pages under docs/ and the README', () => {
  const pages = readdirSync(docsDir).filter((name) => name.endsWith('.md'));

  it('link only files that exist', () => {
    const sources = [
      new URL('README.md', root),
      new URL('README.md', decisionsDir),
      ...pages.map((page) => new URL(page, docsDir)),
    ];
    const broken = sources.flatMap((source) =>
      linkedFiles(readFileSync(source, 'utf8'))
        .filter((target) => !existsSync(new URL(target, source)))
        .map((target) => `${source.pathname.slice(root.pathname.length)} -> ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it("are each listed in the README's documentation section", () => {
    const readme = readFileSync(new URL('README.md', root), 'utf8');
    const section = readme.slice(readme.indexOf('## Documentation'));
    const listed = new Set(linkedFiles(section));
    expect(pages.filter((page) => !listed.has(`docs/${page}`))).toEqual([]);
    expect(listed.has('docs/decisions/README.md')).toBe(true);
  });
});
