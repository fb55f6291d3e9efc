import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { halCollectionSchema, pageQuerySchema, sortParamOf } from '../../../contracts/hal.ts';
import {
  cargoItemTemplateInputSchema,
  cargoItemTemplateSchema,
  cargoItemTemplateSortProperties,
} from '../../../contracts/masterdata/templates.ts';
import type { CargoItemTemplateRecord } from '../../masterdata/queries/templates.ts';
import {
  addTemplate,
  changeTemplate,
  listVisibleTemplates,
  removeTemplate,
  visibleTemplate,
} from '../../masterdata/templates.ts';
import { halCollection, link } from '../hal.ts';

const ANY_USER = { access: 'authenticated' as const };
const tags = ['templates'];
const idParams = z.object({ id: z.uuid() });

function resource(request: FastifyRequest, template: CargoItemTemplateRecord) {
  const self = link(request, `/api/templates/cargoitems/${template.id}`);
  return { ...template, _links: { self, modify: self, delete: self } };
}

/** Cargo item templates of the user's customers; the default one sorts first with `sort=isDefault,desc`. */
export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/api/templates/cargoitems',
    {
      config: ANY_USER,
      schema: {
        summary: 'List cargo item templates',
        tags,
        querystring: pageQuerySchema(100).extend({
          query: z.string().trim().optional(),
          sort: sortParamOf(cargoItemTemplateSortProperties),
        }),
        response: { 200: halCollectionSchema('cargoitems', cargoItemTemplateSchema) },
      },
    },
    async (request) => {
      const page = await listVisibleTemplates(db, request.principal, request.query);
      return halCollection(
        request,
        'cargoitems',
        { ...page, content: page.content.map((template) => resource(request, template)) },
        { create: link(request, '/api/templates/cargoitems') },
      );
    },
  );

  app.get(
    '/api/templates/cargoitems/:id',
    {
      config: ANY_USER,
      schema: {
        summary: 'Get a cargo item template',
        tags,
        params: idParams,
        response: { 200: cargoItemTemplateSchema },
      },
    },
    async (request) => resource(request, await visibleTemplate(db, request.principal, request.params.id)),
  );

  app.post(
    '/api/templates/cargoitems',
    {
      config: ANY_USER,
      schema: {
        summary: 'Add a cargo item template',
        tags,
        body: cargoItemTemplateInputSchema,
        response: { 201: cargoItemTemplateSchema },
        problems: [404],
      },
    },
    async (request, reply) => {
      const saved = resource(request, await addTemplate(db, request.principal, request.body));
      return reply.status(201).header('location', saved._links.self.href).send(saved);
    },
  );

  app.put(
    '/api/templates/cargoitems/:id',
    {
      config: ANY_USER,
      schema: {
        summary: 'Change a cargo item template',
        tags,
        params: idParams,
        body: cargoItemTemplateInputSchema,
        response: { 200: cargoItemTemplateSchema },
      },
    },
    async (request) =>
      resource(request, await changeTemplate(db, request.principal, request.params.id, request.body)),
  );

  app.delete(
    '/api/templates/cargoitems/:id',
    { config: ANY_USER, schema: { summary: 'Delete a cargo item template', tags, params: idParams } },
    async (request, reply) => {
      await removeTemplate(db, request.principal, request.params.id);
      return reply.status(204).send();
    },
  );
};
