import { describe, expect, it } from 'vitest';
import { type LabelShipment, renderLabels } from './labels.ts';
import { buildSscc } from './sscc.ts';

const shipment = (shipmentNumber: string, packages: number, serialStart: number): LabelShipment => ({
  shipmentNumber,
  shippingDate: '2026-11-23',
  deliveryDate: '2026-11-25',
  product: 'P01 Standard',
  orderNumber: 'PO-77',
  branch: 'HAM',
  sender: {
    name: 'Müller Maschinenbau GmbH',
    street: 'Hafenstraße 1',
    zipCode: '20457',
    city: 'Hamburg',
    country: 'DE',
  },
  consignee: {
    name: 'Novák Logistika s.r.o.',
    street: 'Průmyslová 12',
    zipCode: '110 00',
    city: 'Praha',
    country: 'CZ',
  },
  dangerousGoods: packages > 3,
  packages: Array.from({ length: packages }, (_v, index) => ({
    sscc: buildSscc('4012345', serialStart + index),
    packingCode: 'FP',
    weightKg: 120,
  })),
});

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

describe('labels', () => {
  const shipments = [shipment('1000001', 3, 1), shipment('1000002', 4, 4)];

  it('puts four labels on an A4 page', async () => {
    const pdf = await renderLabels(shipments, { printerType: 'LASER' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(2);
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
  });

  it('starts at the chosen position of the first sheet', async () => {
    expect(
      pageCount(await renderLabels(shipments, { printerType: 'LASER_POSITION', labelPosition: 4 })),
    ).toBe(3);
    expect(
      pageCount(await renderLabels(shipments, { printerType: 'LASER_POSITION', labelPosition: 2 })),
    ).toBe(2);
  });

  it('prints one 10x15 cm page per package for Zebra printers', async () => {
    const pdf = await renderLabels(shipments, { printerType: 'ZEBRA' });
    expect(pageCount(pdf)).toBe(7);
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 283\.46\d* 425\.19\d*\]/);
  });
});
