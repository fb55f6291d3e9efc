import { randomUUID } from 'node:crypto';
import { type Selectable, sql } from 'kysely';
import type {
  InvoiceRecipientInput,
  InvoiceRecipientSortProperty,
} from '../../../contracts/masterdata/invoice-recipients.ts';
import type { Db } from '../../db/index.ts';
import { anyColumnContains, type Pageable, paginate, type SortColumnsOf } from '../../db/paging.ts';
import type { InvoiceRecipientsTable } from '../tables.ts';
import type { OwnerScope } from './addresses.ts';
import type { CustomerRecord } from './customers.ts';

/** A saved recipient's row, or a customer's own master data listed as its default (id null). */
type RecipientRow = Omit<Selectable<InvoiceRecipientsTable>, 'id' | 'created_at'> & { id: string | null };

const recipientFromRow = (row: RecipientRow) => ({
  id: row.id as string | null,
  ownerCustomerId: row.owner_customer_id,
  customerId: row.customer_id,
  name: row.name,
  additionalName: row.additional_name,
  street: row.street,
  zipCode: row.zip_code,
  city: row.city,
  country: row.country,
  contactName: row.contact_name,
  phone: row.phone,
  isDefault: row.is_default,
});
export type InvoiceRecipientRecord = ReturnType<typeof recipientFromRow>;

/** A customer of the forwarder as an (unsaved) invoice recipient of `owner`. */
export function recipientFromCustomer(
  owner: string,
  customer: CustomerRecord,
  isDefault: boolean,
): InvoiceRecipientRecord {
  return {
    id: null,
    ownerCustomerId: owner,
    customerId: customer.customerId,
    name: customer.name.slice(0, 35),
    additionalName: customer.additionalName,
    street: customer.street.slice(0, 35),
    zipCode: customer.zipCode,
    city: customer.city,
    country: customer.country,
    contactName: null,
    phone: null,
    isDefault,
  };
}

/**
 * The saved recipients of the owners in scope and, for each of the owners named (not for a scope
 * of every customer), the owner's own master data as its default while it has no saved default:
 * the recipient the order form offers then (`defaultInvoiceRecipient`), so the list holds it too
 * (docs/decisions/0212). Both are one query, so search, sorting and pages take them alike.
 */
export async function listInvoiceRecipients(
  db: Db,
  request: Pageable & { scope: OwnerScope; query?: string | undefined },
) {
  const owners = request.scope.all ? [] : request.scope.customerIds;
  let saved = db
    .selectFrom('invoice_recipients')
    .select([
      sql<string | null>`id::text`.as('id'),
      'owner_customer_id',
      'customer_id',
      'name',
      'additional_name',
      'street',
      'zip_code',
      'city',
      'country',
      'contact_name',
      'phone',
      'is_default',
      sql<string>`id::text`.as('row_key'),
    ]);
  if (!request.scope.all) {
    saved =
      owners.length === 0 ? saved.where(sql<boolean>`false`) : saved.where('owner_customer_id', 'in', owners);
  }
  const own = db
    .selectFrom('customers')
    .select([
      sql<string | null>`null::text`.as('id'),
      'customer_id as owner_customer_id',
      'customer_id',
      sql<string>`left(name, 35)`.as('name'),
      'additional_name',
      sql<string>`left(street, 35)`.as('street'),
      'zip_code',
      'city',
      'country',
      sql<string | null>`null::text`.as('contact_name'),
      sql<string | null>`null::text`.as('phone'),
      sql<boolean>`true`.as('is_default'),
      sql<string>`'customer:' || customer_id`.as('row_key'),
    ])
    .where(owners.length === 0 ? sql<boolean>`false` : sql<boolean>`customer_id in (${sql.join(owners)})`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('invoice_recipients as chosen')
            .select(sql`1`.as('one'))
            .whereRef('chosen.owner_customer_id', '=', 'customers.customer_id')
            .where('chosen.is_default', '=', true),
        ),
      ),
    );
  let base = db.selectFrom(saved.unionAll(own).as('recipients'));
  const text = request.query;
  if (text) base = base.where((eb) => anyColumnContains(eb, ['name', 'customer_id', 'city'], text));
  const page = await paginate<RecipientRow>(
    base,
    request,
    {
      name: 'name',
      customerId: 'customer_id',
      street: 'street',
      country: 'country',
      zipCode: 'zip_code',
      city: 'city',
      isDefault: 'is_default',
    } satisfies SortColumnsOf<InvoiceRecipientSortProperty>,
    ['name,asc'],
    'row_key',
  );
  return { ...page, content: page.content.map(recipientFromRow) };
}

export async function findInvoiceRecipient(db: Db, scope: OwnerScope, id: string) {
  const row = await db.selectFrom('invoice_recipients').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || !(scope.all || scope.customerIds.includes(row.owner_customer_id))) return undefined;
  return recipientFromRow(row);
}

export async function findInvoiceRecipientByCustomerId(db: Db, owners: string[], customerId: string) {
  if (owners.length === 0) return undefined;
  const row = await db
    .selectFrom('invoice_recipients')
    .selectAll()
    .where('owner_customer_id', 'in', owners)
    .where('customer_id', '=', customerId)
    .orderBy('owner_customer_id')
    .executeTakeFirst();
  return row ? recipientFromRow(row) : undefined;
}

export async function findDefaultInvoiceRecipient(db: Db, owner: string) {
  const row = await db
    .selectFrom('invoice_recipients')
    .selectAll()
    .where('owner_customer_id', '=', owner)
    .where('is_default', '=', true)
    .executeTakeFirst();
  return row ? recipientFromRow(row) : undefined;
}

function columns(input: Omit<InvoiceRecipientInput, 'ownerCustomerId'>) {
  return {
    customer_id: input.customerId,
    name: input.name,
    additional_name: input.additionalName,
    street: input.street,
    zip_code: input.zipCode,
    city: input.city,
    country: input.country,
    contact_name: input.contactName,
    phone: input.phone,
    is_default: input.isDefault,
  };
}

async function releaseDefault(db: Db, owner: string, keepId: string, isDefault: boolean) {
  if (!isDefault) return;
  await db
    .updateTable('invoice_recipients')
    .set({ is_default: false })
    .where('owner_customer_id', '=', owner)
    .where('id', '<>', keepId)
    .execute();
}

/** Inserts a recipient; undefined when the owner has one with that customer id already. */
export async function insertInvoiceRecipient(
  db: Db,
  owner: string,
  input: Omit<InvoiceRecipientInput, 'ownerCustomerId'>,
) {
  const row = await db
    .insertInto('invoice_recipients')
    .values({ id: randomUUID(), owner_customer_id: owner, ...columns(input) })
    .onConflict((conflict) => conflict.columns(['owner_customer_id', 'customer_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) return undefined;
  await releaseDefault(db, owner, row.id, input.isDefault);
  return recipientFromRow(row);
}

export async function updateInvoiceRecipient(db: Db, id: string, input: InvoiceRecipientInput) {
  const row = await db
    .updateTable('invoice_recipients')
    .set(columns(input))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await releaseDefault(db, row.owner_customer_id, id, input.isDefault);
  return recipientFromRow(row);
}

export async function deleteInvoiceRecipient(db: Db, id: string) {
  await db.deleteFrom('invoice_recipients').where('id', '=', id).execute();
}
