import { write as writeWorkbook, utils as xlsUtils } from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader } from './harness/auth.ts';
import { hugeCsv, longXlsx, wideXlsx, zipBombXlsx } from './harness/hostile-files.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';

let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

const EXPORT = (customerId: string) => `/api/admin/customers/${customerId}/addresses/export`;

async function upload(
  customerId: string,
  fileName: string,
  content: string | Buffer,
  username = 'centraladmin',
) {
  const form = new FormData();
  form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), fileName);
  const response = await fetch(`${portal.url}${EXPORT(customerId)}`, {
    method: 'PUT',
    body: form,
    headers: await authHeader(portal, username),
  });
  return { status: response.status, body: await response.json() };
}

async function namesOf(customerId: string): Promise<string[]> {
  const rows = await portal.runtime.db
    .selectFrom('addresses')
    .select('name')
    .where('owner_customer_id', '=', customerId)
    .orderBy('name')
    .execute();
  return rows.map((row) => row.name);
}

const CSV = [
  'name;street;zipCode;city;country;contactName;phone;types',
  'Kovárna Plzeň s.r.o.;Tylova 57;31600;Plzeň;CZ;"Novák; Jiří";+420 377 111 222;CONSIGNEE',
  'Liberecké Textilie a.s.;Šumavská 3;460 01;Liberec;CZ;;;CONSIGNEE,LOADING_SITE',
].join('\r\n');

