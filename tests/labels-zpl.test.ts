import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { pngSize, readCode128, renderZpl } from './harness/zpl.ts';
import { type Api, apiAs, order } from './shipments-helpers.ts';

/** GET /api/shipments/labels as a native ZPL print job for Zebra printers (docs/decisions/0107). */

let portal: TestPortal;
let customer1: Api;
let customer2: Api;

beforeAll(async () => {
  portal = await startTestPortal();
  customer1 = await apiAs(portal, 'customer1');
  customer2 = await apiAs(portal, 'customer2');
});
afterAll(() => portal?.stop());

async function create(colliQty: number) {
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
  });
  const response = await customer1.request('POST', '/api/shipments', { body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { shipmentNumber: string };
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

describe('ZPL labels', () => {
  it('print one label per package at 203 and 300 dpi, the barcode reading back as each SSCC', async () => {
    const two = await create(2);
    const one = await create(1);
    const url = (query: string) =>
      `/api/shipments/labels?shipments=${two.shipmentNumber},${one.shipmentNumber}&printerType=ZEBRA${query}`;
    for (const [query, dpmm] of [
      ['&format=zpl', 8],
      ['&format=zpl&dpi=300', 12],
    ] as const) {
      const response = await customer1.request('GET', url(query));
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/x-zpl');
      expect(response.headers['content-disposition']).toBe('attachment; filename="labels.zpl"');
      const zpl = response.raw.toString('utf8');
      expect(zpl).toContain(`^PW${100 * dpmm}`);
      expect(zpl).toContain(`^FDSendung: ${two.shipmentNumber}^FS`);
      expect(zpl).toContain('^FDDE-80339 München^FS');
      const images = await renderZpl(zpl, dpmm);
      expect(images).toHaveLength(3);
      const printed = [];
      for (const image of images) {
        expect(pngSize(image)).toEqual({ width: 100 * dpmm, height: 150 * dpmm });
        const [code] = await readCode128(image);
        expect(code?.symbologyIdentifier).toBe(']C1');
        printed.push(code?.text);
      }
      const ssccs = [...(await ssccsOf(two.shipmentNumber)), ...(await ssccsOf(one.shipmentNumber))];
      expect(ssccs).toHaveLength(3);
      expect(printed).toEqual(ssccs.map((sscc) => `(00)${sscc}`));
    }
    // The PDF of the same labels carries the same SSCCs (they are kept per package).
    const pdf = await customer1.request('GET', url(''));
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('are for ZEBRA only, at 203 or 300 dpi, and for the own shipments only', async () => {
    const shipment = await create(1);
    const base = `/api/shipments/labels?shipments=${shipment.shipmentNumber}`;
    const laser = await customer1.request('GET', `${base}&printerType=LASER&format=zpl`);
    expect(laser.status).toBe(400);
    expect(laser.body.errors).toEqual([
      expect.objectContaining({
        field: 'querystring.format',
        defaultMessage: expect.stringMatching(/Zebra printers only/),
      }),
    ]);
    const dpi = await customer1.request('GET', `${base}&printerType=ZEBRA&format=zpl&dpi=600`);
    expect(dpi.status).toBe(400);
    expect(dpi.body.errors).toEqual([expect.objectContaining({ field: 'querystring.dpi' })]);
    expect((await customer1.request('GET', `${base}&printerType=ZEBRA&format=eps`)).status).toBe(400);
    expect((await customer2.request('GET', `${base}&printerType=ZEBRA&format=zpl`)).status).toBe(404);
  });
});
