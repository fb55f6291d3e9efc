import { describe, expect, it } from 'vitest';
import { type CallArgs, callAs } from './harness/calls.ts';
import {
  iftminInterchange,
  orderFileCsv,
  orderFileRow,
  orderFileXlsx,
  refusedReport,
  reportLines,
  sftpPortalForTests,
} from './harness/sftp.ts';
import { type BrokenOrder, czechToSlovak, table, toParis, withHazmat } from './rule-book-table.ts';
import { order } from './shipments-helpers.ts';

/**
 * One rule book for every door (docs/rules.md): each broken order below breaks exactly one rule and
 * is sent through the API and, where the format can carry the field, as a row of a CSV order file,
 * as the same row of an XLSX order file and as an IFTMIN message by SFTP. Every door refuses it
 * with that one problem, naming the same field with the same message (files: in their report, by
 * row and column or by segment), and saves nothing.
 */

const door = sftpPortalForTests();
const call = (...args: CallArgs) => callAs(door.portal, ...args);

let interchanges = 0;
/** The documented IFTMIN example under a control reference of its own, edited. */
const iftmin = (edit: (text: string) => string) =>
  iftminInterchange(edit, `RB${String(++interchanges).padStart(8, '0')}`);

/** The rows of the order file that holds every broken order a file can carry, one order each. */
const fileOrders = (() => {
  let row = 2;
  return table.flatMap((broken, index) => {
    if (!broken.file) return [];
    const orderNumber = `RB-${index}`;
    const cells = [broken.file.values, ...(broken.file.more ?? [])].map((values) =>
      orderFileRow(orderNumber, { ...broken.file?.values, ...values }),
    );
    const first = row;
    row += cells.length;
    return [{ broken, orderNumber, first, cells }];
  });
})();

describe('one rule book at every door', () => {
  it('holds at least 40 broken orders, each to one rule', () => {
    expect(table.length).toBeGreaterThanOrEqual(40);
    expect(new Set(table.map((broken) => broken.rule)).size).toBe(table.length);
  });

  it('refuses each broken order over the API with that one field error', async () => {
    for (const broken of table) {
      const answer = await call('POST', '/api/shipments', 'customer1', broken.api);
      expect.soft(answer.status, broken.rule).toBe(400);
      expect
        .soft(answer.body.errors, broken.rule)
        .toEqual([{ field: broken.field, defaultMessage: expect.stringContaining(broken.message) }]);
    }
  });

  it('refuses them as rows of one CSV and one XLSX file, the report naming each row once', async () => {
    const rows = fileOrders.flatMap((order) => order.cells);
    await door.client.put(orderFileCsv(rows), '/inbox/rule-book.csv');
    await door.client.put(await orderFileXlsx(rows), '/inbox/rule-book.xlsx');
    expect(fileOrders.length).toBeGreaterThanOrEqual(30);
    for (const name of ['rule-book.csv', 'rule-book.xlsx']) {
      const lines = reportLines(await refusedReport(door.client, name));
      const carried = fileOrders.filter(({ broken }) => name.endsWith('.csv') || !broken.file?.csvOnly);
      for (const { broken, first, cells } of carried) {
        const own = lines.filter((line) => {
          const row = Number(/^row (\d+),/.exec(line)?.[1]);
          return row >= first && row < first + cells.length;
        });
        expect.soft(own, `${name}: ${broken.rule}`).toEqual([
          expect.stringMatching(
            // The field's business name (and the value read) come between the column and the message.
            new RegExp(
              `^row ${first}, ${literally(broken.file!.column)}: (.+: )?${literally(broken.message)}`,
            ),
          ),
        ]);
      }
      expect(lines.length, name).toBe(carried.length);
    }
  }, 60_000);

  it('refuses them as IFTMIN messages, the report naming the segment', async () => {
    const files: { name: string; broken: BrokenOrder }[] = [];
    for (const [index, broken] of table.entries()) {
      if (!broken.iftmin) continue;
      const name = `rule-${index}.edi`;
      await door.client.put(iftmin(broken.iftmin.edit), `/inbox/${name}`);
      files.push({ name, broken });
    }
    expect(files.length).toBeGreaterThanOrEqual(30);
    for (const { name, broken } of files) {
      const report = await refusedReport(door.client, name);
      const lines = reportLines(report);
      expect
        .soft(lines, `${name} (${broken.rule}):\n${report}`)
        .toEqual([expect.stringMatching(broken.iftmin!.place)]);
      expect.soft(lines[0], `${name} (${broken.rule})`).toContain(`: ${broken.message}`);
    }
  }, 120_000);

  it('saved none of them, and takes a correct order at each door', async () => {
    const saved = await call('GET', '/api/shipments?size=200', 'customer1');
    const numbers = (saved.body._embedded?.shipments ?? []).map(
      (shipment: { orderNumber: string }) => shipment.orderNumber,
    );
    expect(numbers.filter((number: string) => number.startsWith('RB-'))).toEqual([]);
    expect(saved.body._embedded?.shipments ?? []).toHaveLength(0);
    // The baselines the table breaks are correct orders.
    for (const baseline of [order(), czechToSlovak(), toParis()])
      expect((await call('POST', '/api/shipments', 'customer1', baseline)).status).toBe(201);
    await door.client.put(orderFileCsv([orderFileRow('RB-OK')]), '/inbox/correct.csv');
    await door.client.put(
      iftmin((text) => text),
      '/inbox/correct.edi',
    );
    for (const name of ['correct.csv', 'correct.edi']) await landed(name);
  }, 60_000);

  it('takes a correct order at each door, its dangerous goods described by the ADR list', async () => {
    const posted = await call(
      'POST',
      '/api/shipments',
      'customer1',
      withHazmat({ unNumber: '1993', packagingGroup: 'II', hazardClass: '9', technicalName: 'Xylol' }),
    );
    expect(posted.status).toBe(201);
    const hazmat = posted.body.cargoList.items[1].hazmats[0];
    // The class, the collective flag and the tunnel code are the list's, not what the client sent.
    expect(hazmat).toMatchObject({
      hazardClass: '3',
      collectiveTerm: true,
      tunnelRestrictionCode: 'D/E',
      transportCategory: '2',
    });
  });
});

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function landed(name: string): Promise<void> {
  const end = Date.now() + 30_000;
  while (Date.now() < end) {
    if ((await door.client.exists(`/processed/${name}`)) === '-') return;
    if ((await door.client.exists(`/error/${name}`)) === '-')
      throw new Error(String(await door.client.get(`/error/${name}.errors.txt`)));
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${name} in processed/`);
}