describe('address export and import', () => {
  it('exports an address book as vCards named after the customer and reads it back', async () => {
    const response = await fetch(`${portal.url}${EXPORT('100001')}`, {
      headers: await authHeader(portal, 'centraladmin'),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/vcard');
    expect(response.headers.get('content-disposition')).toContain('100001.vcf');
    const vcf = await response.text();
    expect(vcf.match(/BEGIN:VCARD/g)).toHaveLength(4);

    const before = await namesOf('100002');
    const imported = await upload('100002', 'mueller.vcf', vcf);
    expect(imported).toEqual({ status: 200, body: { imported: 4, encoding: 'UTF-8' } });
    expect(await namesOf('100002')).toEqual(
      [...before, ...(await namesOf('100001'))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    const huber = await portal.runtime.db
      .selectFrom('addresses')
      .selectAll()
      .where('owner_customer_id', '=', '100002')
      .where('name', '=', 'Huber Anlagenbau GmbH')
      .executeTakeFirstOrThrow();
    expect(huber).toMatchObject({ zip_code: '1210', city: 'Wien', country: 'AT', phone: '+43 1 2716040' });
  });

  it('imports CSV with quoted values and reformats zip codes', async () => {
    expect(await upload('100001', 'addresses.csv', CSV)).toEqual({
      status: 200,
      body: { imported: 2, encoding: 'UTF-8' },
    });
    const forge = await portal.runtime.db
      .selectFrom('addresses')
      .selectAll()
      .where('name', '=', 'Kovárna Plzeň s.r.o.')
      .executeTakeFirstOrThrow();
    expect(forge).toMatchObject({
      zip_code: '316 00',
      contact_name: 'Novák; Jiří',
      owner_customer_id: '100001',
    });
  });

  it('reads a CSV saved by Excel on a German Windows (Windows-1252) and one in UTF-16, naming the encoding', async () => {
    const german = [
      'name;street;zipCode;city;country',
      'Müller Schönfeld GmbH;Weißenburger Straße 4;80339;München;DE',
    ].join('\r\n');
    expect(await upload('100001', 'excel.csv', Buffer.from(german, 'latin1'))).toEqual({
      status: 200,
      body: { imported: 1, encoding: 'Windows-1252' },
    });
    const unicode = german.replace('Müller Schönfeld', 'Bäckerei Größl');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(unicode, 'utf16le')]);
    expect(await upload('100001', 'unicode.csv', utf16)).toEqual({
      status: 200,
      body: { imported: 1, encoding: 'UTF-16LE' },
    });
    const stored = await portal.runtime.db
      .selectFrom('addresses')
      .select(['name', 'street', 'city'])
      .where('owner_customer_id', '=', '100001')
      .where('zip_code', '=', '80339')
      .where('city', '=', 'München')
      .orderBy('name')
      .execute();
    expect(stored).toEqual(
      expect.arrayContaining([
        { name: 'Bäckerei Größl GmbH', street: 'Weißenburger Straße 4', city: 'München' },
        { name: 'Müller Schönfeld GmbH', street: 'Weißenburger Straße 4', city: 'München' },
      ]),
    );
    const broken = Buffer.from(german, 'latin1');
    broken[broken.indexOf(0xfc)] = 0x81;
    const refused = await upload('100001', 'bytes.csv', broken);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('addresses.import.unreadable');
    expect(refused.body.errors[0].defaultMessage).toMatch(/neither UTF-8 nor Windows-1252: byte 0x81/);
  });

  it('imports the first worksheet of an .xlsx workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Adressen');
    sheet.addRow(['name', 'street', 'zipCode', 'city', 'country']);
    sheet.addRow(['Grazer Metall GmbH', 'Puchstraße 85', '8020', 'Graz', 'AT']);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await upload('100001', 'adressen.xlsx', data)).toEqual({ status: 200, body: { imported: 1 } });
    expect(await namesOf('100001')).toContain('Grazer Metall GmbH');
  });

  it('imports the first worksheet of a legacy binary .xls workbook', async () => {
    const workbook = xlsUtils.book_new();
    xlsUtils.book_append_sheet(
      workbook,
      xlsUtils.aoa_to_sheet([
        ['types', 'name', 'street', 'zipCode', 'city', 'country', 'phone'],
        [
          'SENDER,LOADING_SITE',
          'Linzer Stahlhandel GmbH',
          'Hafenstraße 12',
          '4020',
          'Linz',
          'AT',
          '+43 732 123456',
        ],
        ['', 'Pivovar Brno a.s.', 'Hlinky 12', '66147', 'Brno', 'CZ', ''],
      ]),
      'Adressen',
    );
    xlsUtils.book_append_sheet(workbook, xlsUtils.aoa_to_sheet([['name'], ['Not imported']]), 'Notes');
    const data = writeWorkbook(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    // A compound document, as Excel 97-2003 writes it.
    expect(data.subarray(0, 4).toString('hex')).toBe('d0cf11e0');
    expect(await upload('100001', 'ALTE-ADRESSEN.XLS', data)).toEqual({ status: 200, body: { imported: 2 } });
    const names = await namesOf('100001');
    expect(names).toEqual(expect.arrayContaining(['Linzer Stahlhandel GmbH', 'Pivovar Brno a.s.']));
    expect(names).not.toContain('Not imported');
    const brno = await portal.runtime.db
      .selectFrom('addresses')
      .selectAll()
      .where('name', '=', 'Pivovar Brno a.s.')
      .executeTakeFirstOrThrow();
    expect(brno).toMatchObject({ zip_code: '661 47', country: 'CZ' });
  });

  it('imports nothing from a file with one invalid row and names the row and field', async () => {
    const before = await namesOf('100001');
    const broken = `${CSV.replace('Kovárna Plzeň s.r.o.', 'Kovárna Brno s.r.o.')}\r\nChybná Adresa;Ulice 1;1234;Brno;CZ;;;`;
    const { status, body } = await upload('100001', 'broken.csv', broken);
    expect(status).toBe(400);
    expect(body.code).toBe('addresses.import.invalid');
    expect(body.errors).toEqual([{ field: 'rows[2].zipCode', defaultMessage: expect.any(String) }]);
    expect(await namesOf('100001')).toEqual(before);
  });

  it('refuses a control character in a cell as the API refuses it, and imports nothing', async () => {
    const before = await namesOf('100001');
    const hostile = CSV.replace('Tylova 57', 'Tylova\u000757');
    const { status, body } = await upload('100001', 'control.csv', hostile);
    expect(status).toBe(400);
    expect(body.errors).toContainEqual({ field: 'rows[0].street', defaultMessage: expect.any(String) });
    expect(await namesOf('100001')).toEqual(before);
  });

  it('answers unreadable and unsupported files with clear problems', async () => {
    const unreadable = await upload('100001', 'contacts.vcf', 'hello');
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.code).toBe('addresses.import.unreadable');
    const notAWorkbook = await upload('100001', 'old.xls', 'binary');
    expect(notAWorkbook.status).toBe(400);
    expect(notAWorkbook.body.code).toBe('addresses.import.unreadable');
    const other = await upload('100001', 'addresses.numbers', 'binary');
    expect(other.status).toBe(415);
    expect(other.body.code).toBe('addresses.import.unsupported-format');
    expect((await upload('100002', 'addresses.csv', CSV, 'branchadmin')).status).toBe(404);
  });
});

