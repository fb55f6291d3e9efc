import { describe, expect, it } from 'vitest';
import { acknowledgementFiles } from './file-acknowledgements.ts';
import type { FileOrder } from './file-order.ts';

const sending = { now: new Date('2026-11-29T13:05:00Z'), test: false };
const order = (orderNumber: string, rows: number[]) =>
  ({ rows, payload: { orderNumber } }) as unknown as FileOrder;
const receipt = (files: { suffix: string; data: Buffer }[]) => {
  expect(files.map((file) => file.suffix)).toEqual(['.receipt.csv']);
  return files[0]?.data.toString('utf8').slice(1).split('\r\n').slice(1, -1);
};

describe('the receipt of a CSV file', () => {
  it('says so in one line when the file is refused as a whole', () => {
    const files = acknowledgementFiles(
      { name: 'orders.pdf', hash: 'ab' },
      {
        accepted: false,
        errors: [{ row: 0, column: '', message: 'only .csv, .xlsx and .edi (EDIFACT) files are read' }],
      },
      sending,
    );
    expect(receipt(files)).toEqual([';refused;;file: only .csv, .xlsx and .edi (EDIFACT) files are read']);
  });

  it('puts problems of no order on a line of their own before the orders', () => {
    const files = acknowledgementFiles(
      { name: 'orders.csv', hash: 'ab' },
      {
        accepted: false,
        errors: [
          { row: 1, column: 'colour', message: 'unknown column' },
          { row: 3, column: 'weight', message: 'must be a whole number' },
        ],
        content: { orders: [order('A-1', [2]), order('A-2', [3, 4])], errors: [] },
      },
      sending,
    );
    expect(receipt(files)).toEqual([
      ';refused;;row 1, colour: unknown column',
      'A-1;refused;;not imported: other rows of the file have problems, so no order of it was saved',
      'A-2;refused;;row 3, weight: must be a whole number',
    ]);
  });

  it('names the earlier import of a duplicate', () => {
    const files = acknowledgementFiles(
      { name: 'orders.csv', hash: 'ab' },
      {
        accepted: false,
        errors: [{ row: 0, column: '', message: 'the same content was imported already' }],
        duplicate:
          'orders.csv: not imported, because the same file was already imported.\nIt was imported on 2026-11-28 10:00 UTC as first.csv; its orders are the shipments 1000001.\n',
      },
      sending,
    );
    expect(receipt(files)).toEqual([
      // The semicolon inside the text puts it in quotes.
      ';refused;;"orders.csv: not imported, because the same file was already imported. | It was imported on 2026-11-28 10:00 UTC as first.csv; its orders are the shipments 1000001."',
    ]);
  });
});
