import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { halCollectionSchema, sortParamOf } from '../../../../contracts/hal.ts';
import { hazmatSchema, hazmatSortProperties } from '../../../../contracts/masterdata/reference.ts';
import { NotFoundError } from '../../../domain/errors.ts';
import { findHazmat, type HazmatRecord, listHazmats } from '../../../masterdata/queries/reference.ts';
import { halCollection, link } from '../../hal.ts';

/** Spec 000 section 9: the UN number select pages 25 at a time, other lookups 100. */
const DROP_DOWN_SIZE = 25;
const LIST_SIZE = 100;

const hazmatQuerySchema = z.object({
  query: z.string().trim().optional(),
  sort: sortParamOf(hazmatSortProperties),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(1000).optional(),
  projection: z.enum(['dropDown']).optional(),
});

function label(hazmat: HazmatRecord): string {
  const details = [hazmat.clazz, hazmat.packagingGroup].filter(Boolean).join(', ');
  return `UN ${hazmat.unNumber} ${hazmat.name} (${details})`;
}

/** The UN-number list (ADR Table A subset), searchable by number or shipping name. */
export const hazmatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/hazmats',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Search UN numbers',
        tags: ['reference'],
        querystring: hazmatQuerySchema,
        response: { 200: halCollectionSchema('hazmats', hazmatSchema) },
      },
    },
    async (request) => {
      const { projection, ...query } = request.query;
      const dropDown = projection === 'dropDown';
      const page = await listHazmats(app.db, {
        ...query,
        size: query.size ?? (dropDown ? DROP_DOWN_SIZE : LIST_SIZE),
      });
      return halCollection(request, 'hazmats', {
        ...page,
        content: page.content.map((hazmat) => ({
          ...hazmat,
          ...(dropDown ? { label: label(hazmat) } : {}),
          _links: { self: link(request, `/api/hazmats/${hazmat.id}`) },
        })),
      });
    },
  );

  app.get(
    '/api/hazmats/:id',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Get a UN number entry',
        tags: ['reference'],
        params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
        response: { 200: hazmatSchema },
      },
    },
    async (request) => {
      const hazmat = await findHazmat(app.db, request.params.id);
      if (!hazmat) throw new NotFoundError();
      return { ...hazmat, _links: { self: link(request, `/api/hazmats/${hazmat.id}`) } };
    },
  );
};