describe('address import of hostile files', () => {
  /** Uploads a file and says how long the answer took. */
  async function timed(fileName: string, content: string | Buffer) {
    const started = Date.now();
    const answer = await upload('100001', fileName, content);
    return { ...answer, ms: Date.now() - started };
  }

  it('refuses 3,000 rows with values in columns A and XFD within seconds, and imports nothing', async () => {
    const before = await namesOf('100001');
    const wide = await timed('wide.xlsx', wideXlsx(3000, ['name']));
    expect(wide.status).toBe(400);
    expect(wide.body.code).toBe('addresses.import.too-large');
    expect(wide.body.detail).toMatch(/nothing was imported/);
    expect(wide.body.errors).toEqual([
      { field: 'file', defaultMessage: expect.stringMatching(/column XFD/) },
    ]);
    expect(wide.ms).toBeLessThan(5000);
    expect(await namesOf('100001')).toEqual(before);
  });

  it('refuses a workbook of a million rows and a zip bomb within seconds', async () => {
    const long = await timed('long.xlsx', longXlsx(1_000_000));
    expect(long.status).toBe(400);
    expect(long.body.code).toBe('addresses.import.too-large');
    expect(long.body.errors[0].defaultMessage).toMatch(/more than 20,000 rows/);
    expect(long.ms).toBeLessThan(5000);

    const bomb = await timed('bomb.xlsx', zipBombXlsx(300));
    expect(bomb.status).toBe(400);
    expect(bomb.body.code).toBe('addresses.import.too-large');
    expect(bomb.body.errors[0].defaultMessage).toMatch(/unpacks to more than/);
    expect(bomb.ms).toBeLessThan(5000);
  });

  it('refuses a CSV beyond 5 MB and one with too many rows with a clear problem', async () => {
    const row = (index: number) => `Firma ${index};Hauptstraße ${index};20095;Hamburg;DE`;
    const large = await timed('large.csv', hugeCsv(6, 'name;street;zipCode;city;country', row));
    expect(large.status).toBe(400);
    expect(large.body.code).toBe('addresses.import.too-large');
    expect(large.body.errors[0].defaultMessage).toMatch(/larger than 5 MB/);

    const many = await timed('many.csv', hugeCsv(4, 'name;street;zipCode;city;country', row));
    expect(many.status).toBe(400);
    expect(many.body.errors[0].defaultMessage).toMatch(/more than 20,000 rows/);
    expect(many.ms).toBeLessThan(5000);

    const wideCsv = await timed(
      'wide.csv',
      `name;${'x;'.repeat(20_000)}\r\nFirma;${';'.repeat(20_000)}late\r\n`,
    );
    expect(wideCsv.status).toBe(400);
    expect(wideCsv.body.errors[0].defaultMessage).toMatch(/at most 100 columns/);
  });

  it('answers malformed workbooks and vCards as unreadable', async () => {
    const workbook = wideXlsx(10, ['name']);
    for (const [name, content] of [
      ['cut.xlsx', workbook.subarray(0, workbook.length - 30)],
      ['random.xlsx', Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919) % 251))],
      ['zip-as-legacy.xls', workbook],
      ['empty.csv', ''],
    ] as const) {
      const answer = await upload('100001', name, content);
      expect(answer.status, name).toBe(400);
      expect(answer.body.code, name).toBe('addresses.import.unreadable');
      expect(answer.body.errors[0].field).toBe('file');
    }
    const cards = await upload(
      '100001',
      'many.vcf',
      'BEGIN:VCARD\r\nORG:Firma\r\nEND:VCARD\r\n'.repeat(20_001),
    );
    expect(cards.status).toBe(400);
    expect(cards.body.code).toBe('addresses.import.too-large');
  });
});
