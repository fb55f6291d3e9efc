import { describe, expect, it } from 'vitest';
import type { ShipmentPayloadInput } from '../contracts/shipment/index.ts';
import { FILE_COLUMNS } from '../services/sftp/order-files.ts';
import { type CallArgs, callAs } from './harness/calls.ts';
import { iftminInterchange, orderFileRow, sftpPortalForTests } from './harness/sftp.ts';
import { order } from './shipments-helpers.ts';

/**
 * One rule book for every door (docs/rules.md): each broken order below breaks one rule and is sent
 * through the API and, where the format can carry the field, as a CSV order file and as an IFTMIN
 * message by SFTP. Every door refuses it, naming the same field with the same message (files: in
 * their report), and saves nothing.
 */

const door = sftpPortalForTests();
const call = (...args: CallArgs) => callAs(door.portal, ...args);

let interchanges = 0;
/** The documented IFTMIN example under a control reference of its own, edited. */
const iftmin = (edit: (text: string) => string) =>
  iftminInterchange(edit, `RB${String(++interchanges).padStart(8, '0')}`);

const csv = (values: Record<string, string | number>) =>
  Buffer.from(
    `${[FILE_COLUMNS, orderFileRow('RB-CSV', values)].map((cells) => cells.join(';')).join('\r\n')}\r\n`,
  );

/** The second cargo item of the IFTMIN example (the paint) and the same item over the API. */
const paint = {
  colliQty: 1,
  packingCode: 'KI',
  goods: 'Lacke',
  weight: 35,
  length: 60,
  width: 40,
  height: 40,
};
function withHazmat(hazmat: { unNumber: string } & Record<string, unknown>): ShipmentPayloadInput {
  const base = order();
  return order({
    cargoList: {
      items: [
        ...(base.cargoList?.items ?? []),
        {
          ...paint,
          dangerousGoods: true,
          hazmats: [{ quantity: 1, packagingCode: '4G', massUnit: 'kg', weight: 20, ...hazmat }],
        },
      ],
    },
  });
}

interface BrokenOrder {
  rule: string;
  /** The field the API names, and the message key's English text. */
  field: string;
  message: string;
  api: ShipmentPayloadInput;
  /** The same order as an IFTMIN message (the fixture edited), and the report line's start. */
  iftmin?: { edit: (text: string) => string; place: RegExp };
  /** The same order as a CSV row (overrides of the file's columns), and the report's column. */
  csv?: { values: Record<string, string | number>; column: string };
}

const hazmatAt = 'cargoList.items[1].hazmats[0]';
const note = (identifier: string, attachmentValue?: string) =>
  attachmentValue === undefined ? { identifier } : { identifier, attachmentValue };

