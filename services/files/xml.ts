import { FileLimitError } from './limits.ts';

/** What an XmlScanner reports: element names without their namespace prefix. */
export interface XmlHandler {
  open(name: string, attributes: Record<string, string>, selfClosing: boolean): void;
  close(name: string): void;
  /** Character data, entities decoded; one text node may arrive in several pieces. */
  text(text: string): void;
}

/** A tag or a piece of text longer than this is not part of a spreadsheet. */
const MAX_PENDING = 1024 * 1024;

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|lt|gt|amp|quot|apos);/g, (whole, entity: string) => {
    if (entity[0] !== '#') return ENTITIES[entity] ?? whole;
    const code = entity[1] === 'x' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

function parseTag(content: string, handler: XmlHandler) {
  if (content[0] === '/') {
    handler.close(localName(content.slice(1).trim()));
    return;
  }
  const selfClosing = content.endsWith('/');
  const body = selfClosing ? content.slice(0, -1) : content;
  const nameEnd = body.search(/[\s]/);
  const name = localName(nameEnd < 0 ? body : body.slice(0, nameEnd));
  const attributes: Record<string, string> = {};
  if (nameEnd >= 0) {
    const pattern = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
    for (let match = pattern.exec(body); match; match = pattern.exec(body))
      attributes[match[1] as string] = decodeEntities(match[2] ?? match[3] ?? '');
  }
  handler.open(name, attributes, selfClosing);
}

/**
 * A streaming XML tokenizer for the parts of a spreadsheet: elements, attributes, text and CDATA;
 * comments and processing instructions are skipped, document type declarations refused (no entity
 * of a document is ever expanded). Linear in its input: an unfinished tag is continued where the
 * last piece ended, and nothing pending may grow beyond 1 MB.
 */
export class XmlScanner {
  private pending = '';
  /** Where to continue looking for the end of the unfinished construct at the start of `pending`. */
  private resume = 0;
  private quote = 0;
  private readonly handler: XmlHandler;

  constructor(handler: XmlHandler) {
    this.handler = handler;
  }

  write(chunk: string): void {
    const source = this.pending + chunk;
    let at = 0;
    for (;;) {
      const lt = source.indexOf('<', at);
      if (lt < 0) {
        // Text up to a trailing `&` that may start an entity cut in two.
        const amp = source.lastIndexOf('&');
        const cut =
          amp >= at && source.indexOf(';', amp) < 0 && source.length - amp < 12 ? amp : source.length;
        if (cut > at) this.handler.text(decodeEntities(source.slice(at, cut)));
        at = cut;
        break;
      }
      if (lt > at) this.handler.text(decodeEntities(source.slice(at, lt)));
      at = lt;
      const end = this.construct(source, lt);
      if (end < 0) break;
      at = end;
    }
    this.pending = source.slice(at);
    if (this.pending.length > MAX_PENDING)
      throw new FileLimitError('the workbook holds an element longer than 1 MB');
  }

  end(): void {
    if (this.pending.trim() !== '') throw new Error('the XML document ends in the middle of an element');
  }

  /** Handles the construct starting with `<` at `lt`; its end, or -1 when it is not complete yet. */
  private construct(source: string, lt: number): number {
    const from = lt + this.resume;
    if (source.startsWith('<!--', lt)) return this.until(source, lt, '-->', from, () => undefined);
    if (source.startsWith('<![CDATA[', lt))
      return this.until(source, lt, ']]>', from, (inner) => this.handler.text(inner.slice(9)));
    if (source.startsWith('<?', lt)) return this.until(source, lt, '?>', from, () => undefined);
    if (source.startsWith('<!', lt)) {
      if (source.length - lt < 9) return this.wait(source, lt);
      throw new Error('document type declarations are not accepted');
    }
    if (source.length - lt < 9 && '<!--<![CDATA[<?'.includes(source.slice(lt))) return this.wait(source, lt);
    let index = Math.max(lt + 1, from);
    let quote = this.quote;
    for (; index < source.length; index++) {
      const char = source.charCodeAt(index);
      if (quote) {
        if (char === quote) quote = 0;
      } else if (char === 34 || char === 39) quote = char;
      else if (char === 62) break;
    }
    if (index >= source.length) {
      this.resume = index - lt;
      this.quote = quote;
      return -1;
    }
    this.resume = 0;
    this.quote = 0;
    parseTag(source.slice(lt + 1, index), this.handler);
    return index + 1;
  }

  private until(source: string, lt: number, close: string, from: number, found: (inner: string) => void) {
    const end = source.indexOf(close, Math.max(lt + 2, from - close.length));
    if (end < 0) {
      this.resume = source.length - lt;
      return -1;
    }
    this.resume = 0;
    found(source.slice(lt, end));
    return end + close.length;
  }

  private wait(_source: string, _lt: number) {
    this.resume = 0;
    return -1;
  }
}
