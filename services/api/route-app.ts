import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The fastify instance a route plugin receives, typed by its zod schemas: what the functions that
 * register one concern of a plugin's routes take.
 */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];
