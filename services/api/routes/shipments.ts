import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type HalLinks, halCollectionSchema } from '../../../contracts/hal.ts';
import {
  asOfQuerySchema,
  quotationSchema,
  revisionParamsSchema,
  type ShipmentListQueryParams,
  shipmentAuditEntrySchema,
  shipmentListQuerySchema,
  shipmentPayloadSchema,
  shipmentRevisionSchema,
  shipmentSchema,
} from '../../../contracts/shipment/index.ts';
import { findAuditLog } from '../../../projections/audit-log/queries.ts';
import { findShipmentRow } from '../../../projections/shipment-list/queries.ts';
import { assertShipmentVisible, customerScope } from '../../access/index.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { visibleLivePosition } from '../../live/index.ts';
import { revisionPath, shipmentRevision } from '../../shipments/as-of.ts';
import type { CommandOutcome } from '../../shipments/commands.ts';
import { exportCustomers, listShipmentItems, mayCreateShipments } from '../../shipments/list.ts';
import { shipmentListAnswer } from '../../shipments/list-answer.ts';
import {
  changeOrder,
  createOrder,
  deleteShipment,
  refusedOrderRuleErrors,
  requestQuotation,
} from '../../shipments/orders.ts';
import { shipmentViewAfterCommand, shipmentViews, type ViewContext } from '../../shipments/views.ts';
import { halCollection, link, origin, singlePage } from '../hal.ts';
import type { RouteApp } from '../route-app.ts';
import { ifMatchHeaders, shipmentNumberParams } from './shipments-schemas.ts';

const READ = { access: 'authenticated' as const };
/** Changing shipments needs a customer user or an administrator; auditors only read. */
const WRITE = { access: ['User', 'Admin'] as const };
const tags = ['shipments'];

/** The export link keeps the list's filters and sort. */
function exportLink(request: FastifyRequest, query: ShipmentListQueryParams) {
  const url = new URL('/api/shipments.xlsx', origin(request));
  if (query.query) url.searchParams.set('query', query.query);
  if (query.state) url.searchParams.set('state', query.state);
  if (query.journey) url.searchParams.set('journey', query.journey);
  for (const sort of [query.sort ?? []].flat()) url.searchParams.append('sort', sort);
  return { href: url.toString() };
}

/** `If-Match: "3"` (or W/"3") names the version the client read; it wins over the body's `version`. */
function ifMatchVersion(request: FastifyRequest): number | undefined {
  const match = /^(?:W\/)?"?(\d+)"?$/.exec(String(request.headers['if-match'] ?? '').trim());
  return match ? Number(match[1]) : undefined;
}

/**
 * A body the contract schema refused: its field errors, and the rule errors of the order's
 * well-formed parts beside them, so one 400 names every field (docs/decisions/0115).
 */
async function refusedOrder(app: RouteApp, request: FastifyRequest, error: Error, shipmentNumber?: string) {
  const context = (error as { validationContext?: string }).validationContext;
  if (context !== 'body') return error;
  const more = await refusedOrderRuleErrors(app.shipmentDeps, request.actor(), request.body, shipmentNumber);
  return Object.assign(error, { moreFieldErrors: more });
}

/** What a shipment's view depends on besides the shipment: the caller, its language and customers. */
async function viewContext(app: RouteApp, request: FastifyRequest): Promise<ViewContext> {
  return {
    origin: origin(request),
    language: request.language,
    trackingUrl: app.config.TRACKING_URL,
    principal: request.principal,
    scope: await customerScope(app.db, request.principal),
  };
}

/** The shipment after a command, with the links the caller may follow. */
async function viewAfterCommand(
  app: RouteApp,
  request: FastifyRequest,
  shipmentNumber: string,
  outcome: CommandOutcome,
) {
  const view = await viewContext(app, request);
  return shipmentViewAfterCommand(app.db, shipmentNumber, outcome, view, request.actor().now);
}

