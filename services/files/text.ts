/**
 * The text of a file customers write with other programs: Excel on Windows saves "CSV
 * (semicolon-separated)" in Windows-1252, "Unicode text" in UTF-16 with a byte order mark, and
 * "CSV UTF-8" with one. The encoding is detected, never guessed silently: each reading names the
 * encoding it read, and a file in none of these is refused with a reason (docs/decisions/0192).
 */

export type TextEncodingName = 'UTF-8' | 'UTF-16LE' | 'UTF-16BE' | 'Windows-1252';

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
  /** The file began with a byte order mark. */
  bom: boolean;
}

/** A file whose bytes are text in none of the encodings read. */
export class TextEncodingError extends Error {
  override name = 'TextEncodingError';
}

/** Bytes that Windows-1252 leaves without a character: a file with one is not Windows-1252 text. */
const UNDEFINED_IN_1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

const hex = (byte: number) => `0x${byte.toString(16).toUpperCase().padStart(2, '0')}`;

/** The name of an encoding as a report shows it: `UTF-8 with BOM`, `Windows-1252`. */
export function describeEncoding(decoded: Pick<DecodedText, 'encoding' | 'bom'>): string {
  return decoded.bom && decoded.encoding === 'UTF-8' ? 'UTF-8 with BOM' : decoded.encoding;
}

/**
 * Reads `data` as UTF-8 (with or without BOM), UTF-16 with a BOM, or Windows-1252 (which includes
 * ISO-8859-1's letters): UTF-8 when every byte sequence is valid UTF-8, else Windows-1252 when
 * every byte is a character there. The BOM is not part of the text.
 */
export function decodeText(data: Uint8Array): DecodedText {
  if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf)
    return { text: strictUtf8(data.subarray(3)), encoding: 'UTF-8', bom: true };
  if (data[0] === 0xff && data[1] === 0xfe) {
    if (data[2] === 0 && data[3] === 0) throw new TextEncodingError('the file is UTF-32, which is not read');
    return { text: new TextDecoder('utf-16le').decode(data.subarray(2)), encoding: 'UTF-16LE', bom: true };
  }
  if (data[0] === 0xfe && data[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(data.subarray(2)), encoding: 'UTF-16BE', bom: true };
  const zero = data.indexOf(0);
  if (zero >= 0)
    throw new TextEncodingError(
      `the file holds a zero byte at offset ${zero}: it is no text, or UTF-16 without a byte order mark (save it as UTF-8, or as UTF-16 with one)`,
    );
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(data), encoding: 'UTF-8', bom: false };
  } catch {
    const undefinedAt = data.findIndex((byte) => UNDEFINED_IN_1252.has(byte));
    if (undefinedAt >= 0)
      throw new TextEncodingError(
        `the file is neither UTF-8 nor Windows-1252: byte ${hex(data[undefinedAt] as number)} at offset ${undefinedAt} is no character in either (save it as UTF-8)`,
      );
    return { text: new TextDecoder('windows-1252').decode(data), encoding: 'Windows-1252', bom: false };
  }
}

function strictUtf8(data: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(data);
  } catch {
    throw new TextEncodingError('the file begins with a UTF-8 byte order mark but is not valid UTF-8');
  }
}
