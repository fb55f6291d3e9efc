import type { CustomerCompany } from '../../contracts/identity.ts';
import type { Db } from '../db/index.ts';

/** A customer's company data from the master data's `customers` table; only active customers. */
export async function findCustomer(db: Db, customerId: string): Promise<CustomerCompany | undefined> {
  const row = await db
    .selectFrom('customers')
    .select(['customer_id', 'name', 'additional_name', 'street', 'zip_code', 'city', 'country', 'location'])
    .where('customer_id', '=', customerId)
    .where('activated', '=', true)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    customerId: row.customer_id,
    name: row.name,
    additionalName: row.additional_name,
    street: row.street,
    zipCode: row.zip_code,
    city: row.city,
    country: row.country,
    location: row.location,
  };
}
