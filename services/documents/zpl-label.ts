import type { LabelParty, LabelShipment } from './content.ts';

/**
 * Labels as a native ZPL II print job for Zebra printers (docs/decisions/0107): one 100 x 150 mm
 * label per package with the content of the PDF label (labels.ts) — branch, package n / N, sender,
 * consignee, shipment, product, dates, package, weight, order number, the dangerous goods mark —
 * and the SSCC as a GS1-128 barcode that the printer itself draws (`^BC` in subset C after FNC1).
 * Text is UTF-8 (`^CI28`); field data is hex-escaped (`^FH`), so no value can end a field.
 */

import type { ZplResolution } from '../../contracts/shipment/dialogs.ts';

export type { ZplResolution };

export const ZPL_MEDIA_TYPE = 'application/x-zpl';

const DOTS_PER_MM: Record<ZplResolution, number> = { 203: 8, 300: 12 };
const LABEL = { width: 100, height: 150 };
const MARGIN = { side: 8, top: 6 };

/** Field data with `^`, `~` and the escape character itself written as hex (`^FH_`). */
function fieldData(text: string): string {
  return text.replace(
    /[_^~\\]/g,
    (char) => `_${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/** The GS1-128 symbol of `(00)` + SSCC: start C, FNC1, ten digit pairs, check, stop (in modules). */
const SSCC_SYMBOL_MODULES = 11 * (1 + 1 + 10 + 1) + 13;

/** Draws in millimetres on a label of the given resolution. */
function canvas(dpi: ZplResolution) {
  const dpmm = DOTS_PER_MM[dpi];
  const dots = (mm: number) => Math.round(mm * dpmm);
  const commands: string[] = [];
  const inner = LABEL.width - 2 * MARGIN.side;
  return {
    dots,
    commands,
    /** One line of text at (x, y) in a block `width` wide, cut to one line, `height` mm high. */
    text(x: number, y: number, width: number, height: number, value: string, align: 'L' | 'C' | 'R' = 'L') {
      const size = dots(height);
      commands.push(
        `^FO${dots(x)},${dots(y)}^A0N,${size},${size}^FB${dots(width)},1,0,${align},0^FH_^FD${fieldData(value)}^FS`,
      );
    },
    /** Text in a bolder look: the scalable font drawn twice, a dot apart. */
    bold(x: number, y: number, width: number, height: number, value: string, align: 'L' | 'C' | 'R' = 'L') {
      this.text(x, y, width, height, value, align);
      this.text(x + 1 / dpmm, y, width, height, value, align);
    },
    line(y: number, thickness = 0.25) {
      commands.push(
        `^FO${dots(MARGIN.side)},${dots(y)}^GB${dots(inner)},${Math.max(1, dots(thickness))},${Math.max(1, dots(thickness))}^FS`,
      );
    },
    /** The GS1-128 barcode of the SSCC, centred, `height` mm high, modules of about 0.5 mm. */
    sscc(y: number, height: number, sscc: string) {
      const module = Math.max(2, Math.round(0.5 * dpmm));
      const x = Math.round((dots(LABEL.width) - SSCC_SYMBOL_MODULES * module) / 2);
      commands.push(`^FO${x},${dots(y)}^BY${module}^BCN,${dots(height)},N,N,N,N^FD>;>800${sscc}^FS`);
    },
  };
}

function party(draw: ReturnType<typeof canvas>, y: number, title: string, p: LabelParty): void {
  const inner = LABEL.width - 2 * MARGIN.side;
  draw.text(MARGIN.side, y, inner, 2.2, title);
  draw.bold(MARGIN.side, y + 3, inner, 3.8, p.name);
  draw.text(MARGIN.side, y + 7.5, inner, 3.3, p.street);
  draw.bold(MARGIN.side, y + 11.5, inner, 4.5, `${p.country}-${p.zipCode} ${p.city}`);
}

/** One label: the package `index` of `shipment`, as ^XA ... ^XZ. */
function zplLabel(shipment: LabelShipment, index: number, dpi: ZplResolution): string {
  const parcel = shipment.packages[index];
  if (!parcel) throw new Error(`package ${index} missing`);
  const draw = canvas(dpi);
  const inner = LABEL.width - 2 * MARGIN.side;
  const half = inner / 2;
  draw.bold(MARGIN.side, MARGIN.top, half, 7, shipment.branch);
  draw.bold(MARGIN.side + half, MARGIN.top + 1, half, 5.6, `${index + 1} / ${shipment.packages.length}`, 'R');
  draw.line(MARGIN.top + 8.5, 0.35);
  party(draw, MARGIN.top + 11, 'Absender / Sender', shipment.sender);
  party(draw, MARGIN.top + 29, 'Empfänger / Consignee', shipment.consignee);
  const rows: [string, string][] = [
    [`Sendung: ${shipment.shipmentNumber}`, `Produkt: ${shipment.product}`],
    [`Versand: ${shipment.shippingDate ?? '-'}`, `Zustellung: ${shipment.deliveryDate ?? '-'}`],
    [`Packstück: ${parcel.packingCode}`, `Gewicht: ${parcel.weightKg} kg`],
    [`Auftrag: ${shipment.orderNumber ?? '-'}`, ''],
  ];
  const table = MARGIN.top + 48;
  rows.forEach(([left, right], row) => {
    const y = table + row * 5;
    draw.text(MARGIN.side, y + 1, half - 1, 2.8, left);
    if (right) draw.text(MARGIN.side + half, y + 1, half, 2.8, right);
    if (row > 0) draw.line(y, 0.15);
  });
  if (shipment.dangerousGoods) draw.bold(MARGIN.side + half, table + 16, half, 2.8, 'GEFAHRGUT / ADR');
  draw.sscc(table + 24, 32, parcel.sscc);
  draw.text(MARGIN.side, table + 57.5, inner, 3, `(00)${parcel.sscc}`, 'C');
  draw.text(MARGIN.side, table + 62, inner, 2.8, `SSCC ${parcel.sscc}`, 'C');
  return [
    '^XA',
    '^CI28',
    `^PW${draw.dots(LABEL.width)}`,
    `^LL${draw.dots(LABEL.height)}`,
    '^LH0,0',
    ...draw.commands,
    '^PQ1',
    '^XZ',
  ].join('\n');
}

/**
 * The labels of `shipments`, one per package in order, as one ZPL job for a 100 x 150 mm label at
 * `dpi` (203 or 300). Plain string building: no worker needed.
 */
export function renderZplLabels(shipments: LabelShipment[], dpi: ZplResolution): Buffer {
  const labels = shipments.flatMap((shipment) =>
    shipment.packages.map((_parcel, index) => zplLabel(shipment, index, dpi)),
  );
  return Buffer.from(`${labels.join('\n')}\n`, 'utf8');
}
