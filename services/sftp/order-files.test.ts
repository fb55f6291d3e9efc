import { describe, expect, it } from 'vitest';
import { wideXlsx } from '../../tests/harness/hostile-files.ts';
import { FileLimitError } from '../files/limits.ts';
import {
  errorReport,
  type FileRow,
  locateField,
  orderFileLimits,
  ordersOf,
  parseCsv,
  readOrderFile,
  rowsOf,
} from './order-files.ts';

describe('parseCsv', () => {
  it('reads semicolons or commas as the header uses, quotes and line breaks', () => {
    expect(parseCsv('\uFEFFa;b;c\r\n1;"x;y";"say ""hi"""\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x;y', 'say "hi"'],
    ]);
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});

describe('ordersOf', () => {
  const header = 'orderNumber;product;shippingTerms;senderName;consigneeName;goods;weight;colliQty';

  it('groups the rows of one order number into one order with one cargo item per row', () => {
    const { rows, errors } = rowsOf(
      parseCsv(
        `${header}\nA-1;P01;04;S;C;Teile;480;2\nA-1;P01;04;S;C;Kisten;12,5;\nB-2;P01;04;S;C;Rohre;99;1\n`,
      ),
    );
    expect(errors).toEqual([]);
    const grouped = ordersOf(rows);
    expect(grouped.errors).toEqual([]);
    expect(grouped.orders.map((order) => order.rows)).toEqual([[2, 3], [4]]);
    expect(grouped.orders[0]?.payload).toMatchObject({
      orderNumber: 'A-1',
      product: { identifier: 'P01' },
      sender: { name: 'S' },
      cargoList: {
        items: [
          { goods: 'Teile', weight: 480, colliQty: 2 },
          { goods: 'Kisten', weight: 12.5 },
        ],
      },
    });
  });

  it('names unknown columns, missing order numbers and contradicting order columns', () => {
    const { rows, errors } = rowsOf(
      parseCsv(`${header};color\nA-1;P01;04;S;C;T;1;1;red\n;P01;04;S;C;T;1;1;\nA-1;P02;04;S;C;T;1;1;\n`),
    );
    expect(errors).toEqual([
      { row: 1, column: 'color', message: 'unknown column', code: 'orderFile.csv.unknownColumn' },
    ]);
    const grouped = ordersOf(rows).errors;
    expect(grouped).toEqual([
      expect.objectContaining({
        row: 3,
        column: 'orderNumber',
        field: 'orderNumber',
        code: 'field.required',
      }),
      expect.objectContaining({
        row: 4,
        column: 'product',
        message: 'differs from row 2 of the same order',
        code: 'orderFile.csv.differs',
        field: 'product',
        value: '"P02"',
      }),
    ]);
    expect(errorReport('a.csv', grouped).split('\n').slice(3, 5)).toEqual([
      'row 3, orderNumber: order number: must not be empty',
      'row 4, product: product "P02": differs from row 2 of the same order',
    ]);
    expect(errorReport('a.csv', grouped, {}, 'de').split('\n').slice(3, 5)).toEqual([
      'Zeile 3, orderNumber: Auftragsnummer: darf nicht leer sein',
      'Zeile 4, product: Produkt "P02": weicht von Zeile 2 desselben Auftrags ab',
    ]);
  });

  it('locates contract fields in rows and columns', () => {
    const order = { rows: [5, 6], payload: {} as never };
    expect(locateField(order, 'cargoList.items[1].weight')).toEqual({ row: 6, column: 'weight' });
    expect(locateField(order, 'consignee.zipCode')).toEqual({ row: 5, column: 'consigneeZipCode' });
    expect(locateField(order, 'product.identifier')).toEqual({ row: 5, column: 'product' });
    expect(errorReport('a.csv', [{ row: 6, column: 'weight', message: 'required' }])).toContain(
      'row 6, weight: required',
    );
  });
});

describe('bounds of order files', () => {
  const limits = { ...orderFileLimits(3), maxColumns: 4, maxCellChars: 10 };

  it('reads CSV up to the bounds and refuses the first value beyond them', () => {
    // Blank lines below the last allowed row are no rows.
    expect(parseCsv('a;b\n1;2\n3;4\n5;6\n\n\n', limits)).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
      ['5', '6'],
    ]);
    expect(() => parseCsv('a;b\n1\n2\n3\n4\n', limits)).toThrow(
      new FileLimitError('the file has more than 3 rows below the header'),
    );
    expect(() => parseCsv('a;b\n1;2;3;4;5\n', limits)).toThrow(
      /row 2 has a value in column E; a file may use at most 4 columns/,
    );
    // Empty fields beyond the last column are dropped, not kept.
    expect(parseCsv(`a;b${';'.repeat(10_000)}\n`, limits)).toEqual([['a', 'b', '', '']]);
    expect(() => parseCsv('a;b\n12345678901;2\n', limits)).toThrow(
      /row 2, column A holds more than 10 characters/,
    );
    expect(() => parseCsv('a;b\n"12345678901\n', limits)).toThrow(FileLimitError);
    expect(() => parseCsv('a;b\n"open;2\n', limits)).toThrow(
      /quoted value that starts in row 2 is not closed/,
    );
  });

  it('groups the rows of one large order in linear time', () => {
    const rows: FileRow[] = Array.from({ length: 100_000 }, (_, index) => ({
      row: index + 2,
      values: { orderNumber: 'ONE', goods: 'Teile', weight: '1' },
    }));
    const started = Date.now();
    const { orders, errors } = ordersOf(rows);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(errors).toEqual([]);
    expect(orders[0]?.payload.cargoList?.items).toHaveLength(100_000);
  });

  it('keeps a report to the first thousand problems', () => {
    const errors = Array.from({ length: 150_000 }, (_, index) => ({
      row: index + 2,
      column: 'goods',
      message: 'required',
    }));
    const report = errorReport('big.csv', errors);
    expect(report.split('\n').filter((line) => line.startsWith('row '))).toHaveLength(1000);
    expect(report).toContain('... and 149000 more problems of the same file');
  });

  it('reads a file in a bounded worker: limits, time-outs and unknown types become answers, not crashes', async () => {
    const bounds = { maxRows: 10_000, timeoutMs: 10_000, maxMemoryMb: 64 };
    expect(await readOrderFile('orders.pdf', Buffer.from('%PDF'), bounds)).toBeUndefined();
    expect(await readOrderFile('wide.xlsx', wideXlsx(3000), bounds)).toEqual({
      orders: [],
      errors: [{ row: 0, column: '', message: expect.stringMatching(/row 2 has a value in column XFD/) }],
    });
    expect(
      await readOrderFile('orders.csv', Buffer.from('orderNumber;goods\nA;B\n'), { ...bounds, timeoutMs: 1 }),
    ).toEqual({
      orders: [],
      errors: [{ row: 0, column: '', message: 'the file could not be read within 1 ms' }],
    });
    const read = await readOrderFile(
      'orders.csv',
      Buffer.from('orderNumber;goods;weight\nA-1;Teile;12\n'),
      bounds,
    );
    expect(read?.errors).toEqual([]);
    expect(read?.orders[0]?.payload).toMatchObject({
      orderNumber: 'A-1',
      cargoList: { items: [{ goods: 'Teile', weight: 12 }] },
    });
  });
});
