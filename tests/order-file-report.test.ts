import { describe, expect, it } from 'vitest';
import { addDays } from '../services/domain/rules/calendar.ts';
import { FILE_COLUMNS } from '../services/sftp/order-files.ts';
import {
  orderFileCsv,
  orderFileRow,
  orderFileXlsx,
  refusedReport,
  reportLines,
  sftpPortalForTests,
} from './harness/sftp.ts';
import { shippingDates } from './shipments-helpers.ts';

/**
 * An order file's report names every problem of every row in one pass: a column the portal does
 * not know does not stop the checks of the known ones, and a row's malformed cell (an empty zip
 * code, a weight that is no number) does not hide the rules of that row's well-formed cells
 * (packing codes, delivery notes, weekend and holiday dates, zip codes of the country).
 */

const door = sftpPortalForTests();

/** The first day after `date` that `wanted` holds for. */
function nextDay(date: string, wanted: (day: string) => boolean): string {
  let day = addDays(date, 1);
  while (!wanted(day)) day = addDays(day, 1);
  return day;
}

const { shippingDate } = shippingDates();
const saturday = nextDay(shippingDate, (day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 6);
const sunday = nextDay(shippingDate, (day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 0);

const header = [...FILE_COLUMNS, 'color'];
const rows = [
  // An empty zip code, an unknown packing code and a Saturday as the pick-up day.
  [
    ...orderFileRow('ALL-1', {
      consigneeZipCode: '',
      packingCode: 'ZZ',
      shippingDate: saturday,
      deliveryDate: '',
    }),
    'red',
  ],
  // A weight that is no number beside an unknown packing code, delivered on a Sunday.
  [...orderFileRow('ALL-2', { weight: 'abc', packingCode: 'ZZ', deliveryDate: sunday }), ''],
  // A delivery note the product does not offer and a zip code of the wrong form for Germany.
  [...orderFileRow('ALL-3', { deliveryNotes: '105', senderZipCode: '1234' }), 'blue'],
];

const expected = [
  'row 1, color: unknown column',
  'row 2, consigneeZipCode: must not be empty',
  'row 2, packingCode: is not a known packing code',
  'row 2, shippingDate: is a weekend day or a public holiday in the sender country',
  'row 3, deliveryDate: is a weekend day or a public holiday in the consignee country',
  'row 3, packingCode: is not a known packing code',
  'row 3, weight: must be a whole number',
  'row 4, deliveryNotes: is not offered with this product',
  'row 4, senderZipCode: wrong postal code for country',
];

describe('the report of an order file', () => {
  it('names every problem of a CSV and an XLSX file in one pass, by row and column', async () => {
    await door.client.put(orderFileCsv(rows, header), '/inbox/all-problems.csv');
    await door.client.put(await orderFileXlsx(rows, header), '/inbox/all-problems.xlsx');
    for (const name of ['all-problems.csv', 'all-problems.xlsx']) {
      const report = await refusedReport(door.client, name);
      expect(reportLines(report), `${name}:\n${report}`).toEqual(expected);
    }
  }, 60_000);
});
