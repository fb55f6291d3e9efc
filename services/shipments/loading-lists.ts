import { sql } from 'kysely';
import { findShipmentRows } from '../../projections/shipment-list/queries.ts';
import type { Db } from '../db/index.ts';
import { type LoadingList, renderDocument } from '../documents/index.ts';
import { NotFoundError, ValidationError } from '../domain/errors.ts';
import { decide } from '../domain/shipment/index.ts';
import { type CommandContext, handleShipmentCommand, loadShipment } from './commands.ts';
import { labelParty, loadingListShipment, orderOf } from './documents.ts';
import { findShipmentCustomer } from './settings.ts';
import { assertShipmentWritable, type CustomerScope } from './tenancy.ts';

/**
 * Creates a loading list of commissioned (FINALIZED) shipments of one customer: every shipment is
 * checked by the decider first, so a refused one leaves all of them unchanged; then the list is
 * stored and each shipment records CargoListCreated.
 */
export async function createLoadingList(
  context: CommandContext,
  scope: CustomerScope,
  shipmentNumbers: readonly string[],
): Promise<{ id: string; number: string; createdAt: string; shipmentNumbers: string[] }> {
  const { db } = context;
  const numbers = [...new Set(shipmentNumbers)];
  const rows = await findShipmentRows(db, numbers);
  if (rows.length !== numbers.length) throw new NotFoundError('shipment.not-found');
  for (const row of rows) assertShipmentWritable(context.principal, scope, row.customer_id);
  const customerIds = new Set(rows.map((row) => row.customer_id));
  const [customerId] = customerIds;
  if (customerIds.size !== 1 || !customerId) {
    throw new ValidationError([{ field: 'shipmentNumbers', defaultMessage: 'loadinglist.one-customer' }]);
  }
  const id = crypto.randomUUID();
  const now = context.now.toISOString();
  const checked = [];
  for (const number of numbers) {
    const loaded = await loadShipment(context.eventStore, number);
    decide(
      { type: 'CreateCargoList', data: { shipmentNumber: number, loadingListId: id, now } },
      loaded.state,
    );
    checked.push({ number, version: loaded.version });
  }
  const customer = await findShipmentCustomer(db, customerId);
  const first = rows[0];
  if (!customer || !first) throw new NotFoundError('customer.not-found');
  const content: LoadingList = {
    id,
    number: await nextLoadingListNumber(db, context.now),
    createdAt: now,
    customer: { id: customer.customerId, name: customer.name },
    branch: first.location ?? customer.branch,
    sender: labelParty(orderOf(first).sender),
    shipments: rows.map(loadingListShipment),
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('loading_lists')
      .values({
        id,
        customer_id: customerId,
        content: JSON.stringify(content),
        created_by: context.principal.username,
      })
      .execute();
    await trx
      .insertInto('loading_list_shipments')
      .values(numbers.map((number) => ({ loading_list_id: id, shipment_number: number })))
      .execute();
  });
  for (const { number, version } of checked) {
    await handleShipmentCommand(context, number, { expectedVersion: version }, () => ({
      type: 'CreateCargoList',
      data: { shipmentNumber: number, loadingListId: id, now },
    }));
  }
  return { id, number: content.number as string, createdAt: now, shipmentNumbers: numbers };
}

/** The readable number of a new loading list: the year and a serial number (`2026-000042`). */
async function nextLoadingListNumber(db: Db, now: Date): Promise<string> {
  const { rows } = await sql<{
    serial: string;
  }>`select nextval('loading_list_numbers')::text as serial`.execute(db);
  const serial = rows[0]?.serial;
  if (!serial) throw new Error('the loading list number sequence answered nothing');
  return `${now.getUTCFullYear()}-${serial.padStart(6, '0')}`;
}

/** A stored loading list as PDF, its times in `timeZone` (the reader's); another customer's answers 404. */
export async function loadingListPdf(
  db: Db,
  scope: CustomerScope,
  id: string,
  timeZone: string,
): Promise<Buffer> {
  const row = await db.selectFrom('loading_lists').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || !(scope.all || scope.customerIds.includes(row.customer_id)))
    throw new NotFoundError('loadinglist.not-found');
  return renderDocument({ kind: 'loadingList', list: row.content as LoadingList, timeZone });
}

/** The newest loading list of each shipment, by shipment number (for the loadinglist link). */
export async function latestLoadingLists(
  db: Db,
  shipmentNumbers: readonly string[],
): Promise<Map<string, string>> {
  if (shipmentNumbers.length === 0) return new Map();
  const rows = await db
    .selectFrom('loading_list_shipments')
    .innerJoin('loading_lists', 'loading_lists.id', 'loading_list_shipments.loading_list_id')
    .select(['loading_list_shipments.shipment_number', 'loading_lists.id'])
    .where('loading_list_shipments.shipment_number', 'in', [...shipmentNumbers])
    .orderBy('loading_lists.created_at')
    .execute();
  return new Map(rows.map((row) => [String(row.shipment_number), row.id]));
}
