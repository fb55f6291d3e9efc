import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shipmentPayloadSchema } from '../../contracts/shipment/index.ts';
import { FileLimitError } from '../files/limits.ts';
import { edifactLimits, errorReport, locateField, orderFileContent, readOrderFile } from './order-files.ts';

const example = readFileSync(new URL('../../tests/fixtures/iftmin-order.edi', import.meta.url), 'utf8');
const read = (text: string, name = 'orders.edi') =>
  orderFileContent({ name, data: Buffer.from(text), maxRows: 10_000 });
/** The example with `from` replaced by `to` (a segment's text, terminator included). */
const edit = (from: string, to: string) => {
  expect(example).toContain(from);
  return example.replace(from, to);
};

describe('IFTMIN order files', () => {
  it('maps the example of docs/sftp-orders.md to an order the contract takes', async () => {
    const content = await read(example);
    expect(content.errors).toEqual([]);
    expect(content.interchange).toEqual({ sender: '4012345000009', reference: 'IC26112301' });
    expect(content.orders).toHaveLength(1);
    const [order] = content.orders;
    const parsed = shipmentPayloadSchema.parse(order?.payload);
    expect(parsed).toMatchObject({
      orderNumber: 'A-4711',
      referenceNumber: '4711',
      shippingDate: '2026-11-24',
      deliveryDate: '2026-11-25',
      product: { identifier: 'P01' },
      shippingTerms: { identifier: '04' },
      sender: {
        name: 'Müller Maschinenbau GmbH',
        street: 'Billwerder Neuer Deich 72',
        zipCode: '20539',
        city: 'Hamburg',
        country: 'DE',
        contactName: 'Hans Müller',
        phone: '+49 40 7654321',
      },
      consignee: { name: 'Schmidt Werkzeugbau GmbH', city: 'München', email: 'wareneingang@schmidt.example' },
    });
    expect(parsed.cargoList.items).toEqual([
      expect.objectContaining({
        colliQty: 2,
        packingCode: 'EP',
        goods: 'Maschinenteile',
        weight: 480,
        length: 120,
        width: 80,
        height: 100,
        dangerousGoods: false,
        hazmats: [],
      }),
      expect.objectContaining({
        colliQty: 1,
        packingCode: 'KI',
        goods: 'Lacke',
        weight: 35,
        dangerousGoods: true,
        hazmats: [
          expect.objectContaining({
            unNumber: '1263',
            hazardClass: '3',
            packagingGroup: 'III',
            packagingCode: '4G',
            shippingName: 'FARBE',
            weight: 20,
          }),
        ],
      }),
    ]);
  });

  it('is the example the documentation shows', () => {
    const doc = readFileSync(new URL('../../docs/sftp-orders.md', import.meta.url), 'utf8');
    const block = /```edifact\n([\s\S]*?)```/.exec(doc)?.[1];
    expect(block).toBe(example);
  });

  it('names the segment and element of a missing value', async () => {
    const content = await read(edit("MEA+AAE+AAB+KGM:480'", "MEA+AAE+AAB+KGM'"));
    expect(content.errors).toEqual([
      expect.objectContaining({
        place: 'segment 20 MEA, element C174.6314',
        message: 'weight of goods item 1: value missing',
        code: 'orderFile.iftmin.valueMissing',
      }),
    ]);
    expect(errorReport('orders.edi', content.errors)).toContain(
      'segment 20 MEA, element C174.6314: weight of goods item 1: value missing',
    );
    // The contract's "required" of the same field is not reported a second time.
    const [order] = content.orders;
    expect(order && locateField(order, 'cargoList.items[0].weight')).toMatchObject({
      place: 'segment 20 MEA, element C174.6314 (weight)',
    });
  });

  it('places the contract fields at their elements, and unknown ones at the nearest segment', async () => {
    const [order] = (await read(example)).orders;
    if (!order) throw new Error('no order');
    expect(locateField(order, 'consignee.zipCode').place).toBe(
      'segment 15 NAD, element 3251 (consignee zip code)',
    );
    expect(locateField(order, 'cargoList.items[1].hazmats[0].packagingGroup').place).toBe(
      'segment 26 DGS, element 8339 (packing group)',
    );
    expect(locateField(order, 'cargoList.items[1].marking').place).toBe('segment 22 GID');
    expect(locateField(order, 'invoiceRecipient.name').place).toBe('segment 3 UNH');
  });

  it('reports what is missing from a message, and checks the envelope', async () => {
    const text = example
      .replace("NAD+CN+++Schmidt Werkzeugbau GmbH+Landsberger Straße 110+München++80339+DE'\n", '')
      .replace("TSR+P01'\n", '')
      .replace("FTX+AAA+++Lacke'\n", '')
      .replace("DIM+2+CMT:60:40:40'", "DIM+2+INH:24:16:16'")
      .replace("DGS+ADR+3+1263++3'", "DGS+IMD+3+++3'")
      .replace("UNZ+1+IC26112301'", "UNZ+2+IC26112399'");
    const report = errorReport('orders.edi', (await read(text)).errors);
    expect(report.split('\n').filter((line) => line.startsWith('segment'))).toEqual([
      'segment 3 UNH: consignee missing (NAD+CN, NAD+ST or NAD+DP)',
      'segment 3 UNH: product missing (TSR)',
      'segment 20 GID: goods description of goods item 2 missing (FTX+AAA)',
      'segment 22 DIM, element C211.6411: length of goods item 2: unit INH; dimensions are read in CMT, MMT or MTR',
      'segment 23 DGS, element 8273: regulation IMD; only ADR is read',
      'segment 23 DGS, element C234.7124: UN number of dangerous goods 1 of goods item 2 missing',
      'segment 26 UNT, element 0074: number of segments 27, the message has 24',
      "segment 27 UNZ, element 0020: control reference IC26112399 differs from UNB's IC26112301",
      'segment 27 UNZ, element 0036: number of messages 2, the interchange has 1',
    ]);
  });

  it('reads several messages as several orders and refuses other message types', async () => {
    const body = example.slice(example.indexOf('UNH'), example.indexOf('UNZ'));
    const message = (reference: string, type: string, orderNumber: string) =>
      body
        .replace('UNH+1+IFTMIN:', `UNH+${reference}+${type}:`)
        .replace("UNT+27+1'", `UNT+27+${reference}'`)
        .replaceAll('A-4711', orderNumber);
    const orders = example.replace(
      'UNZ+1+',
      `${message('2', 'IFTMIN', 'A-4712')}${message('3', 'ORDERS', 'A-4713')}UNZ+3+`,
    );
    const content = await read(orders);
    expect(content.orders.map((order) => order.payload.orderNumber)).toEqual(['A-4711', 'A-4712']);
    expect(content.errors.map((error) => `${error.place}: ${error.message}`)).toEqual([
      'segment 57 UNH, element S009.0065: message type ORDERS; only IFTMIN is read',
    ]);
  });

  it('names the segment where a file stops being EDIFACT', async () => {
    const upper = await read(edit('UNB+UNOC:3', 'UNB+UNOA:3'));
    expect(upper.errors).toEqual([
      expect.objectContaining({
        place: 'segment 12',
        message: expect.stringMatching(/"ü" is not in the character set UNOA/),
      }),
    ]);
    const cut = await read(example.slice(0, example.indexOf("UNT+27+1'") + 5));
    expect(cut.errors.map((error) => `${error.place}: ${error.message}`)).toEqual([
      'segment 29: the last segment is not terminated',
    ]);
    const wrongSyntax = await read(edit('UNB+UNOC:3', 'UNB+UNOX:3'));
    expect(wrongSyntax.errors[0]).toMatchObject({
      place: 'segment 2',
      message: expect.stringMatching(/UNOX is not read/),
    });
    const notEdifact = await read("UNB+UNOC:3+S+R+1+IC1'\nhello world\n");
    expect(notEdifact.errors[0]?.message).toMatch(/a segment starts with its tag of three capital letters/);
  });

  it('reads a .txt file that begins with UNA or UNB as EDIFACT, and ISO 8859-1 text', async () => {
    expect((await read(example, 'orders.txt')).orders).toHaveLength(1);
    const latin1 = await orderFileContent({
      name: 'orders.edi',
      data: Buffer.from(example, 'latin1'),
      maxRows: 10_000,
    });
    expect(latin1.orders[0]?.payload.sender?.name).toBe('Müller Maschinenbau GmbH');
  });

  it('stops at the segment bound, in the bounded worker', async () => {
    expect(edifactLimits(10)).toEqual({ maxSegments: 110, maxComponentChars: 2000 });
    const long = example.replace('UNZ+', `${"FTX+AAA+++x'\n".repeat(200)}UNZ+`);
    const content = await readOrderFile('long.edi', Buffer.from(long), {
      maxRows: 10,
      timeoutMs: 20_000,
      maxMemoryMb: 64,
    });
    expect(content?.errors).toEqual([{ row: 0, column: '', message: 'the file has more than 110 segments' }]);
    expect(new FileLimitError('x').name).toBe('FileLimitError');
  });

  it("reads a partner's unit codes through the code mappings' units, and names one nothing maps", async () => {
    const text = edit("MEA+AAE+AAB+KGM:480'", "MEA+AAE+AAB+KGS:480'").replace(
      "DIM+2+CMT:120:80:100'",
      "DIM+2+CM:120:80:100'",
    );
    const mapped = await orderFileContent({
      name: 'units.edi',
      data: Buffer.from(text),
      maxRows: 10_000,
      units: { KGS: 'KGM', CM: 'CMT' },
    });
    expect(mapped.errors).toEqual([]);
    expect(mapped.orders[0]?.payload.cargoList?.items?.[0]).toMatchObject({
      weight: 480,
      length: 120,
      width: 80,
    });
    const unmapped = await read(text);
    expect(unmapped.errors.map((error) => error.code)).toEqual([
      'orderFile.iftmin.weightUnit',
      'orderFile.iftmin.dimensionUnit',
    ]);
  });
});
