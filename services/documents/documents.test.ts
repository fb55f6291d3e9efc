import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../tests/harness/pdf-text.ts';
import { renderLoadingList } from './loading-list.ts';
import { writeSpreadsheet } from './spreadsheet.ts';

const party = {
  name: 'Novák Logistika s.r.o.',
  street: 'Průmyslová 12',
  zipCode: '110 00',
  city: 'Praha',
  country: 'CZ',
};

describe('loading list', () => {
  it('renders a landscape A4 PDF that grows with the selection', async () => {
    const shipment = (n: number) => ({
      shipmentNumber: String(1000000 + n),
      orderNumber: `PO-${n}`,
      consignee: party,
      product: 'P01',
      deliveryDate: '2026-11-25',
      items: [
        {
          colliQty: 2,
          packingCode: 'FP',
          goods: 'Maschinenteile',
          weightKg: 400,
          unNumbers: n % 2 ? ['1203'] : [],
        },
      ],
    });
    const list = (count: number) => ({
      id: 'LL-1',
      createdAt: '2026-11-22T09:00:00.000Z',
      customer: { id: '100001', name: 'Müller Maschinenbau GmbH' },
      branch: 'HAM',
      sender: { ...party, country: 'DE', city: 'Hamburg', zipCode: '20457', street: 'Hafenstraße 1' },
      shipments: Array.from({ length: count }, (_v, n) => shipment(n)),
    });
    const pages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
    const one = await renderLoadingList(list(1), { timeZone: 'Europe/Berlin' });
    expect(one.subarray(0, 5).toString()).toBe('%PDF-');
    expect(one.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.8\d* 595\.2\d*\]/);
    expect(pages(one)).toBe(1);
    expect(pages(await renderLoadingList(list(60), { timeZone: 'Europe/Berlin' }))).toBeGreaterThan(1);
  });

  it("prints its creation time in the reader's time zone, its readable number and order numbers on one line", async () => {
    const pdf = await renderLoadingList(
      {
        id: '8b0d1c52-2f8e-4d37-9a57-0f1f5d1c9e11',
        number: '2026-000042',
        createdAt: '2026-11-22T23:30:00.000Z',
        customer: { id: '100001', name: 'Müller Maschinenbau GmbH' },
        branch: 'HAM',
        sender: party,
        shipments: [
          {
            shipmentNumber: '1000001',
            orderNumber: 'PO-2026-11-22-HAMBURG-000123',
            consignee: party,
            product: 'P01',
            deliveryDate: '2026-11-25',
            items: [{ colliQty: 1, packingCode: 'EP', goods: 'Kisten', weightKg: 10, unNumbers: [] }],
          },
        ],
      },
      { timeZone: 'Europe/Prague' },
    );
    const text = pdfText(pdf);
    expect(text).toContain('Erstellt / Created: 23.11.2026 00:30 (Europe/Prague)');
    expect(text).toContain('Nr. / No.: 2026-000042');
    expect(text).not.toContain('8b0d1c52');
    expect(text.split('\n').some((line) => line.includes('PO-2026-11-22-HAMBURG-000123'))).toBe(true);
  });
});

describe('spreadsheet export', () => {
  it('streams rows that read back as written', async () => {
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    async function* rows() {
      yield { number: '1000001', name: 'Müller', weight: 120 };
      yield { number: '1000002', name: 'Novák', weight: 80.5 };
    }
    await writeSpreadsheet(
      output,
      'Sendungen',
      [
        { header: 'Sendung', key: 'number', value: (row) => row.number },
        { header: 'Empfänger', key: 'name', value: (row) => row.name },
        { header: 'Gewicht', key: 'weight', value: (row) => row.weight },
      ],
      rows(),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Sendungen');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Sendung', 'Empfänger', 'Gewicht']);
    expect(sheet?.getRow(3).values).toEqual([undefined, '1000002', 'Novák', 80.5]);
    expect(sheet?.rowCount).toBe(3);
  });
});
