import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type HalLinks,
  halCollectionSchema,
  pageQuerySchema,
  sortParamOf,
} from '../../../../contracts/hal.ts';
import { countrySchema, countrySortProperties } from '../../../../contracts/masterdata/reference.ts';
import { NotFoundError } from '../../../domain/errors.ts';
import {
  type CountryRecord,
  countryFromRow,
  findCountry,
  listCountries,
} from '../../../masterdata/queries/reference.ts';
import { halCollection, link } from '../../hal.ts';

export const countryParamsSchema = z.object({ alpha2Code: z.string().length(2) });
export const countryListQuerySchema = pageQuerySchema(100).extend({
  query: z.string().trim().optional(),
  sort: sortParamOf(countrySortProperties),
});

/** A country with its self link; admins also get modify and delete. */
export function countryResource(request: FastifyRequest, country: CountryRecord, admin = false) {
  const self = link(request, `/api/countries/${country.alpha2Code}`);
  const links: HalLinks = admin ? { self, modify: self, delete: self } : { self };
  return { ...country, _links: links };
}

/** Countries for every caller, the registration page included. */
export const countryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/countries',
    {
      config: { access: 'public' },
      schema: {
        summary: 'List countries',
        tags: ['reference'],
        querystring: countryListQuerySchema,
        response: { 200: halCollectionSchema('countries', countrySchema) },
      },
    },
    async (request) => {
      const page = await listCountries(app.db, { ...request.query, language: request.language });
      return halCollection(request, 'countries', {
        ...page,
        content: page.content.map((country) => countryResource(request, country)),
      });
    },
  );

  app.get(
    '/api/countries/:alpha2Code',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Get a country',
        tags: ['reference'],
        params: countryParamsSchema,
        response: { 200: countrySchema },
      },
    },
    async (request) => {
      const row = await findCountry(app.db, request.params.alpha2Code);
      if (!row) throw new NotFoundError();
      return countryResource(request, countryFromRow(row, request.language));
    },
  );
};
