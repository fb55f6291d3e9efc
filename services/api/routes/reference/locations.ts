import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { halCollectionSchema, pageQuerySchema, sortParamOf } from '../../../../contracts/hal.ts';
import { locationSortProperties, locationSummarySchema } from '../../../../contracts/masterdata/locations.ts';
import { NotFoundError } from '../../../domain/errors.ts';
import { findLocation, type LocationRecord, listLocations } from '../../../masterdata/queries/locations.ts';
import { halCollection, link } from '../../hal.ts';

export const locationListQuerySchema = pageQuerySchema(100).extend({
  query: z.string().trim().optional(),
  sort: sortParamOf(locationSortProperties),
  // The web app sends it to list inactive branches too; every branch here is active.
  showAll: z.enum(['true', 'false']).optional(),
});

function summary(request: FastifyRequest, location: LocationRecord) {
  return {
    abbreviation: location.abbreviation,
    name: location.name,
    legalName: location.legalName,
    address: location.address,
    phone: location.phone,
    currency: location.currency,
    _links: { self: link(request, `/api/locations/${location.abbreviation}`) },
  };
}

/** The branches with address, phone and currency; administration has its own, fuller view. */
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/locations',
    {
      config: { access: 'public' },
      schema: {
        summary: 'List branches',
        tags: ['reference'],
        querystring: locationListQuerySchema,
        response: { 200: halCollectionSchema('locations', locationSummarySchema) },
      },
    },
    async (request) => {
      const page = await listLocations(app.db, request.query);
      return halCollection(request, 'locations', {
        ...page,
        content: page.content.map((location) => summary(request, location)),
      });
    },
  );

  app.get(
    '/api/locations/:abbreviation',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Get a branch',
        tags: ['reference'],
        params: z.object({ abbreviation: z.string().min(2).max(5) }),
        response: { 200: locationSummarySchema },
      },
    },
    async (request) => {
      const location = await findLocation(app.db, request.params.abbreviation);
      if (!location) throw new NotFoundError();
      return summary(request, location);
    },
  );
};
