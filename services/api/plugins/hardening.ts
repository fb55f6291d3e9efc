import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
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
  const headers = securityHeaders({
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
  const entries = Object.entries(headers);
  // On the raw response, as Helmet does: the routes that answer it themselves (the identity
  // provider's pages) send them too.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of entries) reply.raw.setHeader(name, value);
    done();
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

/**
 * The headers Helmet sets for `options`, worked out once: none of them depends on the request, and
 * building Helmet's middleware per request (as its Fastify plugin does) kept each request's objects
 * alive past the young generation's collections (docs/decisions/0180).
 */
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return Object.freeze(headers);
}
