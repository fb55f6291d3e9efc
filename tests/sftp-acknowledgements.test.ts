import type SftpClient from 'ssh2-sftp-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edifactText, readEdifact } from '../services/files/edifact.ts';
import { type CallArgs, callAs } from './harness/calls.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import {
  customerSetting,
  iftminInterchange,
  openSftpAccount,
  orderFileCsv,
  orderFileRow,
} from './harness/sftp.ts';

/**
 * Acknowledgements in outbox/ (CONTRL and APERAK for an IFTMIN interchange, a CSV receipt for a
 * CSV file) and the check/ folder, through the portal's SFTP server and its running ingestion.
 */

let portal: TestPortal;
let client: SftpClient;
const call = (...args: CallArgs) => callAs(portal, ...args);

beforeAll(async () => {
  portal = await startTestPortal({ SFTP_POLL_MS: '300' });
  client = await openSftpAccount(portal, { SFTP_ACKNOWLEDGEMENTS: true });
});
afterAll(async () => {
  await client?.end();
  await portal?.stop();
});

async function shipments(): Promise<{ shipmentNumber: string; orderNumber: string }[]> {
  const response = await call('GET', '/api/shipments?size=200', 'customer1');
  expect(response.status).toBe(200);
  return response.body._embedded?.shipments ?? [];
}
const numberOf = async (orderNumber: string) =>
  (await shipments()).filter((shipment) => shipment.orderNumber === orderNumber).map((s) => s.shipmentNumber);

