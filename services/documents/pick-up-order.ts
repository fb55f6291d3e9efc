import type { Content, TableCell } from 'pdfmake/interfaces.js';
import type { CustomsDocuments, PickUpOrderParty } from '../../contracts/shipment/index.ts';
import type { PickUpOrderDocument } from './content.ts';
import { renderPdf } from './pdf.ts';
import { type DocumentLanguage, pickUpOrderLabels } from './pick-up-order-labels.ts';

export type { IssuingBranch, PickUpOrderDocument, PickUpOrderShipment } from './content.ts';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** YYYY-MM-DD as the language writes a date: 24.11.2026 in German, Czech and Slovak. */
export function documentDate(date: string, language: DocumentLanguage): string {
  const [year, month, day] = date.split('-');
  return language === 'en' ? `${day}/${month}/${year}` : `${day}.${month}.${year}`;
}

const lines = (...parts: (string | undefined | false)[]) => parts.filter(Boolean).join('\n');

const SECTION = { fontSize: 10, bold: true, margin: [0, 10, 0, 3] as [number, number, number, number] };

function box(title: string, body: Content): Content {
  return {
    table: { widths: ['*'], body: [[{ stack: [{ text: title, fontSize: 7, color: '#555' }, body] }]] },
    layout: { hLineColor: () => '#999', vLineColor: () => '#999' },
  };
}

type Labels = (typeof pickUpOrderLabels)[DocumentLanguage];

/** Renders the pick-up order as an A4 PDF in the request's language (spec sections 2 and 7). */
export function renderPickUpOrder(document: PickUpOrderDocument): Promise<Buffer> {
  const { branch, shipment } = document;
  const t = pickUpOrderLabels[document.language];
  const content: Content[] = [
    heading(document, t),
    principalAndPartner(document, t),
    { text: t.intro, fontSize: 9, margin: [0, 10, 0, 0] },
    consignorAndConsignee(document, t),
    { text: t.dates, ...SECTION },
    datesTable(document, t),
    { text: t.cargo, ...SECTION },
    cargoTable(document, t),
    cargoFacts(document, t),
    { text: t.notes, ...SECTION },
    { text: document.order.notes?.trim() || '–', fontSize: 9 },
    customsAndInvoicing(document, t),
    signatures(t),
  ];
  return renderPdf({
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    content,
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    info: { title: `${t.title} ${shipment.shipmentNumber}` },
    footer: (page: number, pages: number) => ({
      text: `${t.title} ${shipment.shipmentNumber} · ${branch.abbreviation} · ${page} / ${pages}`,
      alignment: 'center',
      fontSize: 8,
    }),
  });
}

const formattedDate = (value: string | undefined, language: DocumentLanguage) =>
  value ? documentDate(value, language) : '–';

/** The title and the order's type on the left, its numbers and date of issue on the right. */
function heading({ language, shipment, order, issuedOn }: PickUpOrderDocument, t: Labels): Content {
  return {
    columns: [
      {
        width: '*',
        stack: [
          { text: t.title, fontSize: 18, bold: true },
          { text: t.types[order.type], fontSize: 11, margin: [0, 2, 0, 0] },
        ],
      },
      {
        width: 'auto',
        alignment: 'right',
        fontSize: 9,
        text: lines(
          `${t.shipmentNumber}: ${shipment.shipmentNumber}`,
          shipment.orderNumber && `${t.orderNumber}: ${shipment.orderNumber}`,
          `${t.issuedOn}: ${formattedDate(issuedOn, language)}`,
        ),
      },
    ],
  };
}

/** The issuing branch as principal beside the partner the order goes to. */
function principalAndPartner({ branch, order }: PickUpOrderDocument, t: Labels): Content {
  return {
    columns: [
      box(t.principal, {
        text: lines(
          branch.operatorName,
          `${t.branch} ${branch.name} (${branch.abbreviation})`,
          branch.street,
          `${branch.country}-${branch.zipCode} ${branch.city}`,
          `${t.phone}: ${branch.phone}`,
          `${t.contact}: ${order.locationContactName}`,
          `${t.email}: ${order.locationEmail}`,
        ),
      }),
      box(t.partner, {
        stack: [
          { text: order.partnerName, bold: true },
          {
            text: lines(
              order.partnerAttentionOf && `${t.attentionOf}: ${order.partnerAttentionOf}`,
              `${t.email}: ${order.partnerEmail}`,
              order.partnerFax && `${t.fax}: ${order.partnerFax}`,
              order.partnerCC && `${t.cc}: ${order.partnerCC}`,
              order.partnerCCEmail && `${t.ccEmail}: ${order.partnerCCEmail}`,
            ),
          },
        ],
      }),
    ],
    columnGap: 10,
    margin: [0, 12, 0, 0],
    fontSize: 9,
  };
}

function consignorAndConsignee({ order }: PickUpOrderDocument, t: Labels): Content {
  return {
    columns: [box(t.consignor, party(order.sender, t)), box(t.consignee, party(order.consignee, t))],
    columnGap: 10,
    margin: [0, 8, 0, 0],
    fontSize: 9,
  };
}

