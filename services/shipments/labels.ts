import { findShipmentRows } from '../../projections/shipment-list/queries.ts';
import type { Db } from '../db/index.ts';
import { type PrinterType, renderLabels } from '../documents/index.ts';
import { NotFoundError } from '../domain/errors.ts';
import { labelShipment, orderOf, packageCount } from './documents.ts';
import { findShipmentCustomer } from './settings.ts';
import { packageSsccs } from './sscc.ts';
import { assertShipmentVisible, type CustomerScope } from './tenancy.ts';

/**
 * The labels of the chosen shipments, one per package, each with the SSCC of the branch handling
 * the shipment. A shipment the user may not see answers 404 for the whole print.
 */
export async function printLabels(
  db: Db,
  scope: CustomerScope,
  shipmentNumbers: readonly string[],
  options: { printerType: PrinterType; labelPosition?: number | undefined },
): Promise<Buffer> {
  const rows = await findShipmentRows(db, shipmentNumbers);
  const unique = [...new Set(shipmentNumbers)];
  if (rows.length !== unique.length) throw new NotFoundError('shipment.not-found');
  const labels = [];
  for (const row of rows) {
    assertShipmentVisible(scope, row.customer_id);
    const branch = row.location ?? (await findShipmentCustomer(db, row.customer_id))?.branch;
    if (!branch) throw new NotFoundError('customer.not-found');
    const ssccs = await packageSsccs(db, String(row.shipment_number), branch, packageCount(orderOf(row)));
    labels.push(labelShipment(row, branch, ssccs));
  }
  return renderLabels(labels, options);
}
