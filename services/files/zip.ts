import { createInflateRaw } from 'node:zlib';
import { FileLimitError, megabytes } from './limits.ts';

/** One file of a zip archive as its central directory describes it. */
export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  /** The size the archive claims; inflating checks it, since a hostile archive may lie. */
  size: number;
  localHeader: number;
}

/** More entries than any workbook has; reading more directory is wasted work. */
const MAX_ENTRIES = 10_000;

class ZipError extends Error {}

/**
 * The entries of a zip archive from its central directory, by lower-case name. Reads the directory
 * only, inflates nothing; refuses encrypted and ZIP64 archives, which no spreadsheet needs.
 */
export function zipEntries(data: Buffer): Map<string, ZipEntry> {
  const minimum = 22;
  if (data.length < minimum) throw new ZipError('not a zip archive');
  let end = -1;
  for (let at = data.length - minimum; at >= Math.max(0, data.length - minimum - 0xffff); at--) {
    if (data.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new ZipError('not a zip archive (no central directory)');
  const count = data.readUInt16LE(end + 10);
  const directorySize = data.readUInt32LE(end + 12);
  const directoryOffset = data.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) throw new ZipError('ZIP64 archives are not read');
  if (count > MAX_ENTRIES) throw new FileLimitError(`the archive has more than ${MAX_ENTRIES} parts`);
  if (directoryOffset + directorySize > end) throw new ZipError('the zip directory is damaged');
  const entries = new Map<string, ZipEntry>();
  let at = directoryOffset;
  for (let index = 0; index < count; index++) {
    if (at + 46 > end || data.readUInt32LE(at) !== 0x02014b50)
      throw new ZipError('the zip directory is damaged');
    const flags = data.readUInt16LE(at + 8);
    const nameLength = data.readUInt16LE(at + 28);
    const name = data
      .subarray(at + 46, at + 46 + nameLength)
      .toString(flags & 0x800 ? 'utf8' : 'latin1')
      .replace(/^\/+/, '');
    const entry: ZipEntry = {
      name,
      method: data.readUInt16LE(at + 10),
      flags,
      compressedSize: data.readUInt32LE(at + 20),
      size: data.readUInt32LE(at + 24),
      localHeader: data.readUInt32LE(at + 42),
    };
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff)
      throw new ZipError('ZIP64 archives are not read');
    entries.set(name.toLowerCase(), entry);
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * The content of an entry in chunks, inflated as it is read. `maxBytes` is checked against the
 * size the directory claims before anything is inflated and against the bytes actually produced
 * while inflating: the stream stops at the first byte beyond it (zip bombs).
 */
export async function* entryChunks(data: Buffer, entry: ZipEntry, maxBytes: number): AsyncGenerator<Buffer> {
  if (entry.flags & 0x1) throw new ZipError('encrypted workbooks are not read');
  if (entry.size > maxBytes)
    throw new FileLimitError(
      `the workbook unpacks to more than ${megabytes(maxBytes)} (${entry.name}: ${megabytes(entry.size)})`,
    );
  const at = entry.localHeader;
  if (at + 30 > data.length || data.readUInt32LE(at) !== 0x04034b50)
    throw new ZipError(`the zip entry ${entry.name} is damaged`);
  const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  const compressed = data.subarray(start, start + entry.compressedSize);
  if (compressed.length !== entry.compressedSize)
    throw new ZipError(`the zip entry ${entry.name} is cut off`);
  if (entry.method === 0) {
    if (compressed.length !== entry.size) throw new ZipError(`the zip entry ${entry.name} is damaged`);
    yield compressed;
    return;
  }
  if (entry.method !== 8) throw new ZipError(`the zip entry ${entry.name} uses an unknown compression`);
  const inflater = createInflateRaw({ chunkSize: 64 * 1024 });
  inflater.end(compressed);
  let produced = 0;
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      produced += chunk.length;
      // The directory's size is what was checked above; more than it is a lie or damage.
      if (produced > entry.size)
        throw new FileLimitError(`the workbook part ${entry.name} unpacks to more than its directory says`);
      yield chunk;
    }
  } finally {
    inflater.destroy();
  }
  if (produced !== entry.size) throw new ZipError(`the zip entry ${entry.name} is damaged`);
}