async function landed(path: string) {
  const end = Date.now() + 30_000;
  while (Date.now() < end) {
    if ((await client.exists(path)) === '-') return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${path}`);
}
const read = async (path: string) => {
  await landed(path);
  return (await client.get(path)) as Buffer;
};

/** The segments of an EDIFACT file as [tag, ...elements], read by the portal's own reader. */
const segments = (data: Buffer) =>
  readEdifact(edifactText(data), { maxSegments: 10_000, maxComponentChars: 2000 }).map((segment) => [
    segment.tag,
    ...segment.elements,
  ]);
const tagged = (data: Buffer, ...tags: string[]) =>
  segments(data).filter(([tag]) => tags.includes(tag as string));

/** The example interchange with its own order number and control reference. */
const interchange = (
  orderNumber: string,
  reference: string,
  edit: (text: string) => string = (text) => text,
) => iftminInterchange((text) => edit(text.replaceAll('A-4711', orderNumber)), reference);

describe('acknowledgements in outbox/', () => {
  it('answers an accepted interchange with CONTRL and an APERAK naming the new shipment', async () => {
    await client.put(interchange('ACK-1', 'ICACK1'), '/inbox/ack-1.edi');
    await landed('/processed/ack-1.edi');
    const [shipmentNumber] = await numberOf('ACK-1');
    expect(shipmentNumber).toBeDefined();

    const contrl = await read('/outbox/ack-1.edi.contrl.edi');
    const [unb] = segments(contrl);
    // Sender and recipient of the received UNB, swapped; its syntax; our message type.
    expect(unb?.slice(0, 4)).toEqual([
      'UNB',
      ['UNOC', '3'],
      ['FREIGHTPORTAL', 'ZZZ'],
      ['4012345000009', '14'],
    ]);
    expect(unb?.[7]).toEqual(['CONTRL']);
    expect(tagged(contrl, 'UNH', 'UCI', 'UCM', 'UCS')).toEqual([
      ['UNH', ['1'], ['CONTRL', 'D', '96A', 'UN']],
      ['UCI', ['ICACK1'], ['4012345000009', '14'], ['FREIGHTPORTAL', 'ZZZ'], ['7']],
      ['UCM', ['1'], ['IFTMIN', 'D', '04A', 'UN'], ['7']],
    ]);

    const aperak = await read('/outbox/ack-1.edi.aperak.edi');
    expect(tagged(aperak, 'UNH', 'BGM', 'RFF', 'ERC')).toEqual([
      ['UNH', ['1'], ['APERAK', 'D', '96A', 'UN']],
      ['BGM', ['610'], ['ACK-1'], ['29']],
      ['RFF', ['ACW', '1']],
      ['RFF', ['CU', 'ACK-1']],
      ['RFF', ['CN', shipmentNumber]],
    ]);
  });

  it('answers a refused interchange with the problems of its message and no shipment', async () => {
    const before = (await shipments()).length;
    const broken = interchange('ACK-2', 'ICACK2', (text) =>
      text.replace("MEA+AAE+AAB+KGM:480'", "MEA+AAE+AAB+KGM'").replace('München++80339', 'München++8033'),
    );
    await client.put(broken, '/inbox/ack-2.edi');
    await landed('/error/ack-2.edi');

    const contrl = await read('/outbox/ack-2.edi.contrl.edi');
    // The missing weight is a problem of the message as read (MEA: segment 18 of the message,
    // C174.6314 its third element's second component); the zip code one of the checks.
    expect(tagged(contrl, 'UCI', 'UCM', 'UCS', 'UCD')).toEqual([
      ['UCI', ['ICACK2'], ['4012345000009', '14'], ['FREIGHTPORTAL', 'ZZZ'], ['7']],
      ['UCM', ['1'], ['IFTMIN', 'D', '04A', 'UN'], ['4']],
      ['UCS', ['18']],
      ['UCD', ['13'], ['3', '2']],
    ]);
    const aperak = await read('/outbox/ack-2.edi.aperak.edi');
    expect(tagged(aperak, 'BGM', 'RFF', 'ERC')).toEqual([
      ['BGM', ['610'], ['ACK-2'], ['27']],
      ['RFF', ['ACW', '1']],
      ['RFF', ['CU', 'ACK-2']],
      ['ERC', ['REFUSED']],
      ['ERC', ['REFUSED']],
    ]);
    // Each problem in an FTX+AAO, its text in parts of 70 characters (C108.4440).
    const texts = tagged(aperak, 'FTX').map((segment) => {
      expect(segment[1]).toEqual(['AAO']);
      return (segment[4] as string[]).join('');
    });
    expect(texts).toEqual([
      'segment 15 NAD, element 3251: consignee zip code "8033": wrong postal code for country',
      'segment 20 MEA, element C174.6314: weight of goods item 1: value missing',
    ]);
    expect((await shipments()).length).toBe(before);
  });

  it('answers a CSV file with a receipt: one line per order with its shipment number', async () => {
    await client.put(orderFileCsv([orderFileRow('ACK-3'), orderFileRow('ACK-4')]), '/inbox/ack-3.csv');
    await landed('/processed/ack-3.csv');
    const receipt = await read('/outbox/ack-3.csv.receipt.csv');
    expect([...receipt.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [three] = await numberOf('ACK-3');
    const [four] = await numberOf('ACK-4');
    expect(receipt.toString('utf8').slice(1).split('\r\n')).toEqual([
      'orderNumber;status;shipmentNumber;problems',
      `ACK-3;accepted;${three};`,
      `ACK-4;accepted;${four};`,
      '',
    ]);
  });

  it('names the problems of each order of a refused CSV file in its receipt', async () => {
    await client.put(
      orderFileCsv([orderFileRow('ACK-5', { weight: 'heavy' }), orderFileRow('ACK-6')]),
      '/inbox/ack-5.csv',
    );
    await landed('/error/ack-5.csv');
    const lines = (await read('/outbox/ack-5.csv.receipt.csv')).toString('utf8').slice(1).split('\r\n');
    expect(lines[1]).toBe(
      'ACK-5;refused;;"row 2, weight: weight of goods item 1 ""heavy"": must be a whole number"',
    );
    expect(lines[2]).toBe(
      'ACK-6;refused;;not imported: other rows of the file have problems, so no order of it was saved',
    );
    expect(await numberOf('ACK-5')).toEqual([]);
  });

  it('answers a file imported before as refused, naming the earlier import', async () => {
    await client.put(interchange('ACK-1', 'ICACK1'), '/inbox/ack-1-again.edi');
    await landed('/error/ack-1-again.edi');
    const [shipmentNumber] = await numberOf('ACK-1');
    const contrl = await read('/outbox/ack-1-again.edi.contrl.edi');
    expect(tagged(contrl, 'UCI')).toEqual([
      ['UCI', ['ICACK1'], ['4012345000009', '14'], ['FREIGHTPORTAL', 'ZZZ'], ['4'], ['26']],
    ]);
    const aperak = await read('/outbox/ack-1-again.edi.aperak.edi');
    expect(tagged(aperak, 'BGM', 'ERC')).toEqual([
      ['BGM', ['610'], ['ACK-1'], ['27']],
      ['ERC', ['DUP']],
      ['ERC', ['DUP']],
      ['ERC', ['DUP']],
    ]);
    const texts = tagged(aperak, 'FTX').map((segment) => (segment[4] as string[]).join(''));
    expect(texts.join(' ')).toContain(`as ack-1.edi; its orders are the shipments ${shipmentNumber}`);
  });

  it('writes nothing to outbox/ for a customer without acknowledgements', async () => {
    await customerSetting(portal, '100001', 'SFTP_ACKNOWLEDGEMENTS', false);
    try {
      await client.put(orderFileCsv([orderFileRow('ACK-7')]), '/inbox/ack-7.csv');
      await landed('/processed/ack-7.csv');
      expect(await numberOf('ACK-7')).toHaveLength(1);
      expect(
        (await client.list('/outbox')).map((entry) => entry.name).filter((name) => name.startsWith('ack-7')),
      ).toEqual([]);
    } finally {
      await customerSetting(portal, '100001', 'SFTP_ACKNOWLEDGEMENTS', true);
    }
  });

  it('lets the customer read and remove acknowledgements but not write into outbox/', async () => {
    await landed('/outbox/ack-3.csv.receipt.csv');
    await expect(client.put(Buffer.from('forged'), '/outbox/forged.csv')).rejects.toThrow(/denied/i);
    await expect(client.put(Buffer.from('forged'), '/outbox/ack-3.csv.receipt.csv')).rejects.toThrow(
      /denied/i,
    );
    await expect(client.mkdir('/outbox/sub')).rejects.toThrow(/denied/i);
    await expect(client.rename('/outbox/ack-3.csv.receipt.csv', '/outbox/renamed.csv')).rejects.toThrow(
      /denied/i,
    );
    await expect(client.put(Buffer.from('forged'), '/check/results/forged.report.txt')).rejects.toThrow(
      /denied/i,
    );
    await expect(client.rmdir('/outbox')).rejects.toThrow(/denied/i);
    await client.delete('/outbox/ack-3.csv.receipt.csv');
    expect(await client.exists('/outbox/ack-3.csv.receipt.csv')).toBe(false);
  });
});

describe('the check folder', () => {
  it('checks a file as an import would and saves nothing; the same file then imports', async () => {
    const file = orderFileCsv([orderFileRow('CHK-1'), orderFileRow('CHK-2')]);
    const before = (await shipments()).length;
    await client.put(file, '/check/chk-1.csv');
    // The checked file moves last, after its report and receipt.
    await landed('/check/results/chk-1.csv');
    const report = (await read('/check/results/chk-1.csv.report.txt')).toString('utf8');
    expect(report.split('\n')[0]).toBe('would be imported: 2 orders');
    expect(report).toContain('orders: CHK-1, CHK-2');
    expect(await client.exists('/check/chk-1.csv')).toBe(false);
    expect(await client.exists('/check/results/chk-1.csv')).toBe('-');
    const receipt = (await read('/check/results/chk-1.csv.receipt.csv')).toString('utf8');
    expect(receipt.slice(1).split('\r\n')[1]).toBe('CHK-1;would be accepted;;');
    // A further run would have taken a file left in check/ again.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await shipments()).length).toBe(before);
    expect(await numberOf('CHK-1')).toEqual([]);

    await client.put(file, '/inbox/chk-1.csv');
    await landed('/processed/chk-1.csv');
    expect(await numberOf('CHK-1')).toHaveLength(1);
    expect((await shipments()).length).toBe(before + 2);
  });

  it('names every problem an import would, with CONTRL and APERAK marked as a test', async () => {
    const before = (await shipments()).length;
    const broken = interchange('CHK-3', 'ICCHK3', (text) =>
      text.replace("MEA+AAE+AAB+KGM:480'", "MEA+AAE+AAB+KGM'"),
    );
    await client.put(broken, '/check/chk-3.edi');
    await landed('/check/results/chk-3.edi');
    const report = (await read('/check/results/chk-3.edi.report.txt')).toString('utf8').split('\n');
    expect(report[0]).toBe('would not be imported: 1 problem');
    expect(report).toContain('segment 20 MEA, element C174.6314: weight of goods item 1: value missing');
    const contrl = await read('/check/results/chk-3.edi.contrl.edi');
    const [unb] = segments(contrl);
    expect(unb?.[11]).toEqual(['1']);
    expect(tagged(contrl, 'UCM')).toEqual([['UCM', ['1'], ['IFTMIN', 'D', '04A', 'UN'], ['4']]]);
    const aperak = await read('/check/results/chk-3.edi.aperak.edi');
    expect(segments(aperak)[0]?.[11]).toEqual(['1']);
    expect(tagged(aperak, 'BGM')).toEqual([['BGM', ['610'], ['CHK-3'], ['27']]]);
    // Only the check's results: nothing reaches outbox/ or the shipments.
    expect(
      (await client.list('/outbox')).map((entry) => entry.name).filter((name) => name.startsWith('chk-3')),
    ).toEqual([]);
    expect((await shipments()).length).toBe(before);
  });
});
