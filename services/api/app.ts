import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { closeRenderPool } from '../documents/index.ts';
import { negotiateLanguage } from '../i18n/index.ts';
import type { Runtime } from '../runtime/index.ts';
import type { ReadinessCheck } from '../runtime/readiness.ts';
import { authPlugin } from './plugins/auth.ts';
import { dependenciesPlugin } from './plugins/dependencies.ts';
import { documentSlotsPlugin } from './plugins/document-slots.ts';
import { hardeningPlugin } from './plugins/hardening.ts';
import { inputHygienePlugin } from './plugins/input-hygiene.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openApiDocsRoute, openApiPlugin } from './plugins/openapi.ts';
import { operationsMetricsPlugin } from './plugins/operations-metrics.ts';
import { problemFor, problemsPlugin, sendProblem } from './plugins/problems.ts';
import { tracingPlugin } from './plugins/tracing.ts';
import { isLiteralPath, MAX_PARAM_LENGTH, missedRoute } from './route-match.ts';
import { addressRoutes } from './routes/addresses.ts';
import { adminErasureRoutes } from './routes/admin/erasure.ts';
import { adminIntegrationRoutes } from './routes/admin/integrations.ts';
import { adminMemberRoutes } from './routes/admin/members.ts';
import { adminReferenceRoutes } from './routes/admin/reference.ts';
import { batchRoutes } from './routes/batches.ts';
import { publicCustomerRoutes } from './routes/customers-public.ts';
import { healthRoutes } from './routes/health.ts';
import { invoiceRecipientRoutes } from './routes/invoice-recipients.ts';
import { legalRoutes } from './routes/legal.ts';
import { liveRoutes } from './routes/live.ts';
import { mailEventRoutes } from './routes/mail-events.ts';
import { mailboxRoutes } from './routes/mailbox.ts';
import { orderRulesRoutes } from './routes/order-rules.ts';
import { referenceRoutes } from './routes/reference/index.ts';
import { registrationRoutes } from './routes/registration.ts';
import { settingsRoutes } from './routes/settings.ts';
import { sftpAccountRoutes } from './routes/sftp-account.ts';
import { shipmentMailRoutes } from './routes/shipment-mails.ts';
import { shipmentPodRoutes } from './routes/shipment-pod.ts';
import { shipmentStatusRoutes } from './routes/shipment-statuses.ts';
import { shipmentRoutes } from './routes/shipments.ts';
import { shipmentDocumentRoutes } from './routes/shipments-documents.ts';
import { shipmentPickUpOrderRoutes } from './routes/shipments-pick-up-order.ts';
import { signInRoutes } from './routes/sign-in.ts';
import { templateRoutes } from './routes/templates.ts';
import { trackingRoutes } from './routes/tracking.ts';
import { userRoutes } from './routes/user.ts';
import { backendVersion } from './version.ts';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

const BUILDING_PAGE =
  '<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="3"><title>Freight portal</title><p>The portal is being prepared. This page reloads by itself.</p>';

export interface AppDependencies {
  runtime: Runtime;
  readiness: ReadinessCheck[];
  /** The process's pino logger; a fresh one at LOG_LEVEL when absent. */
  logger?: FastifyBaseLogger;
}

/** Fastify with the portal's options, the zod compilers and the hooks every request passes. */
function createServer(deps: AppDependencies) {
  const { runtime } = deps;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: { level: runtime.config.LOG_LEVEL } }),
    requestIdHeader: 'x-request-id',
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    genReqId: () => crypto.randomUUID(),
    // Forwarded headers count only from the configured proxies; otherwise the peer is the client.
    trustProxy: runtime.config.TRUSTED_PROXIES?.length ? runtime.config.TRUSTED_PROXIES : false,
    // Orders and master data are small; the few routes that take files set their own limits.
    bodyLimit: 1024 * 1024,
    // What the router refuses before any route (a path parameter over its length, a URL it cannot
    // decode) is a problem document like every other answer, on every method.
    frameworkErrors: (error, request, reply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      request.language = negotiateLanguage(request.headers['accept-language']);
      return sendProblem(reply, problemFor(request, status, status === 400 ? { code: 'bad-url' } : {}));
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // A method the path does not have is 405 with Allow before anything reads the request: also a
  // method nobody registers (QUERY, PROPFIND) and a literal path matched only by a parametric route.
  app.addHook('onRequest', async (request, reply) => {
    const matched = request.routeOptions.url;
    if (matched !== undefined && (!matched.includes(':') || !isLiteralPath(app.identity.routes, request.url)))
      return;
    const missed = missedRoute(app.identity.routes, request.method, request.url);
    if (missed?.kind !== 'method') return;
    request.language = negotiateLanguage(request.headers['accept-language']);
    reply.header('allow', missed.allow.join(', '));
    return sendProblem(reply, problemFor(request, 405, {}));
  });
  return app;
}

