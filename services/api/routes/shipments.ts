import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditEntrySchema } from '../../../contracts/audit-log.ts';
import { type HalLinks, halCollectionSchema } from '../../../contracts/hal.ts';
import {
  quotationSchema,
  type ShipmentListQueryParams,
  type ShipmentPayload,
  shipmentListQuerySchema,
  shipmentPayloadSchema,
  shipmentSchema,
} from '../../../contracts/shipment/index.ts';
import type { Runtime } from '../../../infra/runtime.ts';
import { findAuditLog } from '../../../projections/audit-log/queries.ts';
import { findShipmentRow } from '../../../projections/shipment-list/queries.ts';
import { ForbiddenError, NotFoundError } from '../../domain/errors.ts';
import { type ShipmentCommand, shipmentCollectionLinks } from '../../domain/shipment/index.ts';
import { findLocation } from '../../masterdata/index.ts';
import {
  type CommandContext,
  type CommandOutcome,
  handleShipmentCommand,
  type LoadedShipment,
} from '../../shipments/commands.ts';
import { exportCustomers, listShipments } from '../../shipments/list.ts';
import { nextShipmentNumber } from '../../shipments/numbers.ts';
import { quoteShipment } from '../../shipments/quotation.ts';
import { shipmentRules } from '../../shipments/rules.ts';
import { findShipmentCustomer } from '../../shipments/settings.ts';
import {
  assertShipmentVisible,
  assertShipmentWritable,
  resolveOrderingCustomer,
} from '../../shipments/tenancy.ts';
import { shipmentViewAfterCommand, shipmentViews, type ViewContext } from '../../shipments/views.ts';
import { halCollection, link, origin, singlePage } from '../hal.ts';
import { customerScope } from '../plugins/tenancy.ts';
import { shipmentNumberParams } from './shipments-schemas.ts';
import './shipments-messages.ts';

const READ = { access: 'authenticated' as const };
/** Changing shipments needs a customer user or an administrator; auditors only read. */
const WRITE = { access: ['User', 'Admin'] as const };
const tags = ['shipments'];

/** The export link keeps the list's filters and sort. */
function exportLink(request: FastifyRequest, query: ShipmentListQueryParams) {
  const url = new URL('/api/shipments.xlsx', origin(request));
  if (query.query) url.searchParams.set('query', query.query);
  if (query.state) url.searchParams.set('state', query.state);
  for (const sort of [query.sort ?? []].flat()) url.searchParams.append('sort', sort);
  return { href: url.toString() };
}

/** `If-Match: "3"` (or W/"3") names the version the client read; it wins over the body's `version`. */
function ifMatchVersion(request: FastifyRequest): number | undefined {
  const match = /^(?:W\/)?"?(\d+)"?$/.exec(String(request.headers['if-match'] ?? '').trim());
  return match ? Number(match[1]) : undefined;
}

/** The order itself: what the payload holds besides the customer, the state and the version. */
function orderOf(payload: ShipmentPayload) {
  const { emonsCustomerId: _customer, state: _state, version: _version, ...order } = payload;
  return order;
}

function assertSaved(loaded: LoadedShipment): { customerId: string } {
  if (loaded.state.state === 'NEW' || loaded.state.deleted || !loaded.state.emonsCustomerId)
    throw new NotFoundError('shipment.not-found');
  return { customerId: loaded.state.emonsCustomerId };
}

