/**
 * A help text as data: sections with an id (the in-page anchor), a title and blocks. Inline text
 * knows four marks:
 * - `**words**` emphasis;
 * - `[[shipmentList.create]]` a label of the interface, taken from the interface texts in the
 *   reader's language, so the manual names buttons exactly as the screen does;
 * - `[words](#section-id)`, `[words](/help/privacy)` or `[words](https://...)` a link;
 * - `{{operatorName}}` a value filled in at display time (the operator's details, the ADSp link);
 * - a name in backticks, a file, folder or column name shown as code (`inbox/`, `orderNumber`).
 */
export type Inline = string;

export type Block =
  | { p: Inline }
  | { list: Inline[] }
  | { steps: Inline[] }
  | { terms: [term: Inline, description: Inline][] }
  | { note: Inline }
  /** Text shown as it is, in a monospaced block (file examples); the same in every language. */
  | { code: string }
  /** The operator's details from GET /api/legal: the full imprint block or the contact for requests. */
  | { operator: 'imprint' | 'contact' };

export interface Section {
  id: string;
  title: string;
  blocks: Block[];
  sections?: Section[];
}

export interface HelpDocument {
  /** Blocks above the table of contents. */
  intro: Block[];
  sections: Section[];
}

/** The values legal texts may name: the configured operator and the ADSp link (GET /api/legal). */
export const legalValueNames = ['operatorName', 'operatorEmail', 'privacyEmail', 'adspUrl'] as const;
export type LegalValues = Record<(typeof legalValueNames)[number], string>;

/** The three legal texts of one language. */
export interface LegalTexts {
  imprint: HelpDocument;
  privacy: HelpDocument;
  adsp: HelpDocument;
}

export type Segment =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'label'; key: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'value'; name: string };

const MARKS = /\*\*(.+?)\*\*|\[\[([\w.-]+)\]\]|\[([^\]]+)\]\(([^)\s]+)\)|\{\{(\w+)\}\}|`([^`]+)`/g;

/** Splits inline text into its plain runs and marks. */
export function parseInline(text: Inline): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKS)) {
    if (match.index > last) segments.push({ kind: 'text', text: text.slice(last, match.index) });
    const [, strong, label, linkText, href, value, code] = match;
    if (strong !== undefined) segments.push({ kind: 'strong', text: strong });
    else if (code !== undefined) segments.push({ kind: 'code', text: code });
    else if (label !== undefined) segments.push({ kind: 'label', key: label });
    else if (linkText !== undefined && href !== undefined)
      segments.push({ kind: 'link', text: linkText, href });
    else if (value !== undefined) segments.push({ kind: 'value', name: value });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

/** Every inline text of a block, for checks over a whole document. */
export function inlinesOf(block: Block): Inline[] {
  if ('p' in block) return [block.p];
  if ('note' in block) return [block.note];
  if ('list' in block) return block.list;
  if ('steps' in block) return block.steps;
  if ('terms' in block) return block.terms.flat();
  return [];
}

/** The sections of a document depth first, subsections after their parent. */
export function allSections(sections: Section[]): Section[] {
  return sections.flatMap((section) => [section, ...allSections(section.sections ?? [])]);
}