/** The shipment list, and creating a shipment in it. */
function registerShipmentCollectionRoutes(app: RouteApp) {
  const { db } = app;

  app.get(
    '/api/shipments',
    {
      config: READ,
      schema: {
        summary: 'List shipments: search, filter by state, sort and page',
        description:
          'The `Live-Event-ID` header of the answer is the position of the live updates (GET /api/events/stream) ' +
          'the page shows at least: sent as `Last-Event-ID`, the stream replays every change after it.',
        tags,
        querystring: shipmentListQuerySchema(1000),
        response: { 200: halCollectionSchema('shipments', shipmentSchema) },
      },
      // The answer is written as JSON text straight from the rows (docs/decisions/0169); the rows are
      // orders the decider validated before they were stored. The schema documents it.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request, reply) => {
      // Read before the rows, so the rows show at least everything up to it (docs/decisions/0156).
      const [view, livePosition] = await Promise.all([viewContext(app, request), visibleLivePosition(db)]);
      reply.header('live-event-id', livePosition);
      const [page, exportable] = await Promise.all([
        listShipmentItems(db, view.scope, request.query),
        exportCustomers(db, request.principal, view.scope),
      ]);
      const links: HalLinks = {};
      if (mayCreateShipments(request.principal)) links.create = link(request, '/api/shipments');
      if (exportable) links.exportXLS = exportLink(request, request.query);
      const { _links, page: metadata } = halCollection(
        request,
        'shipments',
        {
          content: [],
          number: request.query.page,
          size: request.query.size,
          totalElements: page.totalElements,
          totalExact: !page.totalIsLowerBound,
        },
        links,
      );
      const body = await shipmentListAnswer(db, page.rows, view, { _links, page: metadata });
      // Already JSON: the reply's type says so and Fastify sends the bytes as they are. Not
      // compressed here (docs/decisions/0170).
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.post(
    '/api/shipments',
    {
      config: WRITE,
      attachValidation: true,
      schema: {
        summary: 'Create a shipment (a draft)',
        tags,
        body: shipmentPayloadSchema,
        response: { 201: shipmentSchema },
        problems: [404],
      },
    },
    async (request, reply) => {
      if (request.validationError) throw await refusedOrder(app, request, request.validationError);
      const { shipmentNumber, outcome } = await createOrder(app.shipmentDeps, request.actor(), request.body);
      const shipment = await viewAfterCommand(app, request, shipmentNumber, outcome);
      return reply
        .status(201)
        .header('location', shipment._links.self?.href ?? '')
        .header('etag', `"${shipment.version}"`)
        .send(shipment);
    },
  );
}

/** The order PUT to the shipment itself or to its commissioning: one route, two commands. */
function registerOrderPut(app: RouteApp, url: string, kind: 'self' | 'commission') {
  app.put(
    url,
    {
      config: WRITE,
      attachValidation: true,
      schema: {
        summary: kind === 'commission' ? 'Commission a shipment' : 'Save, announce or cancel a shipment',
        tags,
        params: shipmentNumberParams,
        headers: ifMatchHeaders,
        body: shipmentPayloadSchema,
        response: { 200: shipmentSchema },
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        throw await refusedOrder(app, request, request.validationError, request.params.shipmentNumber);
      }
      const { shipmentNumber } = request.params;
      const outcome = await changeOrder(app.shipmentDeps, request.actor(), shipmentNumber, request.body, {
        commission: kind === 'commission',
        expectedVersion: ifMatchVersion(request) ?? request.body.version,
      });
      const shipment = await viewAfterCommand(app, request, shipmentNumber, outcome);
      return reply.header('etag', `"${shipment.version}"`).send(shipment);
    },
  );
}

/** One shipment: read it, save, announce, cancel or commission it, delete it. */
function registerSingleShipmentRoutes(app: RouteApp) {
  const { db } = app;

  app.get(
    '/api/shipments/:shipmentNumber',
    {
      config: READ,
      schema: {
        summary: 'Get a shipment',
        tags,
        params: shipmentNumberParams,
        response: { 200: shipmentSchema },
      },
    },
    async (request, reply) => {
      const row = await findShipmentRow(db, request.params.shipmentNumber);
      if (!row) throw new NotFoundError('shipment.not-found');
      const view = await viewContext(app, request);
      assertShipmentVisible(view.scope, row.customer_id);
      const [shipment] = await shipmentViews(db, [row], view);
      if (!shipment) throw new NotFoundError('shipment.not-found');
      return reply.header('etag', `"${row.version}"`).send(shipment);
    },
  );

  registerOrderPut(app, '/api/shipments/:shipmentNumber', 'self');
  registerOrderPut(app, '/api/shipments/:shipmentNumber/commission', 'commission');

  app.delete(
    '/api/shipments/:shipmentNumber',
    {
      config: WRITE,
      schema: { summary: 'Delete a shipment', tags, params: shipmentNumberParams, headers: ifMatchHeaders },
    },
    async (request, reply) => {
      const { shipmentNumber } = request.params;
      await deleteShipment(app.shipmentDeps, request.actor(), shipmentNumber, ifMatchVersion(request));
      return reply.status(204).send();
    },
  );
}

/** A shipment's past: its audit log, and the shipment as it was at a revision or an instant. */
function registerShipmentHistoryRoutes(app: RouteApp) {
  const { db } = app;

  app.get(
    '/api/shipments/:shipmentNumber/auditLog',
    {
      config: READ,
      schema: {
        summary: 'Get the audit log of a shipment',
        tags,
        params: shipmentNumberParams,
        response: { 200: halCollectionSchema('auditEntries', shipmentAuditEntrySchema) },
      },
    },
    async (request) => {
      const log = await findAuditLog(db, request.params.shipmentNumber);
      if (!log) throw new NotFoundError('shipment.not-found');
      assertShipmentVisible(await customerScope(db, request.principal), log.customerId);
      const entries = log.entries.map((entry) => ({
        revision: entry.revision,
        type: entry.type,
        ...(entry.user_fullname ? { userFullname: entry.user_fullname } : {}),
        ...(entry.user_login ? { userLogin: entry.user_login } : {}),
        date: new Date(entry.date).toISOString(),
        modifications: entry.modifications as Record<string, unknown>,
        _links: { shipment: link(request, revisionPath(request.params.shipmentNumber, entry.revision)) },
      }));
      return halCollection(request, 'auditEntries', singlePage(entries));
    },
  );

  app.get(
    '/api/shipments/:shipmentNumber/revisions/:revision',
    {
      config: READ,
      schema: {
        summary: 'Get a shipment as it was at a revision, with the fields that revision changed',
        tags,
        params: revisionParamsSchema,
        response: { 200: shipmentRevisionSchema },
      },
    },
    async (request) => {
      const { shipmentNumber, revision } = request.params;
      return shipmentRevision(app.shipmentDeps, request.principal, origin(request), shipmentNumber, {
        revision,
      });
    },
  );

  app.get(
    '/api/shipments/:shipmentNumber/revisions',
    {
      config: READ,
      schema: {
        summary: 'Get a shipment as it was at an instant: the revision in force then',
        tags,
        params: shipmentNumberParams,
        querystring: asOfQuerySchema,
        response: { 200: shipmentRevisionSchema },
      },
    },
    async (request) => {
      const asOf = new Date(request.query.asOf);
      const { shipmentNumber } = request.params;
      return shipmentRevision(app.shipmentDeps, request.principal, origin(request), shipmentNumber, { asOf });
    },
  );
}

/** A quotation for a shipment. */
function registerQuotationRoute(app: RouteApp) {
  app.get(
    '/api/shipments/:shipmentNumber/requestQuotation',
    {
      config: WRITE,
      schema: {
        summary: 'Request a quotation for a shipment',
        tags,
        params: shipmentNumberParams,
        response: { 200: quotationSchema },
        problems: [409],
      },
    },
    async (request) => requestQuotation(app.shipmentDeps, request.actor(), request.params.shipmentNumber),
  );
}

/** Shipments: the list, one shipment with its order commands, its history, and quotations. */
export const shipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  registerShipmentCollectionRoutes(app);
  registerSingleShipmentRoutes(app);
  registerShipmentHistoryRoutes(app);
  registerQuotationRoute(app);
};
