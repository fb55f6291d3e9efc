import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import type { Principal, RouteAccess } from '../../../contracts/access.ts';
import { assertMayWrite } from '../../access/index.ts';
import { embeddedIssuer, portalOrigin } from '../../identity/issuer.ts';
import { assertLinkSecret } from '../../identity/links.ts';
import { principalFromToken } from '../../identity/principal.ts';
import { createTokenVerifier } from '../../identity/verifier.ts';
import {
  isMachineClientToken,
  machineClientMayCall,
  machineClientPrincipal,
  machineClientReportsStatuses,
} from '../../integrations/index.ts';
import type { Runtime } from '../../runtime/index.ts';
import { databaseAway, problemFor, sendProblem } from './problems.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; routes under /api without it need a signed-in user. */
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The signed-in user; set on every route that is not public. */
    principal: Principal;
  }
  interface FastifyInstance {
    identity: IdentityContext;
  }
}

export interface IdentityContext {
  /** The origin users open the portal at (PUBLIC_URL, else the listening address). */
  origin(): string;
  /** The issuer whose access tokens the API accepts. */
  issuer(): string;
  /** True when the portal runs its own provider (no OIDC_ISSUER). */
  embedded: boolean;
  /** Every route with the access it declares (or defaults to), for the access matrix and audits. */
  routes: DeclaredRoute[];
}

export interface DeclaredRoute {
  method: HTTPMethods;
  url: string;
  access: RouteAccess;
}

/** Routes outside /api (web app, sign-in pages, health, metrics) are public unless they say otherwise. */
export function defaultAccess(url: string): RouteAccess {
  return /^\/api(\/|$)/.test(url) ? 'authenticated' : 'public';
}

function accessOf(request: FastifyRequest): RouteAccess {
  const url = request.routeOptions.url;
  // Unmatched paths reach the not-found handler, which answers 404 to everyone.
  if (url === undefined) return 'public';
  return request.routeOptions.config.access ?? defaultAccess(url);
}

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+([\w.~+/-]+=*)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

function unauthorized(request: FastifyRequest, reply: FastifyReply, error?: string) {
  reply.header('www-authenticate', error ? `Bearer error="${error}"` : 'Bearer');
  return sendProblem(reply, problemFor(request, 401, { code: 'unauthorized' }));
}

/**
 * Verifies the bearer token of every non-public request, builds `request.principal` and enforces
 * the access each route declares: 401 without a valid token, 403 without one of the listed roles.
 */
export const authPlugin = fp(async (app: FastifyInstance, { runtime }: { runtime: Runtime }) => {
  const { config, db } = runtime;
  assertLinkSecret(config);
  const routes: DeclaredRoute[] = [];
  const origin = () => portalOrigin(config, app.server.listening ? app.server.address() : null);
  const issuer = () => config.OIDC_ISSUER ?? embeddedIssuer(origin());
  app.decorate('identity', { origin, issuer, embedded: !config.OIDC_ISSUER, routes });
  app.decorateRequest('principal', null as unknown as Principal);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const access = (route.config as { access?: RouteAccess } | undefined)?.access ?? defaultAccess(route.url);
    for (const method of methods) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, access });
    }
  });

  const verify = createTokenVerifier(db, config, issuer);
  app.addHook('onRequest', async (request, reply) => {
    const access = accessOf(request);
    if (access === 'public') return;
    const token = bearerToken(request);
    if (!token) return unauthorized(request, reply);
    let principal: Principal | undefined;
    try {
      const payload = await verify(token);
      // Machine clients exist only at the embedded provider (docs/decisions/0109).
      principal =
        !config.OIDC_ISSUER && isMachineClientToken(payload)
          ? await machineClientPrincipal(db, payload)
          : await principalFromToken(db, config, payload);
    } catch (error) {
      // The database being away is no reason to send the user to sign in again: it answers 503.
      if (databaseAway(error)) throw error;
      request.log.info({ reason: error instanceof Error ? error.message : String(error) }, 'token refused');
      return unauthorized(request, reply, 'invalid_token');
    }
    if (!principal) return unauthorized(request, reply, 'invalid_token');
    request.principal = principal;
    const url = request.routeOptions.url ?? '';
    const byScope =
      principal.client !== undefined &&
      machineClientReportsStatuses(principal.client.scopes, request.method, url);
    if (Array.isArray(access) && !byScope && !access.some((kind) => principal.roles.includes(kind))) {
      return sendProblem(reply, problemFor(request, 403, { code: 'forbidden' }));
    }
    // A customer's system calls the shipment API within its client's scopes, nothing else.
    if (principal.client && !machineClientMayCall(principal.client.scopes, request.method, url)) {
      reply.header('www-authenticate', 'Bearer error="insufficient_scope"');
      return sendProblem(reply, problemFor(request, 403, { code: 'forbidden' }));
    }
    // Auditors change nothing, on whatever route: one check for every write.
    assertMayWrite(principal, request.method);
  });
});
