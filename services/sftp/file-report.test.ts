import { describe, expect, it } from 'vitest';
import { fieldName } from './field-names.ts';
import type { FileError } from './file-order.ts';
import { errorReport, quotedValue, valueAt } from './file-report.ts';
import { placeOf } from './iftmin-reading.ts';

/** The report of a refused order file: place, business field, value read and message, in the customer's language. */

const segment = (position: number, tag: string) => ({ position, tag });
const zip: FileError = {
  ...placeOf(segment(15, 'NAD'), '3251', 'consignee zip code'),
  message: 'wrong postal code for country',
  code: 'validation.zipCode',
  field: 'consignee.zipCode',
  value: '"NL"',
};
const length: FileError = {
  ...placeOf(segment(12, 'GID')),
  message: 'must not be empty',
  code: 'field.required',
  field: 'cargoList.items[1].length',
};
const count: FileError = {
  ...placeOf(segment(30, 'UNT'), '0074'),
  message: 'number of segments 27, the message has 28',
  code: 'orderFile.edifact.segmentCount',
  params: { count: 27, expected: 28 },
};

describe('the report of an order file', () => {
  it('names the business field of a contract path in four languages', () => {
    expect(fieldName('en', 'cargoList.items[1].length')).toBe('length of goods item 2');
    expect(fieldName('de', 'cargoList.items[1].length')).toBe('Länge der Packstückposition 2');
    expect(fieldName('cs', 'consignee.zipCode')).toBe('PSČ (příjemce)');
    expect(fieldName('sk', 'deliveryDate')).toBe('dátum doručenia');
    expect(fieldName('en', 'cargoList.items[0].hazmats[1].unNumber')).toBe(
      'UN number of dangerous goods 2 of goods item 1',
    );
    expect(fieldName('en', 'product.identifier')).toBe('product');
    expect(fieldName('de', 'loadingSite.city')).toBe('Ort (Beladestelle)');
    // A field without a name of its own is named by the nearest one that has one.
    expect(fieldName('en', 'cargoList.items[2].somethingNew')).toBe('goods item 3');
    expect(fieldName('en', 'unknownField')).toBe('unknownField');
  });

  it('quotes the value read, bounded and with control characters escaped', () => {
    expect(quotedValue('NL')).toBe('"NL"');
    expect(quotedValue(1.5)).toBe('"1.5"');
    expect(quotedValue('a\tb\u0001"c"')).toBe('"a\\tb\\u0001\\"c\\""');
    expect(quotedValue('x'.repeat(50))).toBe(`"${'x'.repeat(40)}…"`);
    expect(quotedValue('')).toBeUndefined();
    expect(quotedValue({ name: 'x' })).toBeUndefined();
    expect(valueAt({ cargoList: { items: [{}, { length: 'abc' }] } }, 'cargoList.items[1].length')).toBe(
      'abc',
    );
    expect(valueAt({}, 'consignee.zipCode')).toBeUndefined();
  });

  it('renders the whole report in English and in German', () => {
    const errors = [count, zip, length];
    expect(errorReport('orders.edi', errors)).toBe(
      [
        'orders.edi: not imported, no order of this file was saved.',
        'Correct the segments below and upload the whole file again.',
        '',
        'segment 12 GID: length of goods item 2: must not be empty',
        'segment 15 NAD, element 3251: consignee zip code "NL": wrong postal code for country',
        'segment 30 UNT, element 0074: number of segments 27, the message has 28',
        '',
      ].join('\n'),
    );
    expect(errorReport('orders.edi', errors, {}, 'de')).toBe(
      [
        'orders.edi: nicht importiert, kein Auftrag dieser Datei wurde gespeichert.',
        'Korrigieren Sie die folgenden Segmente und laden Sie die ganze Datei erneut hoch.',
        '',
        'Segment 12 GID: Länge der Packstückposition 2: darf nicht leer sein',
        'Segment 15 NAD, Element 3251: Postleitzahl (Empfänger) "NL": falsche Postleitzahl für das Land',
        'Segment 30 UNT, Element 0074: Anzahl der Segmente 27, die Nachricht hat 28',
        '',
      ].join('\n'),
    );
  });

  it('renders rows, the file as a whole and the encoding of a CSV file in Czech and Slovak', () => {
    const errors: FileError[] = [
      { row: 0, column: '', message: 'no orders in the file', code: 'orderFile.csv.noOrders' },
      {
        row: 3,
        column: 'weight',
        message: 'must be a whole number',
        field: 'cargoList.items[0].weight',
        value: '"abc"',
      },
    ];
    const czech = errorReport('a.csv', errors, { encoding: 'Windows-1250' }, 'cs').split('\n');
    expect(czech).toEqual([
      'a.csv: neimportováno, žádná zakázka z tohoto souboru nebyla uložena.',
      'Opravte níže uvedené řádky a nahrajte celý soubor znovu.',
      'Soubor byl přečten jako Windows-1250.',
      '',
      'soubor: v souboru nejsou žádné zakázky',
      // No catalogue key: the English message stands.
      'řádek 3, weight: hmotnost položky 1 "abc": must be a whole number',
      '',
    ]);
    expect(errorReport('a.csv', errors, {}, 'sk')).toContain('riadok 3, weight: hmotnosť položky 1 "abc"');
  });
});