function party(p: PickUpOrderParty, t: Labels): Content {
  return {
    stack: [
      { text: p.name, bold: true },
      {
        text: lines(
          p.additionalName,
          p.street,
          (p.zipCode || p.city) &&
            `${[p.country, p.zipCode].filter(Boolean).join('-')} ${p.city ?? ''}`.trim(),
          p.contactName && `${t.contact}: ${p.contactName}`,
          p.phone && `${t.phone}: ${p.phone}`,
          p.email && `${t.email}: ${p.email}`,
        ),
      },
    ],
  };
}

function datesTable({ language, order }: PickUpOrderDocument, t: Labels): Content {
  const date = (value: string | undefined) => formattedDate(value, language);
  const time = (from: string | undefined, until: string | undefined) =>
    from || until ? `${from ?? ''} – ${until ?? ''}` : '';
  return {
    table: {
      widths: ['*', '*', '*'],
      body: [
        ['', t.date, t.time].map((text) => ({ text, bold: true })),
        [t.pickUp, date(order.shippingDate), time(order.shippingTimeFrom, order.shippingTimeUntil)],
        [t.delivery, date(order.deliveryDate), time(order.deliveryTimeFrom, order.deliveryTimeUntil)],
      ],
    },
    layout: 'lightHorizontalLines',
    fontSize: 9,
  };
}

/** One row per cargo item under a header, and a row with the total pieces and weight. */
function cargoTable({ shipment }: PickUpOrderDocument, t: Labels): Content {
  const items = shipment.cargo.items;
  const pieces = sum(items.map((item) => item.colliQty));
  const weight = sum(items.map((item) => item.weight));
  const cargoRows: TableCell[][] = items.map((item) => [
    { text: String(item.colliQty), alignment: 'right' },
    item.packingCode,
    item.goods + (item.dangerousGoods ? ` (${t.dangerousGoods})` : ''),
    { text: `${item.weight} kg`, alignment: 'right' },
  ]);
  return {
    table: {
      headerRows: 1,
      widths: [40, 70, '*', 70],
      body: [
        [
          { text: t.pieces, bold: true, alignment: 'right' },
          { text: t.packaging, bold: true },
          { text: t.goods, bold: true },
          { text: t.weight, bold: true, alignment: 'right' },
        ],
        ...cargoRows,
        [
          { text: String(pieces), bold: true, alignment: 'right' },
          { text: t.total, bold: true, colSpan: 2 },
          '',
          { text: `${weight} kg`, bold: true, alignment: 'right' },
        ],
      ],
    },
    layout: 'lightHorizontalLines',
    fontSize: 9,
  };
}

/** Volume, loading length and product under the cargo table, those the shipment has. */
function cargoFacts({ shipment }: PickUpOrderDocument, t: Labels): Content {
  return {
    text: lines(
      shipment.cargo.cbm !== undefined && `${t.volume}: ${shipment.cargo.cbm} m³`,
      shipment.cargo.loadingLength !== undefined && `${t.loadingLength}: ${shipment.cargo.loadingLength} m`,
      shipment.product && `${t.product}: ${shipment.product}`,
    ),
    fontSize: 9,
    margin: [0, 3, 0, 0],
  };
}

function customsAndInvoicing({ order }: PickUpOrderDocument, t: Labels): Content {
  const yes = (value: boolean) => (value ? t.yes : t.no);
  const papers = (
    [
      ['aeex1', 'AE / EX1'],
      ['eur1', 'EUR.1'],
      ['tpaper', t.tpaper],
      ['commercialInvoice', t.commercialInvoice],
    ] as const
  ).filter(([key]) => order.customs[key]);
  const clearing = order.clearing;
  return {
    columns: [
      {
        stack: [
          { text: t.customs, ...SECTION },
          {
            fontSize: 9,
            text: lines(
              `${t.customsDocuments}: ${t.documents[order.customs.documents as CustomsDocuments]}`,
              order.customs.insuranceValue &&
                `${t.insuranceValue}: ${order.customs.insuranceValue.value.toFixed(2)} ${order.customs.insuranceValue.currency}`,
              `${t.accompanyingPapers}: ${papers.map(([, name]) => name).join(', ') || '–'}`,
            ),
          },
        ],
      },
      {
        stack: [
          { text: t.invoicing, ...SECTION },
          {
            fontSize: 9,
            text: lines(
              `${t.clearingLocationOkay}: ${yes(clearing.locationOkay)}${clearing.locationOkay && clearing.location ? ` (${clearing.location})` : ''}`,
              `${t.credit}: ${yes(clearing.credit)}`,
              `${t.agreement}: ${yes(clearing.agreement)}`,
              `${t.centralInvoiceDepartment}: ${yes(clearing.centralInvoiceDepartment)}`,
            ),
          },
        ],
      },
    ],
    columnGap: 10,
  };
}

function signatures(t: Labels): Content {
  return {
    columns: [
      { text: `______________________________\n${t.signaturePrincipal}`, fontSize: 8 },
      { text: `______________________________\n${t.signaturePartner}`, fontSize: 8, alignment: 'right' },
    ],
    margin: [0, 36, 0, 0],
  };
}
