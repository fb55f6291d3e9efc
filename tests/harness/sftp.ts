import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { FILE_COLUMNS } from '../../services/sftp/order-files.ts';
import { shippingDates } from '../shipments-helpers.ts';

/**
 * A connected TCP socket for an SFTP client (`sock` of its connect options) without Nagle's delay:
 * SFTP waits for each reply, and delayed acknowledgements would make large uploads crawl.
 */
export async function sftpSocket(port: number, host = '127.0.0.1'): Promise<Socket> {
  const socket = connect({ port, host, noDelay: true });
  await once(socket, 'connect');
  return socket;
}

/**
 * One order-file line as the cells of FILE_COLUMNS: an order of customer 100001 from Hamburg to
 * Munich with one cargo item; `overrides` change single cells.
 */
export function orderFileRow(orderNumber: string, overrides: Record<string, string | number> = {}) {
  const { shippingDate, deliveryDate } = shippingDates();
  const values: Record<string, string | number> = {
    orderNumber,
    shippingDate,
    deliveryDate,
    product: 'P01',
    shippingTerms: '04',
    senderName: 'Müller Maschinenbau GmbH',
    senderStreet: 'Billwerder Neuer Deich 72',
    senderZipCode: '20539',
    senderCity: 'Hamburg',
    senderCountry: 'DE',
    consigneeName: 'Schmidt Werkzeugbau GmbH',
    consigneeStreet: 'Landsberger Straße 110',
    consigneeZipCode: '80339',
    consigneeCity: 'München',
    consigneeCountry: 'DE',
    colliQty: 2,
    packingCode: 'EP',
    goods: 'Maschinenteile',
    weight: 480,
    length: 120,
    width: 80,
    height: 100,
    ...overrides,
  };
  return FILE_COLUMNS.map((column) => values[column] ?? '');
}
