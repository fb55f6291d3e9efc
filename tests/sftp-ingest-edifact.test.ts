import { describe, expect, it } from 'vitest';
import { type CallArgs, callAs } from './harness/calls.ts';
import { iftminInterchange, sftpPortalForTests } from './harness/sftp.ts';
import { shippingDates } from './shipments-helpers.ts';

/** IFTMIN order files uploaded to the portal's SFTP server and taken in by the running ingestion. */

const door = sftpPortalForTests();
const call = (...args: CallArgs) => callAs(door.portal, ...args);

const interchange = iftminInterchange;

interface Listed {
  shipmentNumber: string;
  orderNumber: string;
  state: string;
  sender: { customerId?: string };
}
async function shipments(): Promise<Listed[]> {
  const response = await call('GET', '/api/shipments?size=100', 'customer1');
  expect(response.status).toBe(200);
  return response.body._embedded?.shipments ?? [];
}

async function landed(folder: string, name: string) {
  const end = Date.now() + 30_000;
  while (Date.now() < end) {
    if ((await door.client.exists(`/${folder}/${name}`)) === '-') {
      expect(await door.client.exists(`/inbox/${name}`)).toBe(false);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${name} in ${folder}/`);
}
const report = async (name: string) => String(await door.client.get(`/error/${name}.errors.txt`));

describe('IFTMIN order files by SFTP', () => {
  it('saves the order of a valid interchange, with its parties, dates, goods and dangerous goods', async () => {
    await door.client.put(interchange(), '/inbox/A-4711.edi');
    await landed('processed', 'A-4711.edi');
    const saved = (await shipments()).filter((shipment) => shipment.orderNumber === 'A-4711');
    expect(saved).toHaveLength(1);
    // NAD+CZ names no customer number: the list shows the ordering customer's.
    expect(saved[0]?.sender.customerId).toBe('100001');
    const detail = await call('GET', `/api/shipments/${saved[0]?.shipmentNumber}`, 'customer1');
    expect(detail.status).toBe(200);
    const { shippingDate, deliveryDate } = shippingDates();
    expect(detail.body).toMatchObject({
      state: 'DRAFT',
      referenceNumber: '4711',
      shippingDate,
      deliveryDate,
      product: { identifier: 'P01' },
      shippingTerms: { identifier: '04' },
      sender: {
        name: 'Müller Maschinenbau GmbH',
        zipCode: '20539',
        contactName: 'Hans Müller',
        phone: '+49 40 7654321',
      },
      consignee: { name: 'Schmidt Werkzeugbau GmbH', city: 'München', email: 'wareneingang@schmidt.example' },
      lastModifiedBy: 'SFTP-Import',
    });
    expect(detail.body.cargoList.items).toEqual([
      expect.objectContaining({
        colliQty: 2,
        packingCode: 'EP',
        goods: 'Maschinenteile',
        weight: 480,
        length: 120,
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
            packagingGroup: 'III',
            packagingCode: '4G',
            weight: 20,
          }),
        ],
      }),
    ]);
  });

  it('refuses an invalid interchange as a whole, with a report naming segment and element', async () => {
    const before = (await shipments()).length;
    const body = interchange().toString();
    const second = body
      .slice(body.indexOf('UNH'), body.indexOf('UNZ'))
      .replace('UNH+1+', 'UNH+2+')
      .replace("UNT+27+1'", "UNT+27+2'")
      .replaceAll('A-4711', 'A-4720')
      .replace('München++80339', 'München++8033')
      .replace("DGS+ADR+3+1263++3'", "DGS+ADR+3+1263++4'");
    const text = body
      .replace('IC26112301', 'IC26112302')
      .replace('IC26112301', 'IC26112302')
      .replaceAll('A-4711', 'A-4719')
      .replace("MEA+AAE+AAB+KGM:480'", "MEA+AAE+AAB+KGM'")
      .replace('UNZ+1+', `${second}UNZ+2+`);
    await door.client.put(Buffer.from(text), '/inbox/broken.edi');
    await landed('error', 'broken.edi');
    const lines = (await report('broken.edi')).split('\n');
    expect(lines.slice(0, 2)).toEqual([
      'broken.edi: not imported, no order of this file was saved.',
      'Correct the segments below and upload the whole file again.',
    ]);
    // The first message's MEA is segment 20; the second message starts at segment 30, its
    // consignee's NAD is segment 42 and its DGS segment 53.
    expect(lines.filter((line) => line.startsWith('segment'))).toEqual([
      'segment 20 MEA, element C174.6314: weight of goods item 1: value missing',
      'segment 42 NAD, element 3251: consignee zip code "8033": wrong postal code for country',
      'segment 53 DGS, element 8339: packing group of dangerous goods 1 of goods item 2 "4": is invalid',
    ]);
    const after = await shipments();
    expect(after).toHaveLength(before);
    expect(after.some((shipment) => shipment.orderNumber === 'A-4719')).toBe(false);

    // A refused interchange uses up nothing: corrected, it may come again under its reference.
    const corrected = text
      .replace("MEA+AAE+AAB+KGM'", "MEA+AAE+AAB+KGM:480'")
      .replace('München++8033+', 'München++80339+')
      .replace("DGS+ADR+3+1263++4'", "DGS+ADR+3+1263++3'");
    await door.client.put(Buffer.from(corrected), '/inbox/corrected.edi');
    await landed('processed', 'corrected.edi');
    const saved = (await shipments()).map((shipment) => shipment.orderNumber);
    expect(saved.filter((number) => number === 'A-4719' || number === 'A-4720')).toHaveLength(2);
  });

  it('refuses an interchange whose UNB reference was imported already, and the same content again', async () => {
    const before = (await shipments()).length;
    // Another order under the control reference of the first file.
    await door.client.put(
      interchange((text) => text.replaceAll('A-4711', 'A-4730')),
      '/inbox/again.edi',
    );
    await landed('error', 'again.edi');
    const again = await report('again.edi');
    expect(again).toMatch(
      /^again\.edi: not imported, because its interchange IC26112301 of sender 4012345000009 \(UNB 0020\) was already imported\.$/m,
    );
    expect(again).toMatch(/^It was imported on .+ as A-4711\.edi; its orders are the shipments \d+\.$/m);
    expect(again).not.toMatch(/Correct the/);
    await door.client.put(interchange(), '/inbox/A-4711-copy.edi');
    await landed('error', 'A-4711-copy.edi');
    expect(await report('A-4711-copy.edi')).toMatch(/because the same file was already imported/);
    expect(await shipments()).toHaveLength(before);

    // A new control reference is a new interchange.
    await door.client.put(
      interchange((text) => text.replaceAll('IC26112301', 'IC26112303').replaceAll('A-4711', 'A-4731')),
      '/inbox/A-4731.txt',
    );
    await landed('processed', 'A-4731.txt');
    expect((await shipments()).filter((shipment) => shipment.orderNumber === 'A-4731')).toHaveLength(1);
  });
});
