import bwipjs from 'bwip-js';
import type { Content } from 'pdfmake/interfaces.js';
import type { LabelParty, LabelShipment, PrinterType } from './content.ts';
import { MM, renderPdf } from './pdf.ts';

export type { LabelParty, LabelShipment, PrinterType } from './content.ts';

const LASER_LABEL = { width: 105 * MM, height: 148 * MM };
const ZEBRA_PAGE = { width: 100 * MM, height: 150 * MM };

/** GS1 logistic label guidance: the bars of the SSCC barcode are at least 32 mm high. */
export const MIN_BAR_HEIGHT_MM = 32;
/** A little above the minimum, so that rounding in the drawing never falls below it. */
const BAR_HEIGHT_MM = 33;

/**
 * The SSCC as GS1-128 with its text, drawn `widthPt` wide. pdfmake scales the drawing to that width,
 * bars and all, so the bar height bwip-js is asked for is the wanted one divided by that scale.
 */
function barcodeSvg(sscc: string, widthPt: number): string {
  const options = { bcid: 'gs1-128', text: `(00)${sscc}`, includetext: true, textxalign: 'center' } as const;
  return bwipjs.toSVG({ ...options, height: BAR_HEIGHT_MM / barScale(options, widthPt) });
}

/** Rendered bar height per asked millimetre, by label width; every SSCC is drawn equally wide. */
const barScales = new Map<number, number>();

function barScale(options: { bcid: string; text: string }, widthPt: number): number {
  const known = barScales.get(widthPt);
  if (known) return known;
  const probeMm = 10;
  const probe = bwipjs.toSVG({ ...options, height: probeMm });
  const viewWidth = Number(/viewBox="0 0 ([\d.]+) /.exec(probe)?.[1]);
  const barUnits = Number(/M[\d.]+ ([\d.]+)L[\d.]+ 0/.exec(probe)?.[1]);
  if (!(viewWidth > 0 && barUnits > 0)) throw new Error('unexpected barcode drawing');
  const scale = (barUnits / probeMm) * (widthPt / MM / viewWidth);
  barScales.set(widthPt, scale);
  return scale;
}

/** A package weight as the label's German text writes it: 33,4 (tenths only where there are any). */
const KILOGRAMS = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1, useGrouping: false });
const kilograms = (weight: number) => KILOGRAMS.format(weight);

const party = (title: string, p: LabelParty): Content => ({
  stack: [
    { text: title, fontSize: 6, color: '#555' },
    { text: p.name, bold: true, fontSize: 10 },
    { text: p.street, fontSize: 9 },
    { text: `${p.country}-${p.zipCode} ${p.city}`, fontSize: 11, bold: true },
  ],
  margin: [0, 0, 0, 6],
});

function label(shipment: LabelShipment, index: number, width: number): Content {
  const parcel = shipment.packages[index];
  if (!parcel) throw new Error(`package ${index} missing`);
  const inner = width - 16 * MM;
  return {
    stack: [
      {
        columns: [
          { text: shipment.branch, fontSize: 20, bold: true },
          {
            text: `${index + 1} / ${shipment.packages.length}`,
            fontSize: 16,
            bold: true,
            alignment: 'right',
          },
        ],
      },
      { canvas: [{ type: 'line', x1: 0, y1: 2, x2: inner, y2: 2, lineWidth: 1 }], margin: [0, 0, 0, 4] },
      party('Absender / Sender', shipment.sender),
      party('Empfänger / Consignee', shipment.consignee),
      {
        table: {
          widths: ['*', '*'],
          body: [
            [`Sendung: ${shipment.shipmentNumber}`, `Produkt: ${shipment.product}`],
            [`Versand: ${shipment.shippingDate ?? '-'}`, `Zustellung: ${shipment.deliveryDate ?? '-'}`],
            [`Packstück: ${parcel.packingCode}`, `Gewicht: ${kilograms(parcel.weightKg)} kg`],
            // The order number takes the whole width: up to 35 characters stay on one line.
            [{ text: `Auftrag: ${shipment.orderNumber ?? '-'}`, colSpan: 2 }, ''],
            ...(shipment.dangerousGoods ? [[{ text: 'GEFAHRGUT / ADR', bold: true, colSpan: 2 }, '']] : []),
          ],
        },
        fontSize: 8,
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 8],
      },
      { svg: barcodeSvg(parcel.sscc, inner), width: inner, alignment: 'center' },
      { text: `SSCC ${parcel.sscc}`, fontSize: 8, alignment: 'center', margin: [0, 2, 0, 0] },
    ],
  };
}

/**
 * Labels, one per package: LASER puts four 105x148 mm labels on an A4 page, LASER_POSITION starts
 * at position 1-4 of the first sheet (to use a partly printed sheet), ZEBRA prints 10x15 cm pages.
 */
export function renderLabels(
  shipments: LabelShipment[],
  options: { printerType: PrinterType; labelPosition?: number },
): Promise<Buffer> {
  const labels = shipments.flatMap((shipment) => shipment.packages.map((_p, index) => ({ shipment, index })));
  if (options.printerType === 'ZEBRA') {
    return renderPdf({
      pageSize: ZEBRA_PAGE,
      pageMargins: [8 * MM, 6 * MM, 8 * MM, 6 * MM],
      content: labels.map(({ shipment, index }, n) => ({
        ...(label(shipment, index, ZEBRA_PAGE.width) as object),
        ...(n > 0 ? { pageBreak: 'before' as const } : {}),
      })) as Content[],
      defaultStyle: { font: 'Roboto' },
    });
  }
  const offset =
    options.printerType === 'LASER_POSITION' ? Math.min(4, Math.max(1, options.labelPosition ?? 1)) - 1 : 0;
  const content: Content[] = labels.map(({ shipment, index }, n) => {
    const slot = (n + offset) % 4;
    const startsPage = n > 0 && slot === 0;
    return {
      // A fixed-width column keeps each label inside its quarter of the sheet.
      columns: [{ width: LASER_LABEL.width - 16 * MM, stack: [label(shipment, index, LASER_LABEL.width)] }],
      absolutePosition: {
        x: (slot % 2) * LASER_LABEL.width + 8 * MM,
        y: Math.floor(slot / 2) * LASER_LABEL.height + 6 * MM,
      },
      ...(startsPage ? { pageBreak: 'before' as const } : {}),
    } as Content;
  });
  return renderPdf({ pageSize: 'A4', pageMargins: [0, 0, 0, 0], content, defaultStyle: { font: 'Roboto' } });
}
