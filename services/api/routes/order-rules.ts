import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type OrderRules,
  orderRulesQuerySchema,
  orderRulesSchema,
  requiredFieldPaths,
} from '../../../contracts/shipment/order-rules.ts';
import { customerScope, scopeIncludes } from '../../access/tenancy.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { findShipmentCustomer, type ShipmentCustomer } from '../../shipments/settings.ts';

const known = new Set<string>(requiredFieldPaths);

/** The customer's settings as the shipment commands read them, so the form asks exactly for that. */
function orderRulesOf(customer: ShipmentCustomer): OrderRules {
  return {
    customerId: customer.customerId,
    requiredFields: customer.requiredFields.filter((path): path is OrderRules['requiredFields'][number] =>
      known.has(path),
    ),
    dimensionsOptional: customer.dimensionsOptional,
    cbmMandatory: customer.cbmMandatory,
    loadingLengthMandatory: customer.loadingLengthMandatory,
    storingPosMandatory: customer.storingPosMandatory,
    palletExchangeCountries: customer.palletExchangeCountries,
    waiverCustomer: customer.waiverCustomer,
  };
}

/**
 * Read-only: what the settings of the customer an order is for add to its validation (required
 * fields, optional dimensions, mandatory cbm and loading length, extra pallet exchange countries).
 */
export const orderRulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get(
    '/api/customer-data/orderRules',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: "Get what a customer's settings add to the validation of its orders",
        tags: ['account'],
        querystring: orderRulesQuerySchema,
        problems: [404],
        response: { 200: orderRulesSchema },
      },
    },
    async (request) => {
      // The customer a new order is for when it names none: the user's first, as on saving.
      const customerId = request.query.customerId ?? request.principal.customerIds[0];
      const scope = await customerScope(db, request.principal);
      const customer =
        customerId && scopeIncludes(scope, customerId)
          ? await findShipmentCustomer(db, customerId)
          : undefined;
      if (!customer) throw new NotFoundError('customer.not-found');
      return orderRulesOf(customer);
    },
  );
};
