import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { halCollectionSchema } from '../../../../contracts/hal.ts';
import { countryInputSchema, countrySchema } from '../../../../contracts/masterdata/reference.ts';
import { authorOf } from '../../../masterdata/author.ts';
import { createCountry, deleteCountry, updateCountry } from '../../../masterdata/queries/countries.ts';
import { listCountries } from '../../../masterdata/queries/reference.ts';
import { halCollection, link } from '../../hal.ts';
import { countryListQuerySchema, countryParamsSchema, countryResource } from '../reference/countries.ts';

const ADMIN = ['Admin'] as const;

/** Countries as admins maintain them: the list with create, modify and delete links, and the writes. */
export const adminCountryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/api/admin/countries',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'List countries with the links to change them',
        tags: ['administration'],
        querystring: countryListQuerySchema,
        response: { 200: halCollectionSchema('countries', countrySchema) },
      },
    },
    async (request) => {
      const page = await listCountries(db, { ...request.query, language: request.language });
      return halCollection(
        request,
        'countries',
        { ...page, content: page.content.map((country) => countryResource(request, country, true)) },
        { create: link(request, '/api/countries') },
      );
    },
  );

  app.post(
    '/api/countries',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'Add a country',
        tags: ['administration'],
        body: countryInputSchema,
        response: { 201: countrySchema },
        problems: [409],
      },
    },
    async (request, reply) => {
      const country = await createCountry(db, request.body, authorOf(request.principal), request.language);
      const resource = countryResource(request, country, true);
      return reply.status(201).header('location', resource._links.self?.href).send(resource);
    },
  );

  app.put(
    '/api/countries/:alpha2Code',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'Change a country',
        tags: ['administration'],
        params: countryParamsSchema,
        body: countryInputSchema,
        response: { 200: countrySchema },
      },
    },
    async (request) => {
      const country = await updateCountry(
        db,
        request.params.alpha2Code,
        request.body,
        authorOf(request.principal),
        request.language,
      );
      return countryResource(request, country, true);
    },
  );

  app.delete(
    '/api/countries/:alpha2Code',
    {
      config: { access: ADMIN },
      schema: { summary: 'Delete a country', tags: ['administration'], params: countryParamsSchema },
    },
    async (request, reply) => {
      await deleteCountry(db, request.params.alpha2Code, authorOf(request.principal));
      return reply.status(204).send();
    },
  );
};
