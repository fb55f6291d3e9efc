import type { Content, TableCell } from 'pdfmake/interfaces.js';
import type { LoadingList } from './content.ts';
import { renderPdf } from './pdf.ts';
import { documentDateTime } from './time.ts';

export type { LoadingList, LoadingListShipment } from './content.ts';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The loading (cargo) list a driver signs at pick-up: every shipment and package of the selection,
 * its creation time in the reader's time zone.
 */
export function renderLoadingList(list: LoadingList, options: { timeZone: string }): Promise<Buffer> {
  const rows: TableCell[][] = list.shipments.map((shipment) => [
    { text: shipment.shipmentNumber, bold: true, noWrap: true },
    shipment.orderNumber ?? '',
    `${shipment.consignee.name}\n${shipment.consignee.country}-${shipment.consignee.zipCode} ${shipment.consignee.city}`,
    shipment.product,
    shipment.deliveryDate ?? '',
    shipment.items.map((item) => `${item.colliQty} ${item.packingCode} ${item.goods}`).join('\n'),
    { text: String(sum(shipment.items.map((item) => item.weightKg))), alignment: 'right' },
    shipment.items.flatMap((item) => item.unNumbers.map((un) => `UN${un}`)).join(', '),
  ]);
  const packages = sum(list.shipments.flatMap((s) => s.items.map((item) => item.colliQty)));
  const weight = sum(list.shipments.flatMap((s) => s.items.map((item) => item.weightKg)));
  const content: Content[] = [
    {
      text: `Ladeliste / Loading list ${list.number ?? ''}`.trim(),
      fontSize: 16,
      bold: true,
    },
    {
      columns: [
        {
          text: `${list.customer.name} (${list.customer.id})\n${list.sender.street}\n${list.sender.country}-${list.sender.zipCode} ${list.sender.city}`,
        },
        {
          text: `Niederlassung / Branch: ${list.branch}\nErstellt / Created: ${documentDateTime(list.createdAt, options.timeZone)}\nNr. / No.: ${list.number ?? list.id.slice(0, 8)}`,
          alignment: 'right',
        },
      ],
      margin: [0, 6, 0, 10],
      fontSize: 9,
    },
    {
      table: {
        headerRows: 1,
        // The order number's column is as wide as its longest number: up to 35 characters, one line.
        widths: ['auto', 'auto', '*', 55, 50, 120, 40, 55],
        body: [
          ['Sendung', 'Auftrag', 'Empfänger', 'Produkt', 'Zustellung', 'Packstücke', 'kg', 'Gefahrgut'].map(
            (text) => ({
              text,
              bold: true,
            }),
          ),
          ...rows,
        ],
      },
      layout: 'lightHorizontalLines',
      fontSize: 8,
    },
    {
      text: `Sendungen: ${list.shipments.length}   Packstücke: ${packages}   Gewicht: ${weight} kg`,
      bold: true,
      margin: [0, 10, 0, 30],
    },
    {
      columns: [
        { text: '______________________________\nVerlader / Shipper', fontSize: 8 },
        { text: '______________________________\nFahrer / Driver', fontSize: 8, alignment: 'right' },
      ],
    },
  ];
  return renderPdf({
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [30, 30, 30, 40],
    content,
    defaultStyle: { font: 'Roboto' },
    footer: (page: number, pages: number) => ({
      text: `${page} / ${pages}`,
      alignment: 'center',
      fontSize: 8,
    }),
  });
}
