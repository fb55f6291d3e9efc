import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { CustomersTable } from '../tables.ts';

export const customerFromRow = (row: Selectable<CustomersTable>) => ({
  customerId: row.customer_id,
  activated: row.activated,
  name: row.name,
  additionalName: row.additional_name,
  street: row.street,
  zipCode: row.zip_code,
  city: row.city,
  country: row.country,
  location: row.location,
  secondaryLocation: row.secondary_location,
});
export type CustomerRecord = ReturnType<typeof customerFromRow>;

/** A customer by its six-character id, active or not. */
export async function findCustomer(db: Db, customerId: string): Promise<CustomerRecord | undefined> {
  const row = await db
    .selectFrom('customers')
    .selectAll()
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row ? customerFromRow(row) : undefined;
}

/** The customers whose home or secondary branch is `branch`, by customer id. */
export async function customersOfBranch(db: Db, branch: string): Promise<CustomerRecord[]> {
  const rows = await db
    .selectFrom('customers')
    .selectAll()
    .where((eb) => eb.or([eb('location', '=', branch), eb('secondary_location', '=', branch)]))
    .orderBy('customer_id')
    .execute();
  return rows.map(customerFromRow);
}

export async function customerSettings(db: Db, customerId: string): Promise<Record<string, unknown>> {
  const rows = await db
    .selectFrom('customer_settings')
    .select(['name', 'value'])
    .where('customer_id', '=', customerId)
    .orderBy('name')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}
