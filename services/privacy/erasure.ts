import { type Selectable, sql } from 'kysely';
import type { Logger } from 'pino';
import { type DataSubjectErasure, ERASED_TEXT, partyIdentity } from '../../contracts/personal-data.ts';
import { projections } from '../../projections/registry.ts';
import { rebuildProjection } from '../../projections/runner/rebuild.ts';
import type { Actor } from '../access/index.ts';
import type { Database, Db } from '../db/index.ts';
import { NotFoundError } from '../domain/errors.ts';
import type { EventStore, PersonalDataVault } from '../eventstore/index.ts';
import { recordChange } from '../masterdata/changes.ts';
import { isParty, withPartyErased, withPersonalFieldsErased } from './parties.ts';

export interface ErasureDeps {
  db: Db;
  eventStore: EventStore;
  personalData: PersonalDataVault;
  databaseUrl: string;
  log: Logger;
  /**
   * Seals the events stored before sealing existed (docs/decisions/0139), or waits for the run in
   * progress: only sealed values are reached. Absent with EventStoreDB, whose events stay as stored.
   */
  sealStoredEvents?: (options: { wait: boolean }) => Promise<unknown>;
}

/** The read models that show personal data; they are rebuilt from the events after an erasure. */
const readModelsWithPersonalData = ['shipment_list', 'audit_log', 'mail_log'];

/**
 * Erases a party (GDPR Art. 17) by one of its address-book entries (docs/decisions/0114): its key
 * and the keys of what derives from its shipments (mails, pick-up partners) are destroyed, so the
 * events read `[erased]` in its place; the address-book entries and invoice recipients that are the
 * same party are deleted and their change history, the stored loading lists, the batch
 * announcements' notices, the mails' attachments and the embedded mail server's copies are cleared
 * of it; then the read models are rebuilt. The shipments' numbers, weights, dates, states, zip codes
 * and countries stay.
 */
export async function eraseAddressParty(
  deps: ErasureDeps,
  actor: Actor,
  addressId: string,
): Promise<DataSubjectErasure> {
  const { db, personalData } = deps;
  const address = await db.selectFrom('addresses').selectAll().where('id', '=', addressId).executeTakeFirst();
  const identity = address && partyIdentity({ ...address, zipCode: address.zip_code });
  if (!address || !identity) throw new NotFoundError();
  // Answers from its marker at once on an installation whose stored events are sealed already.
  await deps.sealStoredEvents?.({ wait: true });

  const subject = await personalData.findSubject({ kind: 'party', identity });
  const reach = subject ? await personalData.reach(subject) : { contexts: [], derived: [] };
  const shipmentNumbers = reach.contexts.map((context) => context.replace(/^shipment:/, ''));
  const mailIds = await mailIdsOf(db, shipmentNumbers);
  if (subject) await personalData.erase([subject, ...reach.derived]);

  const erasedAt = actor.now.toISOString();
  const removed = await db.transaction().execute(async (trx) => {
    const { addressIds, recipientIds } = await deleteSameParty(trx, address, identity);
    await eraseChangeHistory(trx, addressIds, recipientIds);
    await eraseShipmentCopies(trx, shipmentNumbers, identity);
    await deleteMailCopies(trx, mailIds);
    const result = {
      erasedAt,
      shipments: shipmentNumbers.length,
      mails: mailIds.length,
      addresses: addressIds.length,
      invoiceRecipients: recipientIds.length,
    };
    await recordChange(trx, {
      entity: 'dataSubject',
      entityId: subject ?? addressId,
      action: 'DEL',
      author: { username: actor.principal.username, fullName: actor.principal.fullName },
      modifications: { kind: 'party', ...result },
    });
    return result;
  });

  await rebuildReadModelsWithPersonalData(deps);
  deps.log.info({ subject, ...removed }, 'data subject erased');
  return removed;
}

type PartyIdentity = NonNullable<ReturnType<typeof partyIdentity>>;

async function mailIdsOf(db: Db, shipmentNumbers: string[]): Promise<string[]> {
  if (shipmentNumbers.length === 0) return [];
  const rows = await db
    .selectFrom('mail_log')
    .select('mail_id')
    .where('context_id', 'in', shipmentNumbers)
    .execute();
  return rows.map((row) => row.mail_id);
}

