import { describe, expect, it } from 'vitest';
import { decodeText, describeEncoding, TextEncodingError } from './text.ts';

const text = 'Name;Ort\nMüller Maschinenbau GmbH;München – 5 €\n';

describe('decodeText', () => {
  it('reads UTF-8 with and without a byte order mark', () => {
    expect(decodeText(Buffer.from(text, 'utf8'))).toEqual({ text, encoding: 'UTF-8', bom: false });
    const withBom = decodeText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]));
    expect(withBom).toEqual({ text, encoding: 'UTF-8', bom: true });
    expect(describeEncoding(withBom)).toBe('UTF-8 with BOM');
  });

  it('reads UTF-16 with a byte order mark, little and big endian', () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    expect(decodeText(le)).toEqual({ text, encoding: 'UTF-16LE', bom: true });
    const be = Buffer.from(le);
    be.swap16();
    expect(decodeText(be)).toEqual({ text, encoding: 'UTF-16BE', bom: true });
  });

  it('reads what Excel on a German Windows saves as Windows-1252, ISO-8859-1 letters included', () => {
    // "Müller ... München – 5 €" in Windows-1252: ü 0xFC, – 0x96, € 0x80.
    const bytes = Buffer.from(
      [...text].map((char) => ({ ü: 0xfc, '–': 0x96, '€': 0x80 })[char] ?? char.charCodeAt(0)),
    );
    expect(decodeText(bytes)).toEqual({ text, encoding: 'Windows-1252', bom: false });
  });

  it('refuses bytes that are text in none of them, saying where', () => {
    expect(() => decodeText(Buffer.from([0x41, 0xfc, 0x81, 0x42]))).toThrow(/byte 0x81 at offset 2/);
    expect(() => decodeText(Buffer.from('ab', 'utf16le'))).toThrow(/UTF-16 without a byte order mark/);
    expect(() => decodeText(Buffer.from([0xff, 0xfe, 0, 0, 0x41, 0, 0, 0]))).toThrow(TextEncodingError);
    expect(() => decodeText(Buffer.from([0xef, 0xbb, 0xbf, 0xfc]))).toThrow(/not valid UTF-8/);
  });
});
