import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userSchema } from '../../../contracts/access.ts';
import { customerCompanySchema } from '../../../contracts/identity.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { findCustomer } from '../../identity/customers.ts';

/** The signed-in user and their own customer. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user',
    {
      config: { access: 'authenticated' },
      schema: { summary: 'Get the signed-in user', tags: ['account'], response: { 200: userSchema } },
    },
    async (request) => {
      const { username, email, firstName, lastName, phone, customerIds } = request.principal;
      return { username, email, firstName, lastName, phone, customerIds };
    },
  );

  app.get(
    '/api/customer-data',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: "Get the company data of the signed-in user's customer",
        tags: ['account'],
        response: { 200: customerCompanySchema },
        problems: [404],
      },
    },
    async (request) => {
      // A user of several customers works for the first of them; admins have no own customer.
      const [customerId] = request.principal.customerIds;
      const customer = customerId ? await findCustomer(app.db, customerId) : undefined;
      if (!customer) throw new NotFoundError('customer.not-found');
      return customer;
    },
  );
};
