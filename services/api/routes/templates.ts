import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { halCollectionSchema, pageQuerySchema } from '../../../contracts/hal.ts';
import {
  cargoItemTemplateInputSchema,
  cargoItemTemplateSchema,
} from '../../../contracts/masterdata/templates.ts';
import { customerScope } from '../../access/tenancy.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { ownerOf } from '../../masterdata/owner.ts';
import {
  type CargoItemTemplateRecord,
  deleteTemplate,
  findTemplate,
  insertTemplate,
  listTemplates,
  updateTemplate,
} from '../../masterdata/queries/templates.ts';
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
        tags,
        querystring: pageQuerySchema(100).extend({ query: z.string().trim().optional() }),
        response: { 200: halCollectionSchema('cargoitems', cargoItemTemplateSchema) },
      },
    },
    async (request) => {
      const page = await listTemplates(db, {
        ...request.query,
        scope: await customerScope(db, request.principal),
      });
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
    { config: ANY_USER, schema: { tags, params: idParams, response: { 200: cargoItemTemplateSchema } } },
    async (request) => {
      const template = await findTemplate(db, await customerScope(db, request.principal), request.params.id);
      if (!template) throw new NotFoundError();
      return resource(request, template);
    },
  );

  app.post(
    '/api/templates/cargoitems',
    {
      config: ANY_USER,
      schema: { tags, body: cargoItemTemplateInputSchema, response: { 201: cargoItemTemplateSchema } },
    },
    async (request, reply) => {
      const owner = await ownerOf(db, request.principal, request.body.ownerCustomerId);
      const saved = resource(
        request,
        await db.transaction().execute((trx) => insertTemplate(trx, owner, request.body)),
      );
      return reply.status(201).header('location', saved._links.self.href).send(saved);
    },
  );

  app.put(
    '/api/templates/cargoitems/:id',
    {
      config: ANY_USER,
      schema: {
        tags,
        params: idParams,
        body: cargoItemTemplateInputSchema,
        response: { 200: cargoItemTemplateSchema },
      },
    },
    async (request) => {
      const before = await findTemplate(db, await customerScope(db, request.principal), request.params.id);
      if (!before) throw new NotFoundError();
      return resource(
        request,
        await db.transaction().execute((trx) => updateTemplate(trx, before.id, request.body)),
      );
    },
  );

  app.delete(
    '/api/templates/cargoitems/:id',
    { config: ANY_USER, schema: { tags, params: idParams } },
    async (request, reply) => {
      const before = await findTemplate(db, await customerScope(db, request.principal), request.params.id);
      if (!before) throw new NotFoundError();
      await deleteTemplate(db, before.id);
      return reply.status(204).send();
    },
  );
};