export const shipmentRoutes: FastifyPluginAsyncZod<{ runtime: Runtime }> = async (app, { runtime }) => {
  const { db } = runtime;

  const commandContext = (request: FastifyRequest, now: Date): CommandContext => ({
    db,
    eventStore: runtime.eventStore,
    readModelWaitMs: runtime.config.READ_MODEL_WAIT_MS,
    principal: request.principal,
    correlationId: request.id,
    now,
  });
  const viewContext = async (request: FastifyRequest): Promise<ViewContext> => ({
    origin: origin(request),
    language: request.language,
    principal: request.principal,
    scope: await customerScope(db, request.principal),
  });

  /** The shipment after a command, with the links the caller may follow. */
  const viewAfterCommand = async (
    request: FastifyRequest,
    shipmentNumber: string,
    outcome: CommandOutcome,
    now: Date,
  ) => shipmentViewAfterCommand(db, shipmentNumber, outcome, await viewContext(request), now);

  /** The customer of a saved shipment, once the caller is known to be allowed to change it. */
  const writableCustomerOf = async (request: FastifyRequest, loaded: LoadedShipment) => {
    const { customerId } = assertSaved(loaded);
    assertShipmentWritable(request.principal, await customerScope(db, request.principal), customerId);
    return customerId;
  };

  /** Loads the shipment, checks the viewer may change it, and builds the command from the payload. */
  const orderCommand =
    (request: FastifyRequest, now: Date, payload: ShipmentPayload, kind: 'self' | 'commission') =>
    async (loaded: LoadedShipment): Promise<ShipmentCommand> => {
      const customerId = await writableCustomerOf(request, loaded);
      const shipmentNumber = loaded.state.shipmentNumber as string;
      const at = now.toISOString();
      if (kind === 'self' && payload.state === 'CANCELLED') {
        return { type: 'CancelShipment', data: { shipmentNumber, now: at } };
      }
      const order = orderOf(payload);
      const customer = await findShipmentCustomer(db, customerId);
      if (!customer) throw new NotFoundError('customer.not-found');
      const rules = await shipmentRules(db, customer, order, now);
      if (kind === 'commission') {
        return { type: 'CommissionShipment', data: { shipmentNumber, shipment: order, rules, now: at } };
      }
      const data = {
        shipmentNumber,
        emonsCustomerId: customerId,
        ...(loaded.state.location ? { location: loaded.state.location } : {}),
        shipment: order,
        rules,
        now: at,
      };
      return payload.state === 'CREATE_ANNOUNCEMENT'
        ? { type: 'AnnounceShipment', data }
        : { type: 'SaveShipment', data };
    };

  app.get(
    '/api/shipments',
    {
      config: READ,
      schema: {
        tags,
        querystring: shipmentListQuerySchema(1000),
        response: { 200: halCollectionSchema('shipments', shipmentSchema) },
      },
      // The rows are orders the decider validated before they were stored; checking a page of a
      // hundred again on the way out would cost more than the query. The schema still documents it.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => {
      const view = await viewContext(request);
      const page = await listShipments(db, view.scope, request.query);
      const shipments = await shipmentViews(db, page.rows, view);
      const links: HalLinks = {};
      if (shipmentCollectionLinks(request.principal).has('create'))
        links.create = link(request, '/api/shipments');
      if (await exportCustomers(db, request.principal, view.scope))
        links.exportXLS = exportLink(request, request.query);
      return halCollection(
        request,
        'shipments',
        {
          content: shipments,
          number: request.query.page,
          size: request.query.size,
          totalElements: page.totalElements,
        },
        links,
      );
    },
  );

  app.post(
    '/api/shipments',
    { config: WRITE, schema: { tags, body: shipmentPayloadSchema, response: { 201: shipmentSchema } } },
    async (request, reply) => {
      const now = new Date();
      const payload = request.body;
      const { customer } = await resolveOrderingCustomer(db, request.principal, payload.emonsCustomerId);
      const order = orderOf(payload);
      const rules = await shipmentRules(db, customer, order, now);
      const shipmentNumber = await nextShipmentNumber(db);
      const outcome = await handleShipmentCommand(commandContext(request, now), shipmentNumber, {}, () => {
        const data = {
          shipmentNumber,
          emonsCustomerId: customer.customerId,
          location: customer.branch,
          shipment: order,
          rules,
          now: now.toISOString(),
        };
        return payload.state === 'CREATE_ANNOUNCEMENT'
          ? { type: 'AnnounceShipment', data }
          : { type: 'SaveShipment', data };
      });
      const shipment = await viewAfterCommand(request, shipmentNumber, outcome, now);
      return reply
        .status(201)
        .header('location', shipment._links.self?.href ?? '')
        .header('etag', `"${shipment.version}"`)
        .send(shipment);
    },
  );

  app.get(
    '/api/shipments/:shipmentNumber',
    { config: READ, schema: { tags, params: shipmentNumberParams, response: { 200: shipmentSchema } } },
    async (request, reply) => {
      const row = await findShipmentRow(db, request.params.shipmentNumber);
      if (!row) throw new NotFoundError('shipment.not-found');
      const view = await viewContext(request);
      assertShipmentVisible(view.scope, row.customer_id);
      const [shipment] = await shipmentViews(db, [row], view);
      if (!shipment) throw new NotFoundError('shipment.not-found');
      return reply.header('etag', `"${row.version}"`).send(shipment);
    },
  );

  /** The order PUT to the shipment itself or to its commissioning: one route, two commands. */
  const putOrder = (url: string, kind: 'self' | 'commission') =>
    app.put(
      url,
      {
        config: WRITE,
        schema: {
          tags,
          params: shipmentNumberParams,
          body: shipmentPayloadSchema,
          response: { 200: shipmentSchema },
        },
      },
      async (request, reply) => {
        const now = new Date();
        const { shipmentNumber } = request.params;
        const outcome = await handleShipmentCommand(
          commandContext(request, now),
          shipmentNumber,
          { expectedVersion: ifMatchVersion(request) ?? request.body.version },
          orderCommand(request, now, request.body, kind),
        );
        const shipment = await viewAfterCommand(request, shipmentNumber, outcome, now);
        return reply.header('etag', `"${shipment.version}"`).send(shipment);
      },
    );
  putOrder('/api/shipments/:shipmentNumber', 'self');
  putOrder('/api/shipments/:shipmentNumber/commission', 'commission');

  app.delete(
    '/api/shipments/:shipmentNumber',
    { config: WRITE, schema: { tags, params: shipmentNumberParams } },
    async (request, reply) => {
      const now = new Date();
      const { shipmentNumber } = request.params;
      await handleShipmentCommand(
        commandContext(request, now),
        shipmentNumber,
        { expectedVersion: ifMatchVersion(request) },
        async (loaded) => {
          await writableCustomerOf(request, loaded);
          return { type: 'DeleteShipment', data: { shipmentNumber, now: now.toISOString() } };
        },
      );
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/shipments/:shipmentNumber/auditLog',
    {
      config: READ,
      schema: {
        tags,
        params: shipmentNumberParams,
        response: { 200: halCollectionSchema('auditEntries', auditEntrySchema) },
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
      }));
      return halCollection(request, 'auditEntries', singlePage(entries));
    },
  );

  app.get(
    '/api/shipments/:shipmentNumber/requestQuotation',
    { config: WRITE, schema: { tags, params: shipmentNumberParams, response: { 200: quotationSchema } } },
    async (request) => {
      const now = new Date();
      const { shipmentNumber } = request.params;
      const outcome = await handleShipmentCommand(
        commandContext(request, now),
        shipmentNumber,
        {},
        async (loaded) => {
          const customerId = await writableCustomerOf(request, loaded);
          const customer = await findShipmentCustomer(db, customerId);
          if (!customer?.quotationEnabled) throw new ForbiddenError('shipment.quotation.disabled');
          const currency = (await findLocation(db, customer.branch))?.currency.isoCode ?? 'EUR';
          const quotation = quoteShipment(loaded.state.shipment!, currency);
          return { type: 'RecordQuotation', data: { shipmentNumber, quotation, now: now.toISOString() } };
        },
      );
      if (!outcome.state.quotation) throw new NotFoundError('shipment.not-found');
      return outcome.state.quotation;
    },
  );
};
