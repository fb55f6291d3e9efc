import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerCompanySchema,
  customerIdParamsSchema,
  invitationQuerySchema,
} from '../../../contracts/identity.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { findCustomer } from '../../identity/customers.ts';
import { invitationValid } from '../../identity/links.ts';
import { registrationRateLimit } from './registration.ts';

/**
 * The customer of an invitation link (`/registration?customerId=...&hash=...`), whose company data
 * pre-fills the registration form. A wrong hash answers like an unknown customer.
 */
export const publicCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/customers/:customerId',
    {
      config: { access: 'public', rateLimit: registrationRateLimit(app.config) },
      schema: {
        summary: 'Get the invited customer of a registration link',
        tags: ['registration'],
        params: customerIdParamsSchema,
        querystring: invitationQuerySchema,
        response: { 200: customerCompanySchema },
      },
    },
    async (request) => {
      const { customerId } = request.params;
      if (!invitationValid(app.config, customerId, request.query.hash)) {
        throw new NotFoundError('customer.not-found');
      }
      const customer = await findCustomer(app.db, customerId);
      if (!customer) throw new NotFoundError('customer.not-found');
      return customer;
    },
  );
};
