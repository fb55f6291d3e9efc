import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../../contracts/config.ts';

/**
 * Security headers with a strict content security policy (the web app and the sign-in pages are
 * served by the portal itself: scripts only from our origin), CORS only for the portal's own origin,
 * and rate limits for the routes that declare `config.rateLimit` (sign-in, registration, tokens).
 * Register before the auth plugin, so that its headers reach refusals too; CORS reads
 * `app.identity` per request.
 *
 * API answers are never stored by browsers or shared caches: they hold one user's data.
 */
export const hardeningPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const externalIssuer = config.OIDC_ISSUER ? [new URL(config.OIDC_ISSUER).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its theme variables into a style element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // The web app fetches tokens and keys from an external provider when one is configured.
        connectSrc: ["'self'", ...externalIssuer],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        ...(config.NODE_ENV === 'production' ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The embedded provider's form_post response and the sign-in pages post across our own paths.
    crossOriginEmbedderPolicy: false,
    hsts: config.NODE_ENV === 'production',
  });
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin === undefined || origin === app.identity.origin()),
    credentials: false,
    exposedHeaders: ['x-request-id', 'etag', 'location', 'live-event-id'],
  });
  app.addHook('onSend', async (request, reply) => {
    if (/^\/api(\/|$)/.test(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
  // In memory per instance: a limit per process is enough to make guessing passwords slow.
  await app.register(rateLimit, { global: false });
});

/**
 * A limit per signed-in user (per client address without one) for a route that is expensive or
 * that could be used to probe data: documents, exports, imports, batches, look-ups by number.
 */
export function perUserRateLimit(max: number, timeWindow = '1 minute') {
  return {
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) =>
      request.principal ? `user:${request.principal.username}` : `ip:${request.ip}`,
  };
}
