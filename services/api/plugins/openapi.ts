import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { backendVersion } from '../version.ts';

/**
 * The OpenAPI document, generated from the routes' zod contract schemas. Registered before any
 * route so that it sees every one.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Freight portal API',
        description:
          'Shipments, documents, address books, reference data and administration of the freight portal.',
        version: backendVersion,
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
});

/** GET /api/docs: the document as JSON, for everyone. A route like the others, so it is registered after auth. */
export async function openApiDocsRoute(app: FastifyInstance) {
  app.get('/api/docs', { config: { access: 'public' }, schema: { tags: ['documentation'] } }, async () =>
    app.swagger(),
  );
}
