import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { halCollectionSchema, pageQuerySchema, sortParamOf } from '../../../../contracts/hal.ts';
import {
  zipCodeAreaSchema,
  zipCodeAreaSortProperties,
  zipCodeSyncResultSchema,
} from '../../../../contracts/masterdata/reference.ts';
import { ValidationError } from '../../../domain/errors.ts';
import { translate } from '../../../i18n/index.ts';
import { findCountry } from '../../../masterdata/queries/reference.ts';
import { listZipCodeAreas, zipCodeCountries } from '../../../masterdata/queries/zip-code-areas.ts';
import { syncZipCodeAreas } from '../../../masterdata/zip-sync.ts';
import { halCollection, link } from '../../hal.ts';

const countryList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((country) => country.trim().toUpperCase())
      .filter(Boolean),
  );

const zipQuerySchema = pageQuerySchema(250).extend({
  country: countryList,
  query: z.string().trim().optional(),
  sort: sortParamOf(zipCodeAreaSortProperties),
});

const syncQuerySchema = z.object({ country: countryList, query: z.string().trim().optional() });

/** Zip code areas for the city picker and the admin's sync from the GeoNames-format source. */
export const zipCodeAreaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/zipCodeAreas',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Search zip code areas by zip code or city',
        tags: ['reference'],
        querystring: zipQuerySchema,
        response: { 200: halCollectionSchema('zipCodeAreas', zipCodeAreaSchema) },
      },
    },
    async (request) => {
      const { country, ...rest } = request.query;
      const page = await listZipCodeAreas(app.db, { ...rest, countries: country });
      return halCollection(request, 'zipCodeAreas', {
        ...page,
        content: page.content.map((area) => ({
          ...area,
          _links: {
            self: link(
              request,
              `/api/zipCodeAreas?country=${area.country}&query=${encodeURIComponent(area.zipCode)}`,
            ),
          },
        })),
      });
    },
  );

  app.get(
    '/api/zipCodeAreas/supportedCountries',
    {
      config: { access: 'public' },
      schema: {
        summary: 'List the countries that have zip code areas',
        tags: ['reference'],
        response: { 200: z.array(z.string()) },
      },
    },
    async () => zipCodeCountries(app.db),
  );

  app.post(
    '/api/zipCodeAreas',
    {
      config: { access: ['Admin'] },
      schema: {
        summary: "Take in a country's zip code areas from the zip code source",
        tags: ['administration'],
        querystring: syncQuerySchema,
        response: { 200: zipCodeSyncResultSchema },
      },
    },
    async (request) => {
      const { country: countries, query } = request.query;
      const refuse = (field: string, code: string) => {
        throw new ValidationError([{ field, defaultMessage: code }], code);
      };
      if (countries.length === 0) refuse('country', 'zipCodeAreas.sync.country-required');
      if (countries.length > 1) refuse('country', 'zipCodeAreas.sync.one-country-only');
      if (!query) refuse('query', 'zipCodeAreas.sync.query-required');
      const [country = ''] = countries;
      if (!(await findCountry(app.db, country))) refuse('country', 'zipCodeAreas.sync.country-unknown');
      const { principal } = request;
      const result = await syncZipCodeAreas(app.db, {
        country,
        query: query ?? '',
        source: app.config.ZIP_SOURCE,
        author: { username: principal.username, fullName: principal.fullName },
      });
      return {
        message: translate(request.language, 'zipCodeAreas.sync.done', {
          inserted: result.inserted,
          found: result.found,
        }),
        country,
        ...result,
      };
    },
  );
};
