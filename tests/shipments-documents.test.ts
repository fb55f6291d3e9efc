import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gs1CheckDigit } from '../services/documents/sscc.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { type Api, apiAs, type Json, order } from './shipments-helpers.ts';

let portal: TestPortal;
let customer1: Api;
let customer2: Api;

beforeAll(async () => {
  portal = await startTestPortal();
  customer1 = await apiAs(portal, 'customer1');
  customer2 = await apiAs(portal, 'customer2');
});
afterAll(() => portal?.stop());

/** Pages of a PDF: its page objects (not the page tree). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;

async function create(colliQty: number, overrides = {}) {
  const body = order({
    cargoList: {
      items: [
        {
          colliQty,
          packingCode: 'EP',
          goods: 'Kisten',
          weight: 100 * colliQty,
          length: 120,
          width: 80,
          height: 90,
        },
      ],
    },
    ...overrides,
  });
  const response = await customer1.request('POST', '/api/shipments', { body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { shipment: response.body, body };
}

async function ssccsOf(shipmentNumber: string) {
  const rows = await portal.runtime.db
    .selectFrom('shipment_package_ssccs')
    .select(['package_index', 'sscc'])
    .where('shipment_number', '=', shipmentNumber)
    .orderBy('package_index')
    .execute();
  return rows.map((row) => row.sscc);
}

describe('labels', () => {
  it('prints one label per package on A4 (four a sheet), from a position, or on Zebra pages', async () => {
    const { shipment: two } = await create(2);
    const { shipment: three } = await create(3);
    const url = (query: string) =>
      `/api/shipments/labels?shipments=${two.shipmentNumber},${three.shipmentNumber}${query}`;

    const laser = await customer1.request('GET', url('&printerType=LASER'));
    expect(laser.status).toBe(200);
    expect(laser.headers['content-type']).toBe('application/pdf');
    expect(laser.raw.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(laser.raw)).toBe(2);
    expect(pageCount((await customer1.request('GET', url('&printerType=ZEBRA'))).raw)).toBe(5);

    const single = `/api/shipments/labels?shipments=${three.shipmentNumber}`;
    expect(pageCount((await customer1.request('GET', single)).raw)).toBe(1);
    const fromThird = await customer1.request('GET', `${single}&printerType=LASER_POSITION&labelPosition=3`);
    expect(pageCount(fromThird.raw)).toBe(2);
  });

  it('gives every package an SSCC of the branch, kept for reprints and never reused', async () => {
    const { shipment } = await create(3);
    await customer1.request('GET', `/api/shipments/labels?shipments=${shipment.shipmentNumber}`);
    const first = await ssccsOf(shipment.shipmentNumber);
    expect(first).toHaveLength(3);
    for (const sscc of first) {
      expect(sscc).toMatch(/^34012345\d{10}$/);
      expect(Number(sscc.at(-1))).toBe(gs1CheckDigit(sscc.slice(0, 17)));
    }
    await customer1.request('GET', `/api/shipments/labels?shipments=${shipment.shipmentNumber}`);
    expect(await ssccsOf(shipment.shipmentNumber)).toEqual(first);

    const { shipment: other } = await create(1);
    await customer1.request('GET', `/api/shipments/labels?shipments=${other.shipmentNumber}`);
    const [next] = await ssccsOf(other.shipmentNumber);
    const all = await portal.runtime.db.selectFrom('shipment_package_ssccs').select('sscc').execute();
    expect(new Set(all.map((row) => row.sscc)).size).toBe(all.length);
    expect(first).not.toContain(next);
  });

  it("refuses another customer's shipments and unknown printer types", async () => {
    const { shipment } = await create(1);
    const foreign = await customer2.request(
      'GET',
      `/api/shipments/labels?shipments=${shipment.shipmentNumber}`,
    );
    expect(foreign.status).toBe(404);
    const printer = await customer1.request(
      'GET',
      `/api/shipments/labels?shipments=${shipment.shipmentNumber}&printerType=INKJET`,
    );
    expect(printer.status).toBe(400);
    expect((await customer1.request('GET', '/api/shipments/labels?shipments=9999999')).status).toBe(404);
  });
});

describe('loading lists', () => {
  it('are created from commissioned shipments only, as a PDF, moving them to CARGO_LIST_CREATED', async () => {
    const a = await create(2);
    const b = await create(1);
    const numbers = [a.shipment.shipmentNumber, b.shipment.shipmentNumber];

    await customer1.request('PUT', `/api/shipments/${numbers[0]}/commission`, { body: a.body });
    const refused = await customer1.request('POST', '/api/loadinglists', {
      body: { shipmentNumbers: numbers },
    });
    expect([refused.status, refused.body.code]).toEqual([409, 'shipment.cargo-list.not-finalized']);
    const untouched = await customer1.request('GET', `/api/shipments/${numbers[0]}`);
    expect(untouched.body.state).toBe('FINALIZED');

    await customer1.request('PUT', `/api/shipments/${numbers[1]}/commission`, { body: b.body });
    const created = await customer1.request('POST', '/api/loadinglists', {
      body: { shipmentNumbers: numbers },
    });
    expect(created.status).toBe(201);
    expect(created.body.shipmentNumbers).toEqual(numbers);
    const self = created.body._links.self.href as string;
    expect(created.headers.location).toBe(self);
    expect(self).toMatch(/\/api\/loadinglists\/[0-9a-f-]{36}$/);

    const pdf = await customer1.request('GET', new URL(self).pathname);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pageCount(pdf.raw)).toBe(1);

    for (const number of numbers) {
      const shipment = await customer1.request('GET', `/api/shipments/${number}`);
      expect(shipment.body.state).toBe('CARGO_LIST_CREATED');
      expect(shipment.body._links.loadinglist.href).toBe(self);
    }
    expect((await customer2.request('GET', new URL(self).pathname)).status).toBe(404);
    expect(
      (await customer2.request('POST', '/api/loadinglists', { body: { shipmentNumbers: numbers } })).status,
    ).toBe(404);
  });

  it('refuse an empty selection', async () => {
    const response = await customer1.request('POST', '/api/loadinglists', { body: { shipmentNumbers: [] } });
    expect(response.status).toBe(400);
  });
});

describe('the Excel export', () => {
  it('streams the filtered list as shipments.xlsx', async () => {
    const { shipment } = await create(1, { orderNumber: 'XLS-1' });
    const response = await customer1.request(
      'GET',
      '/api/shipments.xlsx?sort=shipmentNumber,asc&state=DRAFT',
    );
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('shipments.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.raw as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const header = sheet.getRow(1).values as unknown[];
    expect(header).toContain('Shipment number');
    const drafts = await customer1.request('GET', '/api/shipments?state=DRAFT&sort=shipmentNumber,asc');
    expect(sheet.rowCount - 1).toBe(drafts.body.page.totalElements);
    const numbers = Array.from({ length: sheet.rowCount - 1 }, (_, index) =>
      String(sheet.getRow(index + 2).getCell(1).value),
    );
    expect(numbers).toEqual(numbersOf(drafts.body));
    expect(numbers).toContain(shipment.shipmentNumber);

    const limited = await customer1.request('GET', '/api/shipments.xlsx?size=1');
    const small = new ExcelJS.Workbook();
    await small.xlsx.load(limited.raw as unknown as ArrayBuffer);
    expect(small.worksheets[0]?.rowCount).toBe(2);
  });

  it('is refused, and not offered, when the customer has XLS_EXPORT_ENABLED off', async () => {
    await portal.runtime.db
      .updateTable('customer_settings')
      .set({ value: 'false' })
      .where('customer_id', '=', '100002')
      .where('name', '=', 'XLS_EXPORT_ENABLED')
      .execute();
    const refused = await customer2.request('GET', '/api/shipments.xlsx');
    expect([refused.status, refused.body.code]).toEqual([403, 'shipment.export.disabled']);
    const list = await customer2.request('GET', '/api/shipments');
    expect(list.body._links.exportXLS).toBeUndefined();
  });
});

function numbersOf(body: Json): string[] {
  return body._embedded.shipments.map((shipment: Json) => shipment.shipmentNumber);
}
