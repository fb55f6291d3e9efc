import { inflateSync } from 'node:zlib';

interface PdfObject {
  dictionary: string;
  stream?: string;
}

/** The objects of a PDF by number, streams inflated; a stream's extent comes from its /Length. */
function pdfObjects(source: string): Map<string, PdfObject> {
  const objects = new Map<string, PdfObject>();
  const header = /(\d+) 0 obj\b/g;
  for (let match = header.exec(source); match; match = header.exec(source)) {
    const id = match[1] as string;
    const end = source.indexOf('endobj', header.lastIndex);
    const streamAt = source.indexOf('stream', header.lastIndex);
    if (end === -1) break;
    if (streamAt === -1 || streamAt > end) {
      objects.set(id, { dictionary: source.slice(header.lastIndex, end) });
      header.lastIndex = end;
      continue;
    }
    const dictionary = source.slice(header.lastIndex, streamAt);
    const length = Number(/\/Length\s+(\d+)/.exec(dictionary)?.[1] ?? 0);
    const start = streamAt + 'stream'.length + (source.startsWith('\r\n', streamAt + 6) ? 2 : 1);
    const bytes = Buffer.from(source.slice(start, start + length), 'latin1');
    const stream = dictionary.includes('/FlateDecode')
      ? inflateSync(bytes).toString('latin1')
      : bytes.toString('latin1');
    objects.set(id, { dictionary, stream });
    header.lastIndex = start + length;
  }
  return objects;
}

/** A ToUnicode CMap as pdfkit writes it: bfrange entries with an array of UTF-16 targets. */
function unicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) =>
    String.fromCharCode(...(hex.match(/[0-9a-f]{4}/gi) ?? []).map((unit) => Number.parseInt(unit, 16)));
  for (const range of cmap.matchAll(/<([0-9a-f]+)>\s*<[0-9a-f]+>\s*\[([^\]]*)\]/gi)) {
    const first = Number.parseInt(range[1] as string, 16);
    [...(range[2] as string).matchAll(/<([0-9a-f\s]*)>/gi)].forEach((entry, index) => {
      map.set(first + index, utf16((entry[1] as string).replace(/\s/g, '')));
    });
  }
  return map;
}

/**
 * The text a PDF of the portal shows, line by line, for assertions on documents. pdfmake (pdfkit)
 * writes text as glyph ids of embedded font subsets; each font's ToUnicode map turns them back
 * into characters. Fragments on the same baseline join into one line. Reads the PDFs the portal
 * produces, not PDFs in general.
 */
export function pdfText(pdf: Buffer): string {
  const objects = pdfObjects(pdf.toString('latin1'));
  /** Font resource name (F1, F2, ...) to its ToUnicode map. */
  const fonts = new Map<string, Map<number, string>>();
  for (const { dictionary } of objects.values()) {
    for (const block of dictionary.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
      for (const entry of (block[1] as string).matchAll(/\/(\S+)\s+(\d+) 0 R/g)) {
        const font = objects.get(entry[2] as string)?.dictionary ?? '';
        const unicode = /\/ToUnicode\s+(\d+) 0 R/.exec(font)?.[1];
        if (unicode) fonts.set(entry[1] as string, unicodeMap(objects.get(unicode)?.stream ?? ''));
      }
    }
  }
  const lines: string[] = [];
  const operations =
    /\/([A-Za-z]\w*)\s+[\d.]+\s+Tf|[-\d.]+\s+[-\d.]+\s+[-\d.]+\s+[-\d.]+\s+[-\d.]+\s+([-\d.]+)\s+Tm|\[((?:<[0-9a-f]*>|[^\]])*)\]\s*TJ|<([0-9a-f]*)>\s*Tj/gi;
  for (const { dictionary, stream } of objects.values()) {
    if (!stream || dictionary.includes('/Length1') || !/\bBT\b/.test(stream)) continue;
    let font = new Map<number, string>();
    let baseline: string | undefined;
    let line = '';
    for (const operation of stream.matchAll(operations)) {
      if (operation[1]) font = fonts.get(operation[1]) ?? new Map();
      else if (operation[2] !== undefined) {
        if (operation[2] !== baseline && line) {
          lines.push(line.trim());
          line = '';
        }
        baseline = operation[2];
      } else {
        const shown = operation[3] ?? `<${operation[4]}>`;
        let fragment = '';
        for (const glyphs of shown.matchAll(/<([0-9a-f]*)>/gi)) {
          for (const unit of (glyphs[1] as string).match(/[0-9a-f]{4}/gi) ?? [])
            fragment += font.get(Number.parseInt(unit, 16)) ?? '';
        }
        // Words of one paragraph carry their blank (or end in a hyphen or slash where pdfmake split
        // them); anything else on the same baseline is the next table cell or column.
        line += line && !/[\s/-]$/.test(line) ? ` ${fragment}` : fragment;
      }
    }
    if (line) lines.push(line.trim());
  }
  return lines.join('\n');
}

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];
const apply = (m: Matrix, x: number, y: number) => [x * m[0] + y * m[2] + m[4], x * m[1] + y * m[3] + m[5]];

/**
 * The vertical lines a PDF of the portal strokes (the bars of a barcode drawn from SVG), as their
 * lengths in millimetres on the page: every `x y m` followed by `x y' l` with the same x, through
 * the transformations (`cm`, `q`/`Q`) in force. Reads the PDFs the portal produces, not PDFs in general.
 */
export function pdfVerticalLinesMm(pdf: Buffer): number[] {
  const objects = pdfObjects(pdf.toString('latin1'));
  const lengths: number[] = [];
  for (const { dictionary, stream } of objects.values()) {
    if (!stream || dictionary.includes('/Length1') || dictionary.includes('/Subtype')) continue;
    let matrix: Matrix = [1, 0, 0, 1, 0, 0];
    const stack: Matrix[] = [];
    let operands: number[] = [];
    let start: number[] | undefined;
    for (const token of stream.split(/\s+/)) {
      if (/^-?[\d.]+$/.test(token)) {
        operands.push(Number(token));
        continue;
      }
      if (token === 'q') stack.push(matrix);
      else if (token === 'Q') matrix = stack.pop() ?? [1, 0, 0, 1, 0, 0];
      else if (token === 'cm' && operands.length >= 6)
        matrix = multiply(operands.slice(-6) as Matrix, matrix);
      else if (token === 'm' && operands.length >= 2)
        start = apply(matrix, ...(operands.slice(-2) as [number, number]));
      else if (token === 'l' && operands.length >= 2 && start) {
        const [x, y] = apply(matrix, ...(operands.slice(-2) as [number, number]));
        if (Math.abs((x as number) - (start[0] as number)) < 0.01)
          lengths.push((Math.abs((y as number) - (start[1] as number)) * 25.4) / 72);
        start = [x as number, y as number];
      }
      operands = [];
    }
  }
  return lengths;
}
