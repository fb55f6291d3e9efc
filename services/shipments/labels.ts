import { findShipmentRows } from '../../projections/shipment-list/queries.ts';
import type { Db } from '../db/index.ts';
import { type PrinterType, renderDocument, renderZplLabels, type ZplResolution } from '../documents/index.ts';
import { NotFoundError, ValidationError } from '../domain/errors.ts';
import { labelShipment, orderOf, packageCount } from './documents.ts';
import { findShipmentCustomer } from './settings.ts';
import { packageSsccs } from './sscc.ts';
import { assertShipmentVisible, type CustomerScope } from './tenancy.ts';

/** One print holds at most this many labels (500 A4 pages): a larger selection is printed in parts. */
export const MAX_LABELS_PER_PRINT = 2000;

/**
 * The labels of the chosen shipments, one per package, each with the SSCC of the branch handling
 * the shipment. A shipment the user may not see answers 404 for the whole print.
 */
export async function printLabels(
  db: Db,
  scope: CustomerScope,
  shipmentNumbers: readonly string[],
  options: {
    printerType: PrinterType;
    labelPosition?: number | undefined;
    /** A ZPL print job at this resolution instead of the PDF (ZEBRA). */
    zpl?: ZplResolution | undefined;
  },
): Promise<Buffer> {
  const rows = await findShipmentRows(db, shipmentNumbers);
  const unique = [...new Set(shipmentNumbers)];
  if (rows.length !== unique.length) throw new NotFoundError('shipment.not-found');
  for (const row of rows) assertShipmentVisible(scope, row.customer_id);
  // Checked before a serial number is drawn: a refused print uses up none.
  const total = rows.reduce((sum, row) => sum + packageCount(orderOf(row)), 0);
  if (total > MAX_LABELS_PER_PRINT) {
    throw new ValidationError([{ field: 'shipments', defaultMessage: 'labels.too-many' }]);
  }
  const labels = [];
  for (const row of rows) {
    const branch = row.location ?? (await findShipmentCustomer(db, row.customer_id))?.branch;
    if (!branch) throw new NotFoundError('customer.not-found');
    const ssccs = await packageSsccs(db, String(row.shipment_number), branch, packageCount(orderOf(row)));
    labels.push(labelShipment(row, branch, ssccs));
  }
  if (options.zpl) return renderZplLabels(labels, options.zpl);
  return renderDocument({
    kind: 'labels',
    shipments: labels,
    options: {
      printerType: options.printerType,
      ...(options.labelPosition ? { labelPosition: options.labelPosition } : {}),
    },
  });
}
