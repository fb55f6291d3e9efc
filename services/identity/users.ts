import type { RoleKind } from '../../contracts/access.ts';
import type { Db } from '../db/index.ts';
import type { UserRow } from './tables.ts';

/** A user of the directory with the customers assigned to them. */
export interface DirectoryUser {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  roles: RoleKind[];
  branch: string | null;
  enabled: boolean;
  confirmed: boolean;
  passwordHash: string;
  customerIds: string[];
}

async function withCustomers(db: Db, row: UserRow | undefined): Promise<DirectoryUser | undefined> {
  if (!row) return undefined;
  const customers = await db
    .selectFrom('user_customers')
    .select('customer_id')
    .where('user_id', '=', row.id)
    .orderBy('customer_id')
    .execute();
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    roles: row.roles as RoleKind[],
    branch: row.branch,
    enabled: row.enabled,
    confirmed: row.confirmed,
    passwordHash: row.password_hash,
    customerIds: customers.map((customer) => customer.customer_id),
  };
}

/** Usernames compare case-insensitively; they are stored lower-case. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

export async function findUserByUsername(db: Db, username: string): Promise<DirectoryUser | undefined> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('username', '=', normalizeUsername(username))
    .executeTakeFirst();
  return withCustomers(db, row);
}

/** The user signing in with a username or an e-mail address. */
export async function findUserForSignIn(db: Db, login: string): Promise<DirectoryUser | undefined> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('username', '=', normalizeUsername(login)),
        eb(eb.fn('lower', ['email']), '=', normalizeUsername(login)),
      ]),
    )
    .orderBy('created_at')
    .executeTakeFirst();
  return withCustomers(db, row);
}

export async function findUserById(db: Db, id: string): Promise<DirectoryUser | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return withCustomers(db, row);
}

export async function emailRegistered(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['email']), '=', email.toLowerCase()),
        eb('username', '=', normalizeUsername(email)),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewUser {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  passwordHash: string;
  roles: RoleKind[];
  branch?: string | null;
  confirmed: boolean;
  customerIds: string[];
}

/** Inserts the user unless the username is taken; returns the new id, or undefined when it existed. */
export async function insertUser(db: Db, user: NewUser): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('users')
      .values({
        username: normalizeUsername(user.username),
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
        phone: user.phone,
        password_hash: user.passwordHash,
        roles: user.roles,
        branch: user.branch ?? null,
        confirmed: user.confirmed,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return undefined;
    if (user.customerIds.length > 0) {
      await trx
        .insertInto('user_customers')
        .values(user.customerIds.map((customerId) => ({ user_id: inserted.id, customer_id: customerId })))
        .execute();
    }
    return inserted.id;
  });
}

export async function confirmUser(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ confirmed: true, updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
