import type { Selectable } from 'kysely';
import type { Principal } from '../../contracts/access.ts';
import type { CustomerInput, CustomerSortProperty } from '../../contracts/masterdata/customers.ts';
import type { Actor } from '../access/index.ts';
import type { Db } from '../db/index.ts';
import { anyColumnContains, type Pageable, paginate, type SortColumnsOf, sortTerms } from '../db/paging.ts';
import { ConflictError, NotFoundError, ValidationError } from '../domain/errors.ts';
import { authorOf } from './author.ts';
import { modifiedFields, recordChange } from './changes.ts';
import { defaultCustomerSettings } from './data/demo-customers.ts';
import { type CustomerRecord, customerFromRow, findCustomer } from './queries/customers.ts';
import type { CustomersTable } from './tables.ts';

/**
 * Customers as their administrators see them (spec 001 sections 3 and 7): central admins administer
 * every customer, a branch admin those whose branch or second branch is theirs.
 */

/** The branches whose customers a branch admin administers; undefined for central admins. */
function ownBranches(principal: Principal): string[] | undefined {
  const { roles, branch } = principal;
  if (roles.includes('Admin') || roles.includes('All_NL_Admin')) return undefined;
  return branch ? [branch] : [];
}

function administers(principal: Principal, customer: { location: string; secondaryLocation: string | null }) {
  const branches = ownBranches(principal);
  return (
    !branches ||
    branches.includes(customer.location) ||
    (customer.secondaryLocation !== null && branches.includes(customer.secondaryLocation))
  );
}

/** A customer the admin may see; others' customers are as absent as missing ones. */
export async function visibleCustomer(
  db: Db,
  principal: Principal,
  customerId: string,
): Promise<CustomerRecord> {
  const customer = await findCustomer(db, customerId);
  if (!customer || !administers(principal, customer)) throw new NotFoundError('customer.not-found');
  return customer;
}

/** Of `customerIds`, those the admin administers (the others are left out, never named). */
export async function administeredOf(
  db: Db,
  principal: Principal,
  customerIds: readonly string[],
): Promise<string[]> {
  if (customerIds.length === 0) return [];
  const rows = await db
    .selectFrom('customers')
    .select(['customer_id', 'location', 'secondary_location'])
    .where('customer_id', 'in', [...customerIds])
    .execute();
  return rows
    .filter((row) =>
      administers(principal, { location: row.location, secondaryLocation: row.secondary_location }),
    )
    .map((row) => row.customer_id);
}

/** A customer is placed only in a branch the admin administers. */
function assertBranch(principal: Principal, input: CustomerInput) {
  if (!administers(principal, { location: input.location.toUpperCase(), secondaryLocation: null })) {
    throw new ValidationError([{ field: 'location', defaultMessage: 'field.invalid' }]);
  }
}

/** The customers of the requested branches (all if none requested) among those the admin administers. */
export async function listAdministeredCustomers(
  db: Db,
  principal: Principal,
  request: Pageable & { query?: string | undefined; locations?: string[] | undefined },
) {
  const requested = request.locations
    ?.map((abbreviation) => abbreviation.trim().toUpperCase())
    .filter(Boolean);
  const own = ownBranches(principal);
  const locations = own ? (requested ?? own).filter((abbreviation) => own.includes(abbreviation)) : requested;
  return customersPage(db, { ...request, locations });
}

async function customersPage(
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
  const text = request.query;
  if (text) {
    base = base.where((eb) => anyColumnContains(eb, ['customer_id', 'name', 'city'], text));
  }
  const page = await paginate<Selectable<CustomersTable>>(
    base,
    request,
    {
      customerId: 'customer_id',
      name: 'name',
      city: 'city',
      location: 'location',
    } satisfies SortColumnsOf<CustomerSortProperty>,
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
export async function addCustomer(db: Db, actor: Actor, input: CustomerInput): Promise<CustomerRecord> {
  assertBranch(actor.principal, input);
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
      author: authorOf(actor.principal),
      modifications: customer,
    });
    return customer;
  });
}

/** Changes a customer; the customer id in the body is the one of the path, it never changes. */
export async function changeCustomer(
  db: Db,
  actor: Actor,
  customerId: string,
  input: CustomerInput,
): Promise<CustomerRecord> {
  await visibleCustomer(db, actor.principal, customerId);
  assertBranch(actor.principal, input);
  if (input.customerId !== customerId) {
    throw new ValidationError([{ field: 'customerId', defaultMessage: 'field.invalid' }]);
  }
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
        author: authorOf(actor.principal),
        modifications,
      });
    }
    return customer;
  });
}

/** Deletes a customer with its settings, addresses and templates (foreign keys cascade). */
export async function removeCustomer(db: Db, actor: Actor, customerId: string): Promise<void> {
  await visibleCustomer(db, actor.principal, customerId);
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
      author: authorOf(actor.principal),
      modifications: {},
    });
  });
}

/** A branch with the number of the administered customers matching a search that it handles. */
export interface CustomerLocation {
  abbreviation: string;
  name: string;
  customerCount: number;
}

/**
 * The branches on which the customers matching `query` occur, as their first or second branch
 * (`GET /api/admin/customers/search/findLocationsOnOccurrence`, spec 001 section 7): the customer
 * list's branch filter offers them. `queryDropDown` narrows the branches by abbreviation or name.
 * A branch admin sees only the branches of the customers they administer (docs/decisions/0130).
 */
export async function locationsOnOccurrence(
  db: Db,
  principal: Principal,
  request: Pageable & { query?: string | undefined; queryDropDown?: string | undefined },
): Promise<{ content: CustomerLocation[]; number: number; size: number; totalElements: number }> {
  let customers = db.selectFrom('customers').select(['customer_id', 'location', 'secondary_location']);
  if (request.query) {
    const text = request.query;
    customers = customers.where((eb) => anyColumnContains(eb, ['customer_id', 'name', 'city'], text));
  }
  const own = ownBranches(principal);
  const counts = new Map<string, number>();
  for (const row of await customers.execute()) {
    const record = { location: row.location, secondaryLocation: row.secondary_location };
    if (!administers(principal, record)) continue;
    for (const branch of new Set([row.location, row.secondary_location])) {
      if (!branch || (own && !own.includes(branch))) continue;
      counts.set(branch, (counts.get(branch) ?? 0) + 1);
    }
  }
  if (counts.size === 0) return { content: [], number: request.page, size: request.size, totalElements: 0 };
  const rows = await db
    .selectFrom('locations')
    .select(['abbreviation', 'name'])
    .where('abbreviation', 'in', [...counts.keys()])
    .execute();
  const names = new Map(rows.map((row) => [row.abbreviation, row.name]));
  const narrow = request.queryDropDown?.toLowerCase();
  const [term] = sortTerms(request.sort, { abbreviation: 'abbreviation', name: 'name' }, [
    'abbreviation,asc',
  ]);
  const key = (term?.column === 'name' ? 'name' : 'abbreviation') as 'abbreviation' | 'name';
  const all = [...counts.entries()]
    .map(([abbreviation, customerCount]) => ({
      abbreviation,
      name: names.get(abbreviation) ?? abbreviation,
      customerCount,
    }))
    .filter(
      (entry) =>
        !narrow ||
        entry.abbreviation.toLowerCase().includes(narrow) ||
        entry.name.toLowerCase().includes(narrow),
    )
    .sort((a, b) => a[key].localeCompare(b[key]) * (term?.direction === 'desc' ? -1 : 1));
  const start = request.page * request.size;
  return {
    content: all.slice(start, start + request.size),
    number: request.page,
    size: request.size,
    totalElements: all.length,
  };
}
