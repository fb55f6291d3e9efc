import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_BAR_HEIGHT_MM } from '../services/documents/labels.ts';
import { wallClock } from '../services/documents/time.ts';
import { pdfText, pdfVerticalLinesMm } from './harness/pdf-text.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { type Api, apiAs, type Json, order } from './shipments-helpers.ts';

let portal: TestPortal;
let customer1: Api;

beforeAll(async () => {
  portal = await startTestPortal();
  customer1 = await apiAs(portal, 'customer1');
});
afterAll(() => portal?.stop());

async function create(overrides: Json = {}): Promise<Json> {
  const response = await customer1.request('POST', '/api/shipments', { body: order(overrides) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

const acetone = (weight: number, colliQty = 1) => ({
  colliQty,
  packingCode: 'EP',
  goods: 'Lösungsmittel',
  weight,
  length: 120,
  width: 80,
  height: 100,
  dangerousGoods: true,
  hazmats: [
    {
      unNumber: '1090',
      hazardClass: '3',
      packagingGroup: 'II',
      quantity: 1,
      packagingCode: '4G',
      massUnit: 'kg',
      weight: 20,
    },
  ],
});

describe('the Excel export', () => {
  it("writes dates as dates in the reader's time zone, numbers as numbers, empty cells empty, texts in the reader's language", async () => {
    const announced = await create({ state: 'CREATE_ANNOUNCEMENT', cargoList: { items: [acetone(300, 2)] } });
    const plain = await create({ orderNumber: undefined });
    const response = await customer1.request('GET', '/api/shipments.xlsx?sort=shipmentNumber,asc', {
      headers: { 'accept-language': 'de', 'x-time-zone': 'Asia/Tokyo' },
    });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.raw as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.name).toBe('Sendungen');
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const cell = (shipmentNumber: string, name: string) => {
      for (let index = 2; index <= sheet.rowCount; index++) {
        const row = sheet.getRow(index);
        if (row.getCell(1).value === Number(shipmentNumber)) return row.getCell(header.indexOf(name) + 1);
      }
      throw new Error(`no row of ${shipmentNumber}`);
    };

    expect(cell(announced.shipmentNumber, 'Sendungsnummer').value).toBe(Number(announced.shipmentNumber));
    expect(cell(announced.shipmentNumber, 'Status').value).toBe('Avisiert');
    expect(cell(plain.shipmentNumber, 'Status').value).toBe('Entwurf');
    expect(cell(announced.shipmentNumber, 'Art').value).toBe('Distribution');

    const shipping = cell(announced.shipmentNumber, 'Versanddatum');
    expect(shipping.value).toEqual(new Date(`${announced.shippingDate}T00:00:00Z`));
    expect(shipping.numFmt).toBe('dd.mm.yyyy');
    const notice = cell(announced.shipmentNumber, 'Avis');
    const tokyo = wallClock(new Date(announced.shippingNoticeCreated), 'Asia/Tokyo');
    expect(notice.value).toEqual(
      new Date(Date.UTC(tokyo.year, tokyo.month - 1, tokyo.day, tokyo.hour, tokyo.minute, tokyo.second)),
    );
    expect(notice.numFmt).toBe('dd.mm.yyyy hh:mm');

    expect(cell(announced.shipmentNumber, 'Packstücke').value).toBe(2);
    expect(cell(announced.shipmentNumber, 'Gewicht (kg)').value).toBe(300);
    expect(cell(announced.shipmentNumber, 'Gefahrgut').value).toBe('UN 1090');
    expect(cell(plain.shipmentNumber, 'Gefahrgut').value).toBe('Nein');

    for (const name of ['Auftragsnummer', 'Avis', 'Beauftragt am']) {
      expect(cell(plain.shipmentNumber, name).value, name).toBeNull();
    }
  });

  it('names the sheet and the states in Czech for a Czech reader', async () => {
    const response = await customer1.request('GET', '/api/shipments.xlsx?state=DRAFT&size=1', {
      headers: { 'accept-language': 'cs' },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.raw as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Zásilky');
    expect(sheet?.getRow(1).getCell(2).value).toBe('Stav');
    expect(sheet?.getRow(2).getCell(2).value).toBe('Koncept');
  });
});

describe('the loading list', () => {
  it("prints its creation time in the reader's time zone and a readable number", async () => {
    const shipment = await create({ orderNumber: 'PO-2026-11-HAMBURG-NORD-000123' });
    const body = order({ orderNumber: 'PO-2026-11-HAMBURG-NORD-000123' });
    const commissioned = await customer1.request(
      'PUT',
      `/api/shipments/${shipment.shipmentNumber}/commission`,
      {
        body: { ...body, version: shipment.version },
      },
    );
    expect(commissioned.status, JSON.stringify(commissioned.body)).toBe(200);
    const created = await customer1.request('POST', '/api/loadinglists', {
      body: { shipmentNumbers: [shipment.shipmentNumber] },
    });
    expect(created.status).toBe(201);
    expect(created.body.number).toMatch(/^\d{4}-\d{6}$/);
    const pdf = await customer1.request('GET', new URL(created.body._links.self.href).pathname, {
      headers: { 'x-time-zone': 'America/New_York' },
    });
    const text = pdfText(pdf.raw);
    const local = wallClock(new Date(created.body.createdAt), 'America/New_York');
    const two = (value: number) => String(value).padStart(2, '0');
    expect(text).toContain(
      `Erstellt / Created: ${two(local.day)}.${two(local.month)}.${local.year} ${two(local.hour)}:${two(local.minute)} (America/New_York)`,
    );
    expect(text).toContain(`Nr. / No.: ${created.body.number}`);
    expect(text).not.toContain(created.body.id);
    expect(text.split('\n').some((line) => line.includes('PO-2026-11-HAMBURG-NORD-000123'))).toBe(true);

    // Without the reader's time zone (or with an unknown one) the list speaks the portal's home time.
    const unknown = await customer1.request('GET', new URL(created.body._links.self.href).pathname, {
      headers: { 'x-time-zone': 'Mars/Olympus' },
    });
    expect(pdfText(unknown.raw)).toContain('(Europe/Berlin)');
  });
});

describe('labels', () => {
  it('carry bars of at least 32 mm, the order number on one line and package weights adding up to the declared weight', async () => {
    const shipment = await create({
      orderNumber: 'PO-2026-11-HAMBURG-NORD-000123',
      cargoList: {
        items: [
          {
            colliQty: 3,
            packingCode: 'EP',
            goods: 'Kisten',
            weight: 100,
            length: 120,
            width: 80,
            height: 90,
          },
        ],
      },
    });
    for (const printerType of ['LASER', 'ZEBRA']) {
      const response = await customer1.request(
        'GET',
        `/api/shipments/labels?shipments=${shipment.shipmentNumber}&printerType=${printerType}`,
      );
      expect(response.status).toBe(200);
      const bars = pdfVerticalLinesMm(response.raw).filter((length) => length > 5);
      expect(bars.length, printerType).toBeGreaterThan(3 * 20);
      expect(Math.min(...bars), printerType).toBeGreaterThanOrEqual(MIN_BAR_HEIGHT_MM);
      const text = pdfText(response.raw);
      const weights = [...text.matchAll(/Gewicht: ([\d,]+) kg/g)].map((match) =>
        Number((match[1] as string).replace(',', '.')),
      );
      expect(weights, printerType).toEqual([33.4, 33.3, 33.3]);
      expect(text.split('\n').some((line) => line.includes('Auftrag: PO-2026-11-HAMBURG-NORD-000123'))).toBe(
        true,
      );
    }
  });
});
