import { describe, expect, it } from 'vitest';
import { type PickUpOrderInput, pickUpOrderSchema } from '../../contracts/shipment/index.ts';
import { pdfText } from '../../tests/harness/pdf-text.ts';
import { type PickUpOrderDocument, renderPickUpOrder } from './pick-up-order.ts';

const order = (overrides: Partial<PickUpOrderInput> = {}) =>
  pickUpOrderSchema.parse({
    type: 'QUERTRANSPORT',
    partnerName: 'Partner Spedice s.r.o.',
    partnerAttentionOf: 'Jiří Dvořák',
    partnerFax: '+420 221 000 111',
    partnerEmail: 'dispo@partner.example',
    partnerCCEmail: 'kopie@partner.example',
    locationContactName: 'Anna Müller',
    locationEmail: 'anna@portal.example',
    notes: 'Rampe 3, bitte vorher anrufen',
    sender: {
      name: 'Lager Praha s.r.o.',
      street: 'Kolbenova 5',
      zipCode: '190 00',
      city: 'Praha',
      country: 'CZ',
      phone: '+420 222 333 444',
    },
    consignee: { name: 'Bauer Werkzeuge KG', street: 'Marienplatz 8', zipCode: '80331', city: 'München' },
    shippingDate: '2026-11-24',
    shippingTimeFrom: '08:00',
    shippingTimeUntil: '12:30',
    deliveryDate: '2026-11-26',
    customs: {
      documents: 'CREATE',
      insuranceValue: { value: 12500, currency: 'EUR' },
      eur1: true,
      commercialInvoice: true,
    },
    clearing: { locationOkay: true, location: 'PRG', credit: true },
    ...overrides,
  });

const document = (overrides: Partial<PickUpOrderDocument> = {}): PickUpOrderDocument => ({
  language: 'de',
  issuedOn: '2026-11-23',
  branch: {
    abbreviation: 'HAM',
    operatorName: 'Elbe Cargo Logistik GmbH',
    name: 'Hamburg',
    street: 'Am Moldauhafen 12',
    zipCode: '20457',
    city: 'Hamburg',
    country: 'DE',
    phone: '+49 40 3009870',
  },
  shipment: {
    shipmentNumber: '1000042',
    orderNumber: 'A-4711',
    product: 'P01',
    cargo: {
      items: [
        { colliQty: 2, packingCode: 'EP', goods: 'Maschinenteile', weight: 480 },
        { colliQty: 1, packingCode: 'FP', goods: 'Ersatzteile', weight: 120, dangerousGoods: true },
      ],
      cbm: 1.92,
    },
  },
  order: order(),
  ...overrides,
});

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
/** The text with line breaks and runs of blanks as single spaces, so phrases can be looked for. */
const flat = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, ' ');

describe('pick-up order document', () => {
  it('is a one-page A4 PDF with branch, partner, parties, dates, cargo, customs and invoicing', async () => {
    const pdf = await renderPickUpOrder(document());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
    expect(pageCount(pdf)).toBe(1);
    const text = flat(pdf);
    for (const expected of [
      'Abholauftrag',
      'Quertransport',
      'Sendungsnummer: 1000042',
      'Auftragsnummer: A-4711',
      'Ausgestellt am: 23.11.2026',
      'Elbe Cargo Logistik GmbH',
      'Niederlassung Hamburg (HAM)',
      'DE-20457 Hamburg',
      'Ansprechpartner: Anna Müller',
      'E-Mail: anna@portal.example',
      'Partner Spedice s.r.o.',
      'z. Hd.: Jiří Dvořák',
      'E-Mail: dispo@partner.example',
      'Fax: +420 221 000 111',
      'E-Mail für die Kopie: kopie@partner.example',
      'Lager Praha s.r.o.',
      'CZ-190 00 Praha',
      'Bauer Werkzeuge KG',
      '80331 München',
      '24.11.2026',
      '08:00 – 12:30',
      '26.11.2026',
      'Maschinenteile',
      'Ersatzteile (Gefahrgut)',
      '600 kg',
      'Volumen: 1.92 m³',
      'Rampe 3, bitte vorher anrufen',
      'Zollpapiere: erstellen',
      'Versicherungswert: 12500.00 EUR',
      'Begleitpapiere: EUR.1, Handelsrechnung',
      'Abrechnung über Niederlassung: ja (PRG)',
      'Gutschrift: ja',
      'Zentrale Fakturierung: nein',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Three pieces in all.
    expect(text).toMatch(/\b3 Summe 600 kg/);
  });

  it.each([
    [
      'en',
      ['Pick-up order', 'Cross transport', 'Shipment number: 1000042', 'Issued on: 23/11/2026', 'Consignor'],
    ],
    ['cs', ['Příkaz k vyzvednutí', 'Křížová přeprava', 'Číslo zásilky: 1000042', 'Odesílatel', 'Příjemce']],
    [
      'sk',
      ['Príkaz na vyzdvihnutie', 'Krížová preprava', 'Číslo zásielky: 1000042', 'Odosielateľ', 'Príjemca'],
    ],
  ] as const)('speaks %s', async (language, phrases) => {
    const text = flat(await renderPickUpOrder(document({ language })));
    for (const phrase of phrases) expect(text, phrase).toContain(phrase);
    expect(text).not.toContain('Abholauftrag');
  });

  it('leaves out what the order does not name and grows to a second page with long notes', async () => {
    const bare = order({
      partnerAttentionOf: undefined,
      partnerFax: undefined,
      partnerCCEmail: undefined,
      notes: undefined,
      customs: { documents: 'NOT_NECESSARY' },
      clearing: {},
      consignee: { name: 'Nur Name GmbH' },
    });
    const pdf = await renderPickUpOrder(document({ order: bare }));
    // A party without an address prints its name only, not a bare default country.
    expect(pdfText(pdf).split('\n')).not.toContain('DE');
    const text = flat(pdf);
    expect(text).not.toContain('z. Hd.');
    expect(text).not.toContain('Fax');
    expect(text).not.toContain('Versicherungswert');
    expect(text).toContain('Begleitpapiere: –');
    expect(text).toContain('Abrechnung über Niederlassung: nein');
    const notes = Array.from({ length: 60 }, (_v, n) => `Hinweis ${n + 1}: Zufahrt über Tor 2.`).join('\n');
    const long = await renderPickUpOrder(document({ order: order({ notes }) }));
    expect(pageCount(long)).toBe(2);
    expect(flat(long)).toContain('Hinweis 60: Zufahrt über Tor 2.');
  });
});
