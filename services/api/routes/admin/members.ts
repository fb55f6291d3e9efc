import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { halCollectionSchema, pageQuerySchema, sortParamOf } from '../../../../contracts/hal.ts';
import { customerIdSchema } from '../../../../contracts/masterdata/customers.ts';
import {
  memberAssignmentSchema,
  memberSaveSchema,
  memberSortProperties,
  memberUsernameSchema,
  memberUserSchema,
  userSearchQuerySchema,
} from '../../../../contracts/masterdata/members.ts';
import { type Member, searchUsers } from '../../../identity/members.ts';
import {
  assignMember,
  existingMember,
  listCustomerMembers,
  removeUser,
  saveMemberAssignments,
  unassignMember,
} from '../../../masterdata/members.ts';
import { halCollection, link } from '../../hal.ts';
import type { RouteApp } from '../../route-app.ts';

const BRANCH_ADMINS = { access: ['NL_Admin', 'All_NL_Admin', 'Admin'] as const };
const ADMINS = { access: ['Admin'] as const };
const tags = ['administration'];
const userParams = z.object({ username: memberUsernameSchema });
const memberParams = z.object({ customerId: customerIdSchema, username: memberUsernameSchema });

/**
 * A user with the links the caller may follow: only admins delete or erase users (docs/decisions/0136),
 * and nobody their own sign-in; in a customer's member list, `unassign` removes the user from that
 * customer.
 */
function userResource(request: FastifyRequest, user: Member, customerId?: string) {
  const path = `/api/admin/users/${encodeURIComponent(user.username)}`;
  const self = link(request, path);
  const { roles, username } = request.principal;
  return {
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    customerIds: user.customerIds,
    _links: {
      self,
      ...(roles.includes('Admin') && user.username !== username
        ? { delete: self, erasure: link(request, `${path}/erasure`) }
        : {}),
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

/** The users of the directory: search, read, save with their customers, delete. */
function registerUserRoutes(app: RouteApp) {
  const { db } = app;

  app.get(
    '/api/admin/users',
    {
      config: BRANCH_ADMINS,
      schema: {
        summary: 'Search users by username, e-mail or name',
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
    {
      config: BRANCH_ADMINS,
      schema: { summary: 'Get a user', tags, params: userParams, response: { 200: memberUserSchema } },
    },
    async (request) => userResource(request, await existingMember(db, request.params.username)),
  );

  app.put(
    '/api/admin/users/:username',
    {
      config: BRANCH_ADMINS,
      schema: {
        summary: 'Save a user with the customers it is assigned to',
        tags,
        params: userParams,
        body: memberSaveSchema,
        response: { 200: memberUserSchema },
      },
    },
    async (request) =>
      userResource(
        request,
        await saveMemberAssignments(db, request.actor(), request.params.username, request.body.customerIds),
      ),
  );

  app.delete(
    '/api/admin/users/:username',
    { config: ADMINS, schema: { summary: 'Delete a user', tags, params: userParams, problems: [409] } },
    async (request, reply) => {
      await removeUser(db, request.actor(), request.params.username);
      return reply.status(204).send();
    },
  );
}

/** The users of one customer: list, assign, remove. */
function registerCustomerMemberRoutes(app: RouteApp) {
  const { db } = app;

  app.get(
    '/api/admin/customers/:customerId/members',
    {
      config: BRANCH_ADMINS,
      schema: {
        summary: 'List the users of a customer',
        tags,
        params: z.object({ customerId: customerIdSchema }),
        querystring: pageQuerySchema(100).extend({ sort: sortParamOf(memberSortProperties) }),
        response: { 200: halCollectionSchema('users', memberUserSchema) },
      },
    },
    async (request) => {
      const { customerId, page } = await listCustomerMembers(
        db,
        request.principal,
        request.params.customerId,
        request.query,
      );
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
        summary: 'Assign a user to a customer',
        tags,
        params: memberParams,
        body: memberAssignmentSchema,
        problems: [409],
        response: { 200: memberUserSchema },
      },
    },
    async (request) => {
      const { customerId, username } = request.params;
      const replaceAssignments = request.body?.replaceAssignments ?? false;
      const assigned = await assignMember(db, request.actor(), customerId, username, replaceAssignments);
      return userResource(request, assigned.member, assigned.customerId);
    },
  );

  app.delete(
    '/api/admin/customers/:customerId/members/:username',
    {
      config: BRANCH_ADMINS,
      schema: { summary: 'Remove a user from a customer', tags, params: memberParams },
    },
    async (request, reply) => {
      await unassignMember(db, request.actor(), request.params.customerId, request.params.username);
      return reply.status(204).send();
    },
  );
}

/** The users of the directory and their assignment to customers (spec 001 sections 3 and 8). */
export const adminMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  registerUserRoutes(app);
  registerCustomerMemberRoutes(app);
};
