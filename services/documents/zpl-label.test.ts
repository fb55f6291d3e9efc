import { describe, expect, it } from 'vitest';
import { pngSize, readCode128, renderZpl } from '../../tests/harness/zpl.ts';
import type { LabelShipment } from './labels.ts';
import { renderZplLabels } from './zpl-label.ts';

const shipment: LabelShipment = {
  shipmentNumber: '1000042',
  shippingDate: '2026-11-24',
  deliveryDate: '2026-11-25',
  product: 'P01',
  orderNumber: 'A-4711',
  branch: 'HAM',
  sender: {
    name: 'Müller Maschinenbau GmbH',
    street: 'Billwerder Neuer Deich 72',
    zipCode: '20539',
    city: 'Hamburg',
    country: 'DE',
  },
  consignee: {
    name: 'Schmidt ^XZ~JA GmbH_',
    street: 'Landsberger Straße 110',
    zipCode: '80339',
    city: 'München',
    country: 'DE',
  },
  dangerousGoods: true,
  packages: [
    { sscc: '340123450000000018', packingCode: 'EP', weightKg: 240 },
    { sscc: '340123450000000025', packingCode: 'EP', weightKg: 240 },
  ],
};

describe('ZPL labels', () => {
  it('print one 100 x 150 mm label per package with the content of the PDF label', () => {
    const zpl = renderZplLabels([shipment], 203).toString('utf8');
    expect(zpl.match(/\^XA/g)).toHaveLength(2);
    expect(zpl.match(/\^XZ/g)).toHaveLength(2);
    expect(zpl).toContain('^CI28');
    expect(zpl).toContain('^PW800');
    expect(zpl).toContain('^LL1200');
    for (const text of [
      '^FDHAM^FS',
      '^FD1 / 2^FS',
      '^FD2 / 2^FS',
      '^FDMüller Maschinenbau GmbH^FS',
      '^FDDE-80339 München^FS',
      '^FDSendung: 1000042^FS',
      '^FDProdukt: P01^FS',
      '^FDVersand: 2026-11-24^FS',
      '^FDZustellung: 2026-11-25^FS',
      '^FDPackstück: EP^FS',
      '^FDGewicht: 240 kg^FS',
      '^FDAuftrag: A-4711^FS',
      '^FDGEFAHRGUT / ADR^FS',
      '^FDSSCC 340123450000000018^FS',
    ])
      expect(zpl).toContain(text);
    // A value cannot end its field or the label: ^ and ~ are written as hex.
    expect(zpl).toContain('^FH_^FDSchmidt _5EXZ_7EJA GmbH_5F^FS');
    expect(renderZplLabels([shipment], 300).toString()).toContain('^PW1200');
  });

  for (const [dpi, dpmm] of [
    [203, 8],
    [300, 12],
  ] as const) {
    it(`render at ${dpi} dpi to labels whose barcode reads back as the GS1-128 SSCC`, async () => {
      const images = await renderZpl(renderZplLabels([shipment], dpi).toString('utf8'), dpmm);
      expect(images).toHaveLength(2);
      for (const [index, image] of images.entries()) {
        expect(pngSize(image)).toEqual({ width: 100 * dpmm, height: 150 * dpmm });
        const codes = await readCode128(image);
        expect(codes).toHaveLength(1);
        // ]C1: Code 128 with FNC1 in first position, i.e. GS1-128.
        expect(codes[0]).toMatchObject({
          symbologyIdentifier: ']C1',
          contentType: 'GS1',
          text: `(00)${shipment.packages[index]?.sscc}`,
        });
      }
    });
  }
});
