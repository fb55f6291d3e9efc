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

/** Renders the pick-up order as an A4 PDF in the request's language (spec sections 2 and 7). */
export function renderPickUpOrder(document: PickUpOrderDocument): Promise<Buffer> {
  const { language, branch, shipment, order } = document;
  const t = pickUpOrderLabels[language];
  const date = (value: string | undefined) => (value ? documentDate(value, language) : '–');
  const time = (from: string | undefined, until: string | undefined) =>
    from || until ? `${from ?? ''} – ${until ?? ''}` : '';
  const yes = (value: boolean) => (value ? t.yes : t.no);

  const party = (p: PickUpOrderParty): Content => ({
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
  });

  const items = shipment.cargo.items;
  const pieces = sum(items.map((item) => item.colliQty));
  const weight = sum(items.map((item) => item.weight));
  const cargoRows: TableCell[][] = items.map((item) => [
    { text: String(item.colliQty), alignment: 'right' },
    item.packingCode,
    item.goods + (item.dangerousGoods ? ` (${t.dangerousGoods})` : ''),
    { text: `${item.weight} kg`, alignment: 'right' },
  ]);
  const papers = (
    [
      ['aeex1', 'AE / EX1'],
      ['eur1', 'EUR.1'],
      ['tpaper', t.tpaper],
      ['commercialInvoice', t.commercialInvoice],
    ] as const
  ).filter(([key]) => order.customs[key]);
  const clearing = order.clearing;

  const content: Content[] = [
    {
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
            `${t.issuedOn}: ${date(document.issuedOn)}`,
          ),
        },
      ],
    },
    {
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
    },
    { text: t.intro, fontSize: 9, margin: [0, 10, 0, 0] },
    {
      columns: [box(t.consignor, party(order.sender)), box(t.consignee, party(order.consignee))],
      columnGap: 10,
      margin: [0, 8, 0, 0],
      fontSize: 9,
    },
    { text: t.dates, ...SECTION },
    {
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
    },
    { text: t.cargo, ...SECTION },
    {
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
    },
    {
      text: lines(
        shipment.cargo.cbm !== undefined && `${t.volume}: ${shipment.cargo.cbm} m³`,
        shipment.cargo.loadingLength !== undefined && `${t.loadingLength}: ${shipment.cargo.loadingLength} m`,
        shipment.product && `${t.product}: ${shipment.product}`,
      ),
      fontSize: 9,
      margin: [0, 3, 0, 0],
    },
    { text: t.notes, ...SECTION },
    { text: order.notes?.trim() || '–', fontSize: 9 },
    {
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
    },
    {
      columns: [
        { text: `______________________________\n${t.signaturePrincipal}`, fontSize: 8 },
        { text: `______________________________\n${t.signaturePartner}`, fontSize: 8, alignment: 'right' },
      ],
      margin: [0, 36, 0, 0],
    },
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
