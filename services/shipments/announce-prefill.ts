import type { Principal } from '../../contracts/access.ts';
import type { BatchFilter } from '../../contracts/batch.ts';
import type { AnnouncePrefill } from '../../contracts/shipment/index.ts';
import { findShipmentRows } from '../../projections/shipment-list/index.ts';
import { customerScope, scopeIncludes } from '../access/tenancy.ts';
import type { Db } from '../db/index.ts';
import { type AnnounceCandidate, prefillAnnouncement } from '../domain/announcement/index.ts';
import { NotFoundError } from '../domain/errors.ts';
import { shipmentLinks } from '../domain/shipment/index.ts';
import { personalSettings } from '../masterdata/queries/personal-settings.ts';
import { resolveBatchFilter } from './batches.ts';
import { orderOf } from './documents.ts';
import { shipmentReference } from './reference.ts';
import { branchToday } from './rules.ts';
import { viewerOf } from './tenancy.ts';

/** The shipping times the dialog offers when the user's settings name none. */
const DEFAULT_TIMES = { from: '08:00', until: '16:00', fridayFrom: '08:00', fridayUntil: '12:00' };

/** The ticked numbers as sent, or the list's filter resolved by the server (tenancy, at most MAX_BATCH_SIZE). */
export function batchSelection(
  db: Db,
  principal: Principal,
  type: 'announce' | 'commission',
  body: { shipmentNumbers?: string[] | undefined; filter?: BatchFilter | undefined },
): Promise<string[]> {
  return body.filter
    ? resolveBatchFilter(db, principal, type, body.filter)
    : Promise.resolve(body.shipmentNumbers ?? []);
}

/**
 * The announce dialog's prefill for a selection (spec 000 section 4): what the dialog offers, the
 * shipments that cannot be announced and why, and the user's shipping times. A selection of which
 * the user sees nothing answers 404.
 */
export async function prefillAnnounceDialog(
  db: Db,
  principal: Principal,
  selection: { shipmentNumbers?: string[] | undefined; filter?: BatchFilter | undefined },
  now = new Date(),
): Promise<AnnouncePrefill> {
  const [scope, reference, rows, settings] = await Promise.all([
    customerScope(db, principal),
    shipmentReference(db),
    batchSelection(db, principal, 'announce', selection).then((numbers) => findShipmentRows(db, numbers)),
    personalSettings(db, principal.username),
  ]);
  const visible = rows.filter((row) => scopeIncludes(scope, row.customer_id));
  if (visible.length === 0) throw new NotFoundError();
  const setting = (name: string, fallback: string) => {
    const value = settings.find((entry) => entry.name === name)?.value;
    return typeof value === 'string' && value ? value : fallback;
  };
  const candidates: AnnounceCandidate[] = visible.map((row) => {
    const order = orderOf(row);
    const product = reference.products.get(order.product.identifier);
    const offered = shipmentLinks({
      state: row.state as never,
      type: row.type as never,
      viewer: viewerOf(principal, scope, row.customer_id),
      settings: { quotationEnabled: false },
    });
    return {
      shipmentNumber: String(row.shipment_number),
      state: row.state,
      canAnnounce: offered.has('announce') && row.state === 'DRAFT',
      senderCountry: order.sender.country,
      consigneeCountry: order.consignee.country,
      shippingDate: order.shippingDate,
      shippingTimeFrom: order.shippingTimeFrom,
      shippingTimeUntil: order.shippingTimeUntil,
      shippingNotice: order.shippingNotice,
      deliveryDate: order.deliveryDate,
      deliveryDateWindow: product?.deliveryDateWindow,
      deliveryDateIsOptional: product?.deliveryDateIsOptional ?? true,
    };
  });
  const country = candidates[0]?.senderCountry ?? 'DE';
  const announceable = candidates.filter((candidate) => candidate.canAnnounce);
  const countries = {
    sender: [...new Set(announceable.map((candidate) => candidate.senderCountry))],
    consignee: [...new Set(announceable.map((candidate) => candidate.consigneeCountry))],
  };
  const prefill = prefillAnnouncement(candidates, {
    today: branchToday(country, now),
    defaults: {
      from: setting('SHIPPING_TIME_FROM', DEFAULT_TIMES.from),
      until: setting('SHIPPING_TIME_UNTIL', DEFAULT_TIMES.until),
      fridayFrom: setting('SHIPPING_TIME_FROM_FR', DEFAULT_TIMES.fridayFrom),
      fridayUntil: setting('SHIPPING_TIME_UNTIL_FR', DEFAULT_TIMES.fridayUntil),
    },
  });
  return { ...prefill, countries };
}