const table: BrokenOrder[] = [
  {
    rule: 'a UN number exists in the ADR list',
    field: `${hazmatAt}.unNumber`,
    message: 'is not a UN number of the ADR list',
    api: withHazmat({ unNumber: '9999', packagingGroup: 'III' }),
    iftmin: {
      edit: (text) => text.replace('DGS+ADR+3+1263++3', 'DGS+ADR+3+9999++3'),
      place: /^segment \d+ DGS/,
    },
  },
  {
    rule: 'a collective (N.O.S.) entry needs its technical name, whatever the client says of it',
    field: `${hazmatAt}.technicalName`,
    message: 'must not be empty',
    api: withHazmat({ unNumber: '1993', packagingGroup: 'II', hazardClass: '3', collectiveTerm: false }),
    iftmin: {
      edit: (text) => text.replace('DGS+ADR+3+1263++3', 'DGS+ADR+3+1993++2'),
      place: /^segment \d+ DGS/,
    },
  },
  {
    rule: 'class 1, by the ADR list, needs the net explosive quantity',
    field: `${hazmatAt}.neq`,
    message: 'must not be empty',
    api: withHazmat({ unNumber: '0012', hazardClass: '3' }),
    iftmin: {
      edit: (text) => text.replace('DGS+ADR+3+1263++3', 'DGS+ADR+3+0012'),
      place: /^segment \d+ DGS/,
    },
  },
  {
    rule: 'the packing group is one the ADR list gives the number',
    field: `${hazmatAt}.packagingGroup`,
    message: 'is invalid',
    api: withHazmat({ unNumber: '1090', packagingGroup: 'III' }),
    iftmin: {
      edit: (text) => text.replace('DGS+ADR+3+1263++3', 'DGS+ADR+3+1090++3'),
      place: /^segment \d+ DGS/,
    },
  },
  {
    rule: 'cash on delivery only between the Czech Republic and Slovakia',
    field: 'collectOnDelivery.value',
    message: 'is possible only between the Czech Republic and Slovakia',
    api: order({ collectOnDelivery: { value: 100, currency: 'EUR' } }),
  },
  {
    rule: "a delivery note's text taken from the order's fields is that field's value",
    field: 'deliveryNotes[0].attachmentValue',
    message: "must be the order's own value",
    api: order({
      consignee: { ...order().consignee, phone: '+49 89 1234567' },
      deliveryNotes: [note('101', 'garbage')],
    }),
  },
  {
    rule: 'a typed delivery note text has at most 35 characters',
    field: 'deliveryNotes[0].attachmentValue',
    message: 'is too long',
    api: order({ deliveryNotes: [note('190', 'x'.repeat(36))] }),
  },
  {
    rule: "a delivery note's text passes its code's validator (a number for 108)",
    field: 'deliveryNotes[0].attachmentValue',
    message: 'may contain digits only',
    api: order({ deliveryNotes: [note('108', 'abc')] }),
  },
  {
    rule: 'a delivery note the product does not allow is refused',
    field: 'deliveryNotes[0].identifier',
    message: 'is not offered with this product',
    api: order({ deliveryNotes: [note('105', '12:00')] }),
    csv: { values: { deliveryNotes: '105' }, column: 'deliveryNotes' },
  },
  {
    rule: 'packing codes are known',
    field: 'cargoList.items[0].packingCode',
    message: 'is not a known packing code',
    api: order({ cargoList: { items: [{ ...order().cargoList!.items![0]!, packingCode: 'ZZ' }] } }),
    csv: { values: { packingCode: 'ZZ' }, column: 'packingCode' },
    iftmin: { edit: (text) => text.replace('GID+1+2:EP', 'GID+1+2:ZZ'), place: /^segment \d+ GID/ },
  },
];

describe('one rule book at every door', () => {
  it('refuses each broken order over the API, naming the field and the message', async () => {
    for (const broken of table) {
      const answer = await call('POST', '/api/shipments', 'customer1', broken.api);
      expect(answer.status, broken.rule).toBe(400);
      expect(answer.body.errors, broken.rule).toContainEqual({
        field: broken.field,
        defaultMessage: expect.stringContaining(broken.message),
      });
    }
  });

  it('refuses the same orders as IFTMIN and CSV files, each report naming the same message', async () => {
    const files: { name: string; broken: BrokenOrder; place: RegExp | string }[] = [];
    for (const [index, broken] of table.entries()) {
      if (broken.iftmin) {
        const name = `rule-${index}.edi`;
        await door.client.put(iftmin(broken.iftmin.edit), `/inbox/${name}`);
        files.push({ name, broken, place: broken.iftmin.place });
      }
      if (broken.csv) {
        const name = `rule-${index}.csv`;
        await door.client.put(csv(broken.csv.values), `/inbox/${name}`);
        files.push({ name, broken, place: `row 2, ${broken.csv.column}` });
      }
    }
    expect(files.length).toBeGreaterThanOrEqual(6);
    for (const file of files) {
      const report = await refusedReport(file.name);
      const lines = report.split('\n').filter((line) => line.includes(file.broken.message));
      expect(lines.length, `${file.name} (${file.broken.rule}):\n${report}`).toBeGreaterThan(0);
      expect(
        lines.some((line) =>
          typeof file.place === 'string' ? line.startsWith(file.place) : file.place.test(line),
        ),
        `${file.name} (${file.broken.rule}):\n${report}`,
      ).toBe(true);
    }
    const saved = await call('GET', '/api/shipments?size=200', 'customer1');
    const numbers = (saved.body._embedded?.shipments ?? []).map(
      (shipment: { orderNumber: string }) => shipment.orderNumber,
    );
    expect(numbers).not.toContain('RB-CSV');
  }, 120_000);

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

async function refusedReport(name: string): Promise<string> {
  const end = Date.now() + 30_000;
  while (Date.now() < end) {
    if ((await door.client.exists(`/error/${name}`)) === '-')
      return String(await door.client.get(`/error/${name}.errors.txt`));
    if ((await door.client.exists(`/processed/${name}`)) === '-') throw new Error(`${name} was imported`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${name} in error/`);
}