/** Deletes the address-book entries and invoice recipients that are the same party; answers their ids. */
async function deleteSameParty(
  trx: Db,
  address: Pick<Selectable<Database['addresses']>, 'zip_code' | 'country'>,
  identity: PartyIdentity,
) {
  const sameParty = async (table: 'addresses' | 'invoice_recipients') =>
    (
      await trx
        .selectFrom(table)
        .select(['id', 'name', 'street', 'zip_code', 'country'])
        .where('zip_code', '=', address.zip_code)
        .where('country', '=', address.country)
        .execute()
    )
      .filter((row) => isParty({ ...row, zipCode: row.zip_code }, identity))
      .map((row) => row.id);
  const addressIds = await sameParty('addresses');
  const recipientIds = await sameParty('invoice_recipients');
  if (addressIds.length > 0) await trx.deleteFrom('addresses').where('id', 'in', addressIds).execute();
  if (recipientIds.length > 0)
    await trx.deleteFrom('invoice_recipients').where('id', 'in', recipientIds).execute();
  return { addressIds, recipientIds };
}

/** Clears the personal fields from the change history of the deleted entries. */
async function eraseChangeHistory(trx: Db, addressIds: string[], recipientIds: string[]) {
  const history = await trx
    .selectFrom('masterdata_changes')
    .select(['id', 'modifications'])
    .where((eb) =>
      eb.or([
        eb.and([eb('entity', '=', 'address'), eb('entity_id', 'in', [...addressIds, ''])]),
        eb.and([eb('entity', '=', 'invoiceRecipient'), eb('entity_id', 'in', [...recipientIds, ''])]),
      ]),
    )
    .execute();
  for (const change of history) {
    await trx
      .updateTable('masterdata_changes')
      .set({ modifications: JSON.stringify(withPersonalFieldsErased(change.modifications)) })
      .where('id', '=', change.id)
      .execute();
  }
}

/** Clears the party from the stored loading lists and the batch announcements' notices of its shipments. */
async function eraseShipmentCopies(trx: Db, shipmentNumbers: string[], identity: PartyIdentity) {
  if (shipmentNumbers.length === 0) return;
  const lists = await trx
    .selectFrom('loading_lists')
    .select(['id', 'content'])
    .where(
      'id',
      'in',
      trx
        .selectFrom('loading_list_shipments')
        .select('loading_list_id')
        .where('shipment_number', 'in', shipmentNumbers),
    )
    .execute();
  for (const list of lists) {
    await trx
      .updateTable('loading_lists')
      .set({ content: JSON.stringify(withPartyErased(list.content, identity)) })
      .where('id', '=', list.id)
      .execute();
  }
  // A signature of a proof of delivery names the receiver as their name does (0233).
  await trx
    .deleteFrom('proof_of_delivery_files')
    .where('shipment_number', 'in', shipmentNumbers)
    .where('kind', '=', 'SIGNATURE')
    .execute();
  // A batch announcement keeps the dialog's values, its shipping notice among them (0140).
  await sql`
    update shipment_batches
    set announcement = jsonb_set(announcement, '{notice}', to_jsonb(${ERASED_TEXT}::text))
    where announcement ? 'notice'
      and id in (
        select batch_id from shipment_batch_items where shipment_number = any(${shipmentNumbers}::text[])
      )
  `.execute(trx);
}

/**
 * The attachments of erased mails and the embedded mail server's copies of them (each mail carries
 * its id in the Message-ID), inside the erasure's transaction.
 */
export async function deleteMailCopies(trx: Db, mailIds: readonly string[]): Promise<void> {
  if (mailIds.length === 0) return;
  await trx.deleteFrom('mail_attachments').where('mail_id', 'in', mailIds).execute();
  await trx
    .deleteFrom('mailbox_messages')
    .where('raw', 'like', sql<string>`any(${mailIds.map((id) => `%<${id}@%`)}::text[])`)
    .execute();
}

/**
 * Rebuilds the read models that show personal data beside the live ones (0016), so no copy of an
 * erased value stays in them; answers once the new builds are live.
 */
export async function rebuildReadModelsWithPersonalData(deps: ErasureDeps): Promise<void> {
  for (const projection of projections.filter((p) => readModelsWithPersonalData.includes(p.name))) {
    await rebuildProjection({
      db: deps.db,
      store: deps.eventStore,
      connectionString: deps.databaseUrl,
      log: deps.log,
      projection,
    });
  }
}