type PortalServer = ReturnType<typeof createServer>;

/** The infrastructure plugins, in the order their hooks must run, and health and legal pages. */
async function registerInfrastructure(app: PortalServer, deps: AppDependencies) {
  const { runtime } = deps;
  await app.register(tracingPlugin);
  await app.register(dependenciesPlugin, { runtime });
  await app.register(problemsPlugin);
  await app.register(inputHygienePlugin);
  await app.register(documentSlotsPlugin);
  app.addHook('onClose', () => closeRenderPool());
  // Before every route, so that the OpenAPI document sees them all.
  await app.register(openApiPlugin);
  // Security headers first: their hook must run before a 401 or 403 ends a request.
  await app.register(hardeningPlugin, { config: runtime.config });
  await app.register(authPlugin, { runtime });
  await app.register(openApiDocsRoute);
  await app.register(metricsPlugin, { registry: runtime.metrics });
  await app.register(operationsMetricsPlugin, { runtime });
  await app.register(healthRoutes, { checks: deps.readiness, version: backendVersion });
  await app.register(legalRoutes);
}

/** Route modules, one per resource, each receiving the runtime. */
async function registerRouteModules(app: PortalServer, runtime: Runtime) {
  await app.register(referenceRoutes);
  await app.register(adminReferenceRoutes);
  await app.register(adminMemberRoutes);
  await app.register(adminIntegrationRoutes);
  await app.register(adminErasureRoutes, { runtime });
  await app.register(addressRoutes);
  await app.register(invoiceRecipientRoutes);
  await app.register(templateRoutes);
  await app.register(settingsRoutes);
  await app.register(sftpAccountRoutes);
  await app.register(userRoutes);
  await app.register(orderRulesRoutes);
  await app.register(registrationRoutes);
  await app.register(publicCustomerRoutes);
  await app.register(shipmentRoutes);
  await app.register(shipmentDocumentRoutes);
  await app.register(shipmentPickUpOrderRoutes);
  await app.register(shipmentStatusRoutes);
  await app.register(shipmentPodRoutes);
  await app.register(trackingRoutes);
  await app.register(mailEventRoutes);
  await app.register(shipmentMailRoutes);
  await app.register(mailboxRoutes);
  await app.register(batchRoutes);
  await app.register(liveRoutes, { runtime });
  if (!runtime.config.OIDC_ISSUER) await app.register(signInRoutes);
}

/** The web app: its files, its pages, and the single page for every client-side route. */
async function registerWebApp(app: PortalServer) {
  // The build may appear after start-up (npm start builds it in the background), so look per request.
  await mkdir(webDist, { recursive: true });
  await app.register(fastifyStatic, { root: webDist, wildcard: true, index: false });
  const page = (reply: FastifyReply, file = 'index.html') =>
    existsSync(path.join(webDist, file))
      ? reply.header('cache-control', 'no-cache').sendFile(file)
      : reply.type('text/html').send(BUILDING_PAGE);
  app.get('/', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) => page(reply));
  // The consignees' tracking page: a bundle of its own, without the signed-in app (web/track.html).
  app.get('/track', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
    page(reply, 'track.html'),
  );
  app.setNotFoundHandler((request, reply) => {
    // Client-side routes (/shipments/list, ...) all load the single page; /api stays a problem 404.
    const isPage = request.method === 'GET' && !/^\/(api|health|metrics)(\/|$)/.test(request.url);
    if (isPage) return page(reply);
    const missed = missedRoute(app.identity.routes, request.method, request.url);
    if (missed?.kind === 'method') {
      reply.header('allow', missed.allow.join(', '));
      return sendProblem(reply, problemFor(request, 405, {}));
    }
    if (missed?.kind === 'too-long') return sendProblem(reply, problemFor(request, 414, {}));
    return sendProblem(reply, problemFor(request, 404, { code: 'not-found' }));
  });
}

/** The portal's HTTP app: infrastructure plugins, then route modules, then the web app. */
export async function buildApp(deps: AppDependencies) {
  const app = createServer(deps);
  await registerInfrastructure(app, deps);
  await registerRouteModules(app, deps.runtime);
  await registerWebApp(app);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
