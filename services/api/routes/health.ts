import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { backendStatusSchema, publicConfigSchema } from '../../../contracts/status.ts';
import { type ReadinessCheck, runChecks } from '../../runtime/readiness.ts';

const checkResult = z.object({ name: z.string(), ok: z.boolean(), detail: z.string().optional() });
const readiness = z.object({ status: z.enum(['ready', 'not ready']), checks: z.array(checkResult) });

export const healthRoutes: FastifyPluginAsyncZod<{ checks: ReadinessCheck[]; version: string }> = async (
  app,
  { checks, version },
) => {
  app.get(
    '/api/status',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Get the backend version',
        tags: ['operations'],
        response: { 200: backendStatusSchema },
      },
    },
    async () => ({ backendVersion: version }),
  );

  app.get(
    '/api/config',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Get the sign-in settings the web app starts with',
        tags: ['operations'],
        response: { 200: publicConfigSchema },
      },
    },
    async () => ({
      ...(app.config.OIDC_ISSUER ? { oidcIssuer: app.config.OIDC_ISSUER } : {}),
      oidcClientId: app.config.OIDC_CLIENT_ID,
      rolesClaim: app.config.OIDC_ROLES_CLAIM,
      roleProduct: app.config.ROLE_PRODUCT,
    }),
  );

  app.get(
    '/health/live',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Check that the process is alive',
        tags: ['operations'],
        response: { 200: z.object({ status: z.literal('live') }) },
      },
    },
    async () => ({ status: 'live' as const }),
  );

  app.get(
    '/health/ready',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Check that the portal can serve: database, Redis and the other dependencies',
        tags: ['operations'],
        response: { 200: readiness, 503: readiness },
      },
    },
    async (_request, reply) => {
      const result = await runChecks(checks);
      // Check details are internal: the client learns which dependency is down, not why.
      const body = {
        status: result.ok ? ('ready' as const) : ('not ready' as const),
        checks: result.checks.map(({ name, ok }) => ({ name, ok })),
      };
      if (!result.ok) app.log.warn({ checks: result.checks }, 'not ready');
      return reply.status(result.ok ? 200 : 503).send(body);
    },
  );
};
