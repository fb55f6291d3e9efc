import type { MemberSortProperty } from '../../contracts/masterdata/members.ts';
import type { Db } from '../db/index.ts';
import { containsPattern, type Page, type Pageable, paginate, type SortColumnsOf } from '../db/paging.ts';
import type { UserRow } from './tables.ts';
import { normalizeUsername } from './users.ts';

/** A user as a customer's member: who they are and which customers they work for. */
export interface Member {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  customerIds: string[];
}

const SORTABLE = {
  username: 'username',
  email: 'email',
  firstName: 'first_name',
  lastName: 'last_name',
} satisfies SortColumnsOf<MemberSortProperty>;

/** The rows with their customer ids, fetched in one query for the whole page. */
async function withAssignments(db: Db, page: Page<UserRow>): Promise<Page<Member>> {
  const ids = page.content.map((row) => row.id);
  const assignments =
    ids.length === 0
      ? []
      : await db
          .selectFrom('user_customers')
          .select(['user_id', 'customer_id'])
          .where('user_id', 'in', ids)
          .orderBy('customer_id')
          .execute();
  return {
    ...page,
    content: page.content.map((row) => ({
      id: row.id,
      username: row.username,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      customerIds: assignments
        .filter((assignment) => assignment.user_id === row.id)
        .map((assignment) => assignment.customer_id),
    })),
  };
}

/** Users whose username, e-mail, first or last name contains `query`, case-insensitively. */
export async function searchUsers(db: Db, request: Pageable & { query: string }): Promise<Page<Member>> {
  const pattern = containsPattern(request.query);
  const base = db
    .selectFrom('users')
    .where((eb) =>
      eb.or([
        eb('username', 'ilike', pattern),
        eb('email', 'ilike', pattern),
        eb('first_name', 'ilike', pattern),
        eb('last_name', 'ilike', pattern),
      ]),
    );
  const page = await paginate<UserRow>(base, request, SORTABLE, ['username,asc'], 'username');
  return withAssignments(db, page);
}

/** The users assigned to a customer. */
export async function membersOf(db: Db, customerId: string, request: Pageable): Promise<Page<Member>> {
  const base = db
    .selectFrom('users')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_customers')
          .select('user_customers.user_id')
          .whereRef('user_customers.user_id', '=', 'users.id')
          .where('user_customers.customer_id', '=', customerId),
      ),
    );
  const page = await paginate<UserRow>(base, request, SORTABLE, ['username,asc'], 'username');
  return withAssignments(db, page);
}

export async function findMember(db: Db, username: string): Promise<Member | undefined> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('username', '=', normalizeUsername(username))
    .executeTakeFirst();
  if (!row) return undefined;
  const page = await withAssignments(db, { content: [row], number: 0, size: 1, totalElements: 1 });
  return page.content[0];
}

/**
 * Assigns the user to the customer and drops the user's assignments to `replacing` (other customers
 * stay). Answers false when the user was assigned already (nothing changes then).
 */
export async function assignToCustomer(
  db: Db,
  userId: string,
  customerId: string,
  replacing: readonly string[] = [],
): Promise<boolean> {
  const inserted = await db
    .insertInto('user_customers')
    .values({ user_id: userId, customer_id: customerId })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if ((inserted.numInsertedOrUpdatedRows ?? 0n) === 0n) return false;
  const dropped = replacing.filter((id) => id !== customerId);
  if (dropped.length > 0) {
    await db
      .deleteFrom('user_customers')
      .where('user_id', '=', userId)
      .where('customer_id', 'in', dropped)
      .execute();
  }
  return true;
}

/** Answers false when the user was not assigned to the customer. */
export async function unassignFromCustomer(db: Db, userId: string, customerId: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('user_customers')
    .where('user_id', '=', userId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/** Deletes the user; assignments and registrations go with it (foreign keys cascade). */
export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

/** The customer ids a user is assigned to now, for the change log. */
export async function assignmentsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('user_customers')
    .select('customer_id')
    .where('user_id', '=', userId)
    .orderBy('customer_id')
    .execute();
  return rows.map((row) => row.customer_id);
}
