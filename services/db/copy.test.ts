import { describe, expect, it } from 'vitest';
import { CopyRows, copyLine, copyValue } from './copy.ts';

describe('COPY text format', () => {
  it('escapes backslashes, tabs and line breaks, and writes null as \\N', () => {
    expect(copyValue('Back\\slash\tTab\nLine\rReturn')).toBe('Back\\\\slash\\tTab\\nLine\\rReturn');
    expect(copyValue(null)).toBe('\\N');
    expect(copyValue(undefined)).toBe('\\N');
    expect(copyValue('plain')).toBe('plain');
  });

  it('writes dates in ISO 8601, objects as JSON, and what JSON cannot hold as null', () => {
    expect(copyValue(new Date('2026-11-24T08:00:00Z'))).toBe('2026-11-24T08:00:00.000Z');
    expect(copyValue(new Date(Number.NaN))).toBe('\\N');
    expect(copyValue(Number.NaN)).toBe('\\N');
    expect(copyValue({ name: 'A "B"\\C' })).toBe('{"name":"A \\\\"B\\\\"\\\\\\\\C"}');
    expect(copyValue(true)).toBe('true');
    expect(copyLine(['1', 2, null])).toBe('1\t2\t\\N\n');
  });

  it('encodes added rows into chunks that hold the same bytes as the lines joined, whatever their size', () => {
    const rows = new CopyRows();
    const lines: string[] = [];
    for (let index = 0; index < 3000; index++) {
      // Two-byte and four-byte characters, and one row longer than a chunk.
      const name = index === 1500 ? 'ř'.repeat(600_000) : `Dvořák 😀 ${index} ${'x'.repeat(index % 700)}`;
      const line = copyLine([index, name, { name }]);
      lines.push(line);
      rows.add(line);
    }
    const chunks = rows.done();
    expect(chunks.length).toBeGreaterThan(2);
    expect(rows.rows).toBe(3000);
    expect(Buffer.concat(chunks).equals(Buffer.from(lines.join('')))).toBe(true);
    expect(rows.done()).toEqual(chunks);
  });
});
