import { randomInt } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { CustomerInput, CustomerSettingName } from '../../contracts/masterdata/customers.ts';
import type { Db } from '../db/index.ts';
import { ConflictError, NotFoundError, ValidationError } from '../domain/errors.ts';
import { hashPassword, verifyPassword } from '../identity/password.ts';
import { type ChangeAuthor, modifiedFields, recordChange } from './changes.ts';
import { defaultCustomerSettings } from './data/demo-customers.ts';
import { type CustomerRecord, customerFromRow, findCustomer } from './queries/customers.ts';
import { containsPattern, type Pageable, paginate } from './queries/paging.ts';
import type { CustomersTable } from './tables.ts';

/** Spec 001 section 9: lowercase letters, uppercase letters without I and O, digits 1 to 9. */
const SFTP_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ123456789';
const SFTP_PASSWORD_LENGTH = 12;

export function generateSftpPassword(): string {
  return Array.from(
    { length: SFTP_PASSWORD_LENGTH },
    () => SFTP_ALPHABET[randomInt(SFTP_ALPHABET.length)],
  ).join('');
}

export async function listCustomers(
  db: Db,
  request: Pageable & { query?: string | undefined; locations?: string[] | undefined },
) {
  let base = db.selectFrom('customers');
  if (request.locations) {
    const locations = request.locations;
    if (locations.length === 0)
      return { content: [], number: request.page, size: request.size, totalElements: 0 };
    base = base.where((eb) =>
      eb.or([eb('location', 'in', locations), eb('secondary_location', 'in', locations)]),
    );
  }
  if (request.query) {
    const pattern = containsPattern(request.query);
    base = base.where((eb) =>
      eb.or([
        eb('customer_id', 'ilike', pattern),
        eb('name', 'ilike', pattern),
        eb('city', 'ilike', pattern),
      ]),
    );
  }
  const page = await paginate<Selectable<CustomersTable>>(
    base,
    request,
    { customerId: 'customer_id', name: 'name', city: 'city', location: 'location' },
    ['customerId,asc'],
    'customer_id',
  );
  return { ...page, content: page.content.map(customerFromRow) };
}

async function assertLocations(db: Db, input: CustomerInput) {
  for (const [field, abbreviation] of [
    ['location', input.location],
    ['secondaryLocation', input.secondaryLocation],
  ] as const) {
    if (!abbreviation) continue;
    const known = await db
      .selectFrom('locations')
      .select('abbreviation')
      .where('abbreviation', '=', abbreviation.toUpperCase())
      .executeTakeFirst();
    if (!known) throw new ValidationError([{ field, defaultMessage: 'field.invalid' }]);
  }
}

function columns(input: CustomerInput) {
  return {
    activated: input.activated,
    name: input.name,
    additional_name: input.additionalName,
    street: input.street,
    zip_code: input.zipCode,
    city: input.city,
    country: input.country,
    location: input.location.toUpperCase(),
    secondary_location: input.secondaryLocation?.toUpperCase() ?? null,
  };
}

/** A new customer with the default customer settings. */
export async function createCustomer(
  db: Db,
  input: CustomerInput,
  author: ChangeAuthor,
): Promise<CustomerRecord> {
  await assertLocations(db, input);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('customers')
      .values({ customer_id: input.customerId, ...columns(input) })
      .onConflict((conflict) => conflict.column('customer_id').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new ConflictError('customer.exists', undefined, { customerId: input.customerId });
    await trx
      .insertInto('customer_settings')
      .values(
        Object.entries(defaultCustomerSettings).map(([name, value]) => ({
          customer_id: row.customer_id,
          name,
          value: JSON.stringify(value),
        })),
      )
      .execute();
    const customer = customerFromRow(row);
    await recordChange(trx, {
      entity: 'customer',
      entityId: customer.customerId,
      action: 'ADD',
      author,
      modifications: customer,
    });
    return customer;
  });
}

export async function updateCustomer(
  db: Db,
  customerId: string,
  input: CustomerInput,
  author: ChangeAuthor,
): Promise<CustomerRecord> {
  await assertLocations(db, input);
  return db.transaction().execute(async (trx) => {
    const before = await findCustomer(trx, customerId);
    if (!before) throw new NotFoundError('customer.not-found');
    const row = await trx
      .updateTable('customers')
      .set(columns(input))
      .where('customer_id', '=', customerId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const customer = customerFromRow(row);
    const modifications = modifiedFields(before, customer);
    if (Object.keys(modifications).length > 0) {
      await recordChange(trx, {
        entity: 'customer',
        entityId: customerId,
        action: 'MOD',
        author,
        modifications,
      });
    }
    return customer;
  });
}

/** Deletes a customer with its settings, addresses and templates (foreign keys cascade). */
export async function deleteCustomer(db: Db, customerId: string, author: ChangeAuthor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('customers')
      .where('customer_id', '=', customerId)
      .returning('customer_id')
      .executeTakeFirst();
    if (!deleted) throw new NotFoundError('customer.not-found');
    await recordChange(trx, {
      entity: 'customer',
      entityId: customerId,
      action: 'DEL',
      author,
      modifications: {},
    });
  });
}

/** Saves a customer setting; SFTP_PASSWORD is generated here, stored as a hash and returned once. */
export async function saveCustomerSetting(
  db: Db,
  customerId: string,
  name: CustomerSettingName,
  value: unknown,
  author: ChangeAuthor,
): Promise<unknown> {
  const password = name === 'SFTP_PASSWORD' ? generateSftpPassword() : undefined;
  const stored = password ? { hash: await hashPassword(password) } : value;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('customer_settings')
      .values({ customer_id: customerId, name, value: JSON.stringify(stored) })
      .onConflict((conflict) =>
        conflict.columns(['customer_id', 'name']).doUpdateSet({ value: JSON.stringify(stored) }),
      )
      .execute();
    await recordChange(trx, {
      entity: 'customerSetting',
      entityId: `${customerId}/${name}`,
      action: 'MOD',
      author,
      // The password itself never reaches the change log.
      modifications: { [name]: password ? '(generated)' : value },
    });
  });
  return password ?? value;
}

/** Checks an SFTP sign-in against the customer's generated password. */
export async function verifySftpPassword(db: Db, customerId: string, password: string): Promise<boolean> {
  const row = await db
    .selectFrom('customer_settings')
    .select('value')
    .where('customer_id', '=', customerId)
    .where('name', '=', 'SFTP_PASSWORD')
    .executeTakeFirst();
  const hash = (row?.value as { hash?: string } | undefined)?.hash;
  return hash ? verifyPassword(password, hash) : false;
}
