import type { Principal } from '../../contracts/access.ts';
import type { Actor } from '../access/index.ts';
import type { Db } from '../db/index.ts';
import type { Page, Pageable } from '../db/paging.ts';
import { ConflictError, NotFoundError } from '../domain/errors.ts';
import {
  assignmentsOf,
  assignToCustomer,
  deleteUser,
  findMember,
  type Member,
  membersOf,
  unassignFromCustomer,
} from '../identity/members.ts';
import { authorOf } from './author.ts';
import { recordChange } from './changes.ts';
import { administeredOf, visibleCustomer } from './customers.ts';

/**
 * The users of the directory and their assignment to customers (spec 001 sections 3 and 8). Branch
 * admins administer the members of their branch's customers only; a user's assignment is recorded
 * in the master data change log as the user's new list of customer ids.
 */

export async function existingMember(db: Db, username: string): Promise<Member> {
  const user = await findMember(db, username);
  if (!user) throw new NotFoundError('user.not-found');
  return user;
}

/** Deletes a user; nobody deletes their own sign-in. */
export async function removeUser(db: Db, actor: Actor, username: string): Promise<void> {
  const user = await existingMember(db, username);
  if (user.username === actor.principal.username) throw new ConflictError('user.delete-self');
  await db.transaction().execute(async (trx) => {
    await deleteUser(trx, user.id);
    await recordChange(trx, {
      entity: 'user',
      entityId: user.username,
      action: 'DEL',
      author: authorOf(actor.principal),
      modifications: { customerIds: user.customerIds },
    });
  });
}

export async function listCustomerMembers(
  db: Db,
  principal: Principal,
  customerId: string,
  request: Pageable,
): Promise<{ customerId: string; page: Page<Member> }> {
  const customer = await visibleCustomer(db, principal, customerId);
  return { customerId: customer.customerId, page: await membersOf(db, customer.customerId, request) };
}

/**
 * Assigns a user to the customer; with `replaceAssignments` the user's other customers go, as far
 * as the caller administers them: a branch admin never detaches a user from another branch's
 * customer (docs/decisions/0194).
 */
export async function assignMember(
  db: Db,
  actor: Actor,
  customerId: string,
  username: string,
  replaceAssignments: boolean,
): Promise<{ customerId: string; member: Member }> {
  const customer = await visibleCustomer(db, actor.principal, customerId);
  const user = await existingMember(db, username);
  const replacing = replaceAssignments ? await administeredOf(db, actor.principal, user.customerIds) : [];
  const customerIds = await db.transaction().execute(async (trx) => {
    if (!(await assignToCustomer(trx, user.id, customer.customerId, replacing))) {
      throw new ConflictError('user.already-assigned');
    }
    const assigned = await assignmentsOf(trx, user.id);
    await recordChange(trx, {
      entity: 'user',
      entityId: user.username,
      action: 'MOD',
      author: authorOf(actor.principal),
      modifications: { customerIds: assigned },
    });
    return assigned;
  });
  return { customerId: customer.customerId, member: { ...user, customerIds } };
}

export async function unassignMember(
  db: Db,
  actor: Actor,
  customerId: string,
  username: string,
): Promise<void> {
  const customer = await visibleCustomer(db, actor.principal, customerId);
  const user = await existingMember(db, username);
  await db.transaction().execute(async (trx) => {
    if (!(await unassignFromCustomer(trx, user.id, customer.customerId))) {
      throw new NotFoundError('user.not-assigned');
    }
    await recordChange(trx, {
      entity: 'user',
      entityId: user.username,
      action: 'MOD',
      author: authorOf(actor.principal),
      modifications: { customerIds: await assignmentsOf(trx, user.id) },
    });
  });
}

/**
 * Saves a user with the customers it is assigned to (`PUT` on the user's self link, spec 001
 * section 4): the customers added and the customers removed must each be administered by the
 * caller, else nothing changes (docs/decisions/0130).
 */
export async function saveMemberAssignments(
  db: Db,
  actor: Actor,
  username: string,
  customerIds: readonly string[],
): Promise<Member> {
  const user = await existingMember(db, username);
  const wanted = [...new Set(customerIds)];
  const added = wanted.filter((id) => !user.customerIds.includes(id));
  const removed = user.customerIds.filter((id) => !wanted.includes(id));
  for (const customerId of [...added, ...removed]) await visibleCustomer(db, actor.principal, customerId);
  if (added.length === 0 && removed.length === 0) return user;
  const assigned = await db.transaction().execute(async (trx) => {
    for (const customerId of added) await assignToCustomer(trx, user.id, customerId);
    for (const customerId of removed) await unassignFromCustomer(trx, user.id, customerId);
    const now = await assignmentsOf(trx, user.id);
    await recordChange(trx, {
      entity: 'user',
      entityId: user.username,
      action: 'MOD',
      author: authorOf(actor.principal),
      modifications: { customerIds: now },
    });
    return now;
  });
  return { ...user, customerIds: assigned };
}
