import { describe, expect, it } from 'vitest';
import { errorReport, locateField, ordersOf, parseCsv, rowsOf } from './order-files.ts';

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
    expect(errors).toEqual([{ row: 1, column: 'color', message: 'unknown column' }]);
    expect(ordersOf(rows).errors).toEqual([
      { row: 3, column: 'orderNumber', message: 'required' },
      { row: 4, column: 'product', message: 'differs from row 2 of the same order' },
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
