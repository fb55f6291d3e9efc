import { randomUUID } from 'node:crypto';
import { type Selectable, sql } from 'kysely';
import type {
  AddressBookType,
  AddressInput,
  AddressSortProperty,
} from '../../../contracts/masterdata/addresses.ts';
import type { Db } from '../../db/index.ts';
import { anyColumnContains, type Pageable, paginate, type SortColumnsOf } from '../../db/paging.ts';
import type { AddressesTable } from '../tables.ts';

export const addressFromRow = (row: Selectable<AddressesTable>) => ({
  id: row.id,
  ownerCustomerId: row.owner_customer_id,
  types: row.types as AddressBookType[],
  name: row.name,
  additionalName: row.additional_name,
  customerId: row.customer_id,
  emonsCustomerId: row.emons_customer_id,
  isRetail: row.is_retail,
  street: row.street,
  country: row.country,
  zipCode: row.zip_code,
  city: row.city,
  contactName: row.contact_name,
  phone: row.phone,
  mobile: row.mobile,
  email: row.email,
  web: row.web,
  autosendShippingDocuments: row.autosend_shipping_documents,
  isNeutral: row.types.includes('NEUTRAL'),
  isDefaultSenderAddress: row.types.includes('DEFAULT_SENDER'),
  isDefaultConsigneeAddress: row.types.includes('DEFAULT_CONSIGNEE'),
  deliveryNotes: row.delivery_notes as { identifier: string; attachmentValue?: string | null }[],
  invoiceRecipient: row.invoice_recipient as { customerId: string; name?: string } | null,
});
export type AddressRecord = ReturnType<typeof addressFromRow>;

/** Owners the caller may see: every customer, or the listed ones. */
export type OwnerScope = { all: true } | { all: false; customerIds: string[] };

export async function listAddresses(
  db: Db,
  request: Pageable & {
    scope: OwnerScope;
    query?: string | undefined;
    types?: AddressBookType[] | undefined;
  },
) {
  let base = db.selectFrom('addresses');
  if (!request.scope.all) {
    if (request.scope.customerIds.length === 0) base = base.where(sql<boolean>`false`);
    else base = base.where('owner_customer_id', 'in', request.scope.customerIds);
  }
  if (request.types && request.types.length > 0) {
    base = base.where(sql<boolean>`types ?| ${sql.val(request.types)}::text[]`);
  }
  const text = request.query;
  if (text) {
    base = base.where((eb) =>
      anyColumnContains(
        eb,
        ['name', 'additional_name', 'customer_id', 'street', 'zip_code', 'city', 'contact_name'],
        text,
      ),
    );
  }
  const page = await paginate<Selectable<AddressesTable>>(
    base,
    request,
    {
      name: 'name',
      customerId: 'customer_id',
      street: 'street',
      country: 'country',
      zipCode: 'zip_code',
      city: 'city',
      isDefaultSenderAddress: sql`types ? 'DEFAULT_SENDER'`,
      isDefaultConsigneeAddress: sql`types ? 'DEFAULT_CONSIGNEE'`,
    } satisfies SortColumnsOf<AddressSortProperty>,
    ['name,asc'],
    'id',
  );
  return { ...page, content: page.content.map(addressFromRow) };
}

function inScope(scope: OwnerScope, owner: string) {
  return scope.all || scope.customerIds.includes(owner);
}

/** An address the caller may see; another customer's address is as absent as a missing one. */
export async function findAddress(db: Db, scope: OwnerScope, id: string): Promise<AddressRecord | undefined> {
  const row = await db.selectFrom('addresses').selectAll().where('id', '=', id).executeTakeFirst();
  return row && inScope(scope, row.owner_customer_id) ? addressFromRow(row) : undefined;
}

/** The first address with the default type among the caller's customers. */
export async function findDefaultAddress(
  db: Db,
  scope: OwnerScope,
  type: 'DEFAULT_SENDER' | 'DEFAULT_CONSIGNEE',
): Promise<AddressRecord | undefined> {
  if (!scope.all && scope.customerIds.length === 0) return undefined;
  let query = db.selectFrom('addresses').selectAll().where(sql<boolean>`types ? ${type}`);
  if (!scope.all) query = query.where('owner_customer_id', 'in', scope.customerIds);
  const row = await query.orderBy('owner_customer_id').orderBy('created_at').executeTakeFirst();
  return row ? addressFromRow(row) : undefined;
}

function columns(input: AddressInput) {
  return {
    types: JSON.stringify(input.types),
    name: input.name,
    additional_name: input.additionalName,
    customer_id: input.customerId,
    emons_customer_id: input.emonsCustomerId,
    is_retail: input.isRetail,
    street: input.street,
    country: input.country,
    zip_code: input.zipCode,
    city: input.city,
    contact_name: input.contactName,
    phone: input.phone,
    mobile: input.mobile,
    email: input.email,
    web: input.web,
    autosend_shipping_documents: input.autosendShippingDocuments,
    delivery_notes: JSON.stringify(input.deliveryNotes),
    invoice_recipient: input.invoiceRecipient ? JSON.stringify(input.invoiceRecipient) : null,
  };
}

/** One default sender and one default consignee per address book: a new default replaces the old. */
async function releaseDefaults(db: Db, owner: string, keepId: string, types: AddressBookType[]) {
  for (const type of ['DEFAULT_SENDER', 'DEFAULT_CONSIGNEE'] as const) {
    if (!types.includes(type)) continue;
    await db
      .updateTable('addresses')
      .set({ types: sql`types - ${type}`, version: sql`version + 1` })
      .where('owner_customer_id', '=', owner)
      .where('id', '<>', keepId)
      .where(sql<boolean>`types ? ${type}`)
      .execute();
  }
}

export async function insertAddress(db: Db, owner: string, input: AddressInput): Promise<AddressRecord> {
  const id = randomUUID();
  const row = await db
    .insertInto('addresses')
    .values({ id, owner_customer_id: owner, ...columns(input) })
    .returningAll()
    .executeTakeFirstOrThrow();
  await releaseDefaults(db, owner, id, input.types);
  return addressFromRow(row);
}

export async function updateAddress(db: Db, id: string, input: AddressInput): Promise<AddressRecord> {
  const row = await db
    .updateTable('addresses')
    .set({ ...columns(input), version: sql`version + 1` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await releaseDefaults(db, row.owner_customer_id, id, input.types);
  return addressFromRow(row);
}

export async function deleteAddress(db: Db, id: string): Promise<void> {
  await db.deleteFrom('addresses').where('id', '=', id).execute();
}

/** Empties a customer's address book; returns how many addresses it held. */
export async function deleteAllAddresses(db: Db, owner: string): Promise<number> {
  const deleted = await db
    .deleteFrom('addresses')
    .where('owner_customer_id', '=', owner)
    .returning('id')
    .execute();
  return deleted.length;
}

/** A customer's whole address book by name, for the export. */
export async function allAddressesOf(db: Db, owner: string): Promise<AddressRecord[]> {
  const rows = await db
    .selectFrom('addresses')
    .selectAll()
    .where('owner_customer_id', '=', owner)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(addressFromRow);
}
