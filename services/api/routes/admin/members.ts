import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { halCollectionSchema, pageQuerySchema } from '../../../../contracts/hal.ts';
import { customerIdSchema } from '../../../../contracts/masterdata/customers.ts';
import {
  memberAssignmentSchema,
  memberUsernameSchema,
  memberUserSchema,
  userSearchQuerySchema,
} from '../../../../contracts/masterdata/members.ts';
import type { Db } from '../../../db/index.ts';
import { ConflictError, NotFoundError } from '../../../domain/errors.ts';
import {
  assignmentsOf,
  assignToCustomer,
  deleteUser,
  findMember,
  type Member,
  membersOf,
  searchUsers,
  unassignFromCustomer,
} from '../../../identity/members.ts';
import { authorOf } from '../../../masterdata/author.ts';
import { recordChange } from '../../../masterdata/changes.ts';
import { visibleCustomer } from '../../../masterdata/customers.ts';
import { halCollection, link } from '../../hal.ts';

const BRANCH_ADMINS = { access: ['NL_Admin', 'All_NL_Admin', 'Admin'] as const };
const ADMINS = { access: ['Admin'] as const };
const tags = ['administration'];
const userParams = z.object({ username: memberUsernameSchema });
const memberParams = z.object({ customerId: customerIdSchema, username: memberUsernameSchema });

/**
 * A user with the links the caller may follow: only central admins delete users, and nobody deletes
 * their own sign-in; in a customer's member list, `unassign` removes the user from that customer.
 */
function userResource(request: FastifyRequest, user: Member, customerId?: string) {
  const self = link(request, `/api/admin/users/${encodeURIComponent(user.username)}`);
  const { roles, username } = request.principal;
  return {
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    customerIds: user.customerIds,
    _links: {
      self,
      ...(roles.includes('Admin') && user.username !== username ? { delete: self } : {}),
      ...(customerId
        ? {
            unassign: link(
              request,
              `/api/admin/customers/${customerId}/members/${encodeURIComponent(user.username)}`,
            ),
          }
        : {}),
    },
  };
}

async function existingUser(db: Db, username: string): Promise<Member> {
  const user = await findMember(db, username);
  if (!user) throw new NotFoundError('user.not-found');
  return user;
}

/**
 * The users of the directory and their assignment to customers (spec 001 sections 3 and 8). Branch
 * admins administer the members of their branch's customers only; a user's assignment is recorded
 * in the master data change log as the user's new list of customer ids.
 */
export const adminMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/api/admin/users',
    {
      config: BRANCH_ADMINS,
      schema: {
        tags,
        querystring: userSearchQuerySchema,
        response: { 200: halCollectionSchema('users', memberUserSchema) },
      },
    },
    async (request) => {
      const page = await searchUsers(db, request.query);
      return halCollection(request, 'users', {
        ...page,
        content: page.content.map((user) => userResource(request, user)),
      });
    },
  );

  app.get(
    '/api/admin/users/:username',
    { config: BRANCH_ADMINS, schema: { tags, params: userParams, response: { 200: memberUserSchema } } },
    async (request) => userResource(request, await existingUser(db, request.params.username)),
  );

  app.delete(
    '/api/admin/users/:username',
    { config: ADMINS, schema: { tags, params: userParams } },
    async (request, reply) => {
      const user = await existingUser(db, request.params.username);
      if (user.username === request.principal.username) throw new ConflictError('user.delete-self');
      await db.transaction().execute(async (trx) => {
        await deleteUser(trx, user.id);
        await recordChange(trx, {
          entity: 'user',
          entityId: user.username,
          action: 'DEL',
          author: authorOf(request.principal),
          modifications: { customerIds: user.customerIds },
        });
      });
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/admin/customers/:customerId/members',
    {
      config: BRANCH_ADMINS,
      schema: {
        tags,
        params: z.object({ customerId: customerIdSchema }),
        querystring: pageQuerySchema(100),
        response: { 200: halCollectionSchema('users', memberUserSchema) },
      },
    },
    async (request) => {
      const { customerId } = await visibleCustomer(db, request.principal, request.params.customerId);
      const page = await membersOf(db, customerId, request.query);
      return halCollection(request, 'users', {
        ...page,
        content: page.content.map((user) => userResource(request, user, customerId)),
      });
    },
  );

  app.put(
    '/api/admin/customers/:customerId/members/:username',
    {
      config: BRANCH_ADMINS,
      schema: {
        tags,
        params: memberParams,
        body: memberAssignmentSchema,
        response: { 200: memberUserSchema },
      },
    },
    async (request) => {
      const { customerId } = await visibleCustomer(db, request.principal, request.params.customerId);
      const user = await existingUser(db, request.params.username);
      const replaceAssignments = request.body?.replaceAssignments ?? false;
      const customerIds = await db.transaction().execute(async (trx) => {
        if (!(await assignToCustomer(trx, user.id, customerId, replaceAssignments))) {
          throw new ConflictError('user.already-assigned');
        }
        const assigned = await assignmentsOf(trx, user.id);
        await recordChange(trx, {
          entity: 'user',
          entityId: user.username,
          action: 'MOD',
          author: authorOf(request.principal),
          modifications: { customerIds: assigned },
        });
        return assigned;
      });
      return userResource(request, { ...user, customerIds }, customerId);
    },
  );

  app.delete(
    '/api/admin/customers/:customerId/members/:username',
    { config: BRANCH_ADMINS, schema: { tags, params: memberParams } },
    async (request, reply) => {
      const { customerId } = await visibleCustomer(db, request.principal, request.params.customerId);
      const user = await existingUser(db, request.params.username);
      await db.transaction().execute(async (trx) => {
        if (!(await unassignFromCustomer(trx, user.id, customerId))) {
          throw new NotFoundError('user.not-assigned');
        }
        await recordChange(trx, {
          entity: 'user',
          entityId: user.username,
          action: 'MOD',
          author: authorOf(request.principal),
          modifications: { customerIds: await assignmentsOf(trx, user.id) },
        });
      });
      return reply.status(204).send();
    },
  );
};
