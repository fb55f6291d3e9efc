import { describe, expect, it } from 'vitest';
import { addDays } from '../services/domain/rules/calendar.ts';
import { FILE_COLUMNS } from '../services/sftp/order-files.ts';
import {
  customerSetting,
  openSftpAccount,
  orderFileCsv,
  orderFileRow,
  orderFileXlsx,
  refusedReport,
  reportLines,
  sftpPortalForTests,
} from './harness/sftp.ts';
import { shippingDates } from './shipments-helpers.ts';

/** What a file's report adds to the API's refusal of a code nothing maps (docs/decisions/0229). */
const UNMAPPED_ZZ =
  "; no code mapping names it: add the mapping packingCode ZZ to the customer's code mappings";

/**
 * An order file's report names every problem of every row in one pass: a column the portal does
 * not know does not stop the checks of the known ones, and a row's malformed cell (an empty zip
 * code, a weight that is no number) does not hide the rules of that row's well-formed cells
 * (packing codes, delivery notes, weekend and holiday dates, zip codes of the country). Each line
 * names the business field and quotes the value read, in the customer's language
 * (docs/decisions/0227).
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
  'row 2, consigneeZipCode: consignee zip code: must not be empty',
  `row 2, packingCode: packing code of goods item 1 "ZZ": is not a known packing code${UNMAPPED_ZZ}`,
  `row 2, shippingDate: pick-up date "${saturday}": is a weekend day or a public holiday in the sender country`,
  `row 3, deliveryDate: delivery date "${sunday}": is a weekend day or a public holiday in the consignee country`,
  `row 3, packingCode: packing code of goods item 1 "ZZ": is not a known packing code${UNMAPPED_ZZ}`,
  'row 3, weight: weight of goods item 1 "abc": must be a whole number',
  'row 4, deliveryNotes: delivery note 1 "105": is not offered with this product',
  'row 4, senderZipCode: sender zip code "1234": wrong postal code for country',
];

const compact = (date: string) => date.replaceAll('-', '');
const { deliveryDate } = shippingDates();

/**
 * An IFTMIN message as a partner writes it (D.96A, the sender with its GLN, DTM+234 and DTM+17,
 * weights and dimensions by MEA, a package by PAC, SSCCs in PCI and GIN) with a structural fault
 * (UNT miscounts) and business faults: a consignee NAD without its region element, so that the
 * country lands in the zip code; an unknown packing code; a goods item without dimensions.
 */
const partnerMessage = (reference: string) =>
  [
    "UNA:+.? '",
    `UNB+UNOC:3+4012345000009:14+FREIGHTPORTAL:ZZZ+261123:1530+${reference}'`,
    "UNH+M1+IFTMIN:D:96A:UN'",
    "BGM+610+TI-4711+9'",
    "DTM+137:20261123:102'",
    "TSR+P01'",
    "TOD+6++04'",
    `RFF+CU:${reference}'`,
    `DTM+234:${compact(shippingDate)}:102'`,
    `DTM+17:${compact(deliveryDate)}1200:203'`,
    "NAD+CZ+4012345000009::9++Müller Maschinenbau GmbH+Billwerder Neuer Deich 72+Hamburg++20539+DE'",
    "NAD+CN+++Van Dijk BV+Kade 1+Rotterdam+3011AA+NL'",
    "GID+1+2:ZZ'",
    "FTX+AAA+++Maschinenteile'",
    "MEA+AAE+G+KGM:480'",
    "MEA+AAE+LN+CMT:120'",
    "MEA+AAE+WD+CMT:80'",
    "MEA+AAE+HT+CMT:100'",
    "GID+2+1'",
    "PAC+1++KT'",
    "FTX+AAA+++Ersatzteile'",
    "MEA+AAE+G+KGM:35'",
    "PCI+33E'",
    "GIN+BJ+354123450000000014'",
    "UNT+99+M1'",
    `UNZ+1+${reference}'`,
    '',
  ].join('\n');

describe('the report of an order file', () => {
  it('names every problem of a CSV and an XLSX file in one pass, by row and column', async () => {
    await door.client.put(orderFileCsv(rows, header), '/inbox/all-problems.csv');
    await door.client.put(await orderFileXlsx(rows, header), '/inbox/all-problems.xlsx');
    for (const name of ['all-problems.csv', 'all-problems.xlsx']) {
      const report = await refusedReport(door.client, name);
      expect(reportLines(report), `${name}:\n${report}`).toEqual(expected);
    }
  }, 60_000);

  it('names the structural and the business problems of an IFTMIN message in one pass', async () => {
    await door.client.put(Buffer.from(partnerMessage('OP00000001')), '/inbox/partner.edi');
    const report = await refusedReport(door.client, 'partner.edi');
    expect(reportLines(report), report).toEqual([
      'segment 12 NAD, element 3251: consignee zip code "NL": wrong postal code for country',
      `segment 13 GID, element C213.7065: packing code of goods item 1 "ZZ": is not a known packing code${UNMAPPED_ZZ}`,
      'segment 19 GID: length of goods item 2: must not be empty',
      'segment 19 GID: width of goods item 2: must not be empty',
      'segment 19 GID: height of goods item 2: must not be empty',
      'segment 25 UNT, element 0074: number of segments 99, the message has 23',
    ]);
  }, 60_000);

  it("speaks the customer's language: the setting, else the customer's country's", async () => {
    await customerSetting(door.portal, '100001', 'SFTP_REPORT_LANGUAGE', 'de');
    await door.client.put(Buffer.from(partnerMessage('OP00000002')), '/inbox/partner-de.edi');
    const german = await refusedReport(door.client, 'partner-de.edi');
    await customerSetting(door.portal, '100001', 'SFTP_REPORT_LANGUAGE', 'en');
    expect(german.split('\n')).toEqual([
      'partner-de.edi: nicht importiert, kein Auftrag dieser Datei wurde gespeichert.',
      'Korrigieren Sie die folgenden Segmente und laden Sie die ganze Datei erneut hoch.',
      '',
      'Segment 12 NAD, Element 3251: Postleitzahl (Empfänger) "NL": falsche Postleitzahl für das Land',
      'Segment 13 GID, Element C213.7065: Verpackungscode der Packstückposition 1 "ZZ": ist kein bekannter Verpackungscode; keine Code-Zuordnung nennt den Wert: bitte die Zuordnung packingCode ZZ in den Code-Zuordnungen des Kunden anlegen',
      'Segment 19 GID: Länge der Packstückposition 2: darf nicht leer sein',
      'Segment 19 GID: Breite der Packstückposition 2: darf nicht leer sein',
      'Segment 19 GID: Höhe der Packstückposition 2: darf nicht leer sein',
      'Segment 25 UNT, Element 0074: Anzahl der Segmente 99, die Nachricht hat 23',
      '',
    ]);
    // Customer 100002 is in the Czech Republic and has chosen no language.
    const czech = await openSftpAccount(
      door.portal,
      { SFTP_REPORT_LANGUAGE: undefined },
      { customerId: '100002' },
    );
    try {
      await czech.put(orderFileCsv([orderFileRow('CZ-1', { weight: 'abc' })]), '/inbox/cz.csv');
      const report = await refusedReport(czech, 'cz.csv');
      expect(report.split('\n')[0]).toBe(
        'cz.csv: neimportováno, žádná zakázka z tohoto souboru nebyla uložena.',
      );
      expect(report).toContain('řádek 2, weight: hmotnost položky 1 "abc": ');
    } finally {
      await czech.end();
    }
  }, 90_000);
});
