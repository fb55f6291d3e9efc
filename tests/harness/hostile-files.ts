import { constants, crc32, deflateRawSync } from 'node:zlib';
import { columnName } from '../../services/files/limits.ts';

/**
 * Hostile and malformed files for the tests of the bounded file readers: workbooks built part by
 * part, so that they can say what no spreadsheet program would write.
 */

export interface ZipPart {
  name: string;
  /** The stored or deflated bytes as they go into the archive. */
  data: Buffer;
  /** `data` is deflated already (raw deflate); else it is stored. */
  deflated?: boolean;
  /** The unpacked size the directory claims: the real one unless a test wants a lie. */
  size: number;
  crc?: number;
}

/** A zip archive of the parts, with local headers and a central directory. */
export function zipArchive(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const method = part.deflated ? 8 : 0;
    const crc = part.crc ?? 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(part.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(part.data.length, 20);
    central.writeUInt32LE(part.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.data);
    directory.push(central, name);
    offset += local.length + name.length + part.data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

const deflated = (name: string, text: string): ZipPart => {
  const data = Buffer.from(text, 'utf8');
  return { name, data: deflateRawSync(data), deflated: true, size: data.length, crc: crc32(data) };
};

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a workbook around one worksheet. */
function workbookParts(): ZipPart[] {
  return [
    deflated(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    deflated(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    deflated(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${RELS}"><sheets><sheet name="Orders" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    deflated(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
  ];
}

const sheetStart = (dimension: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><dimension ref="${dimension}"/><sheetData>`;
const sheetEnd = '</sheetData></worksheet>';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const inline = (reference: string, text: string) =>
  `<c r="${reference}" t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`;

/** A workbook whose first row is `header` and whose rows hold values in column A and column XFD. */
export function wideXlsx(rows: number, header: string[] = ['orderNumber']): Buffer {
  const xml = [sheetStart(`A1:XFD${rows + 1}`)];
  xml.push(
    `<row r="1">${header.map((name, index) => inline(`${columnName(index + 1)}1`, name)).join('')}</row>`,
  );
  for (let row = 2; row <= rows + 1; row++)
    xml.push(`<row r="${row}">${inline(`A${row}`, `W-${row}`)}${inline(`XFD${row}`, 'x')}</row>`);
  xml.push(sheetEnd);
  return zipArchive([...workbookParts(), deflated('xl/worksheets/sheet1.xml', xml.join(''))]);
}

/** A workbook of `rows` rows with one number each (a million rows pack into a few megabytes). */
export function longXlsx(rows: number, header = 'name'): Buffer {
  const xml = [sheetStart(`A1:A${rows + 1}`), `<row r="1">${inline('A1', header)}</row>`];
  for (let row = 2; row <= rows + 1; row++) xml.push(`<row><c><v>${row}</v></c></row>`);
  xml.push(sheetEnd);
  return zipArchive([...workbookParts(), deflated('xl/worksheets/sheet1.xml', xml.join(''))]);
}

/**
 * A zip bomb: a worksheet of `megabytes` MB of rows that packs into about a thousandth of that (one
 * deflated megabyte repeated). `claimedSize` makes the directory claim another unpacked size.
 */
export function zipBombXlsx(megabytes: number, claimedSize?: number): Buffer {
  const start = Buffer.from(`${sheetStart('A1:A1')}<row r="1">${inline('A1', 'orderNumber')}</row>`);
  const row = '<row><c t="inlineStr"><is><t>BOMB</t></is></c></row>';
  const block = Buffer.from(row.repeat(Math.floor((1024 * 1024) / row.length)));
  const end = Buffer.from(sheetEnd);
  const flush = { finishFlush: constants.Z_FULL_FLUSH };
  const repeated = deflateRawSync(block, flush);
  const data = Buffer.concat([
    deflateRawSync(start, flush),
    ...Array.from({ length: megabytes }, () => repeated),
    deflateRawSync(end),
  ]);
  const size = start.length + block.length * megabytes + end.length;
  return zipArchive([
    ...workbookParts(),
    { name: 'xl/worksheets/sheet1.xml', data, deflated: true, size: claimedSize ?? size },
  ]);
}

/** A CSV of about `megabytes` MB: a header and rows of the given cells. */
export function hugeCsv(megabytes: number, header: string, row: (index: number) => string): Buffer {
  const lines = [header];
  let size = header.length;
  for (let index = 1; size < megabytes * 1024 * 1024; index++) {
    const line = row(index);
    lines.push(line);
    size += line.length + 2;
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}
