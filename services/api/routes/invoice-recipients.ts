import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type HalLinks, halCollectionSchema, pageQuerySchema, sortParamOf } from '../../../contracts/hal.ts';
import {
  invoiceRecipientAddressSchema,
  invoiceRecipientInputSchema,
  invoiceRecipientSortProperties,
} from '../../../contracts/masterdata/invoice-recipients.ts';
import {
  addInvoiceRecipient,
  changeInvoiceRecipient,
  defaultInvoiceRecipient,
  type InvoiceRecipientEntry,
  invoiceRecipientByCustomerId,
  invoiceRecipientEntry,
  listVisibleInvoiceRecipients,
  removeInvoiceRecipient,
  takeOverInvoiceRecipient,
  visibleInvoiceRecipient,
} from '../../masterdata/invoice-recipients.ts';
import type { InvoiceRecipientRecord } from '../../masterdata/queries/invoice-recipients.ts';
import { halCollection, link } from '../hal.ts';
import { perUserRateLimit } from '../plugins/hardening.ts';
import type { RouteApp } from '../route-app.ts';

const ANY_USER = { access: 'authenticated' as const };
/** Take-overs and look-ups by customer number a user may make per minute. */
const LOOKUPS_PER_MINUTE = 30;
const tags = ['invoiceRecipients'];
const BASE = '/api/invoiceRecipientAddresses';
const idParams = z.object({ id: z.uuid() });
const customerIdParams = z.object({ customerId: z.string().trim().min(1).max(35) });

function resource(request: FastifyRequest, recipient: InvoiceRecipientRecord) {
  const links: HalLinks = {};
  if (recipient.id) {
    const self = link(request, `${BASE}/${recipient.id}`);
    Object.assign(links, { self, modify: self, delete: self });
  }
  return { ...recipient, _links: links };
}

/** The link to add recipients the way the caller may: `create` freely or `migrate` (take over). */
function collectionLinks(request: FastifyRequest, entry: InvoiceRecipientEntry): HalLinks {
  if (entry === 'create') return { create: link(request, BASE) };
  if (entry === 'migrate')
    return { migrate: { ...link(request, `${BASE}/migrate/{customerId}`), templated: true } };
  return {};
}

/** Reading invoice recipients: a page of them, one by customer id, the default, one by id. */
function registerInvoiceRecipientReadRoutes(app: RouteApp) {
  const { db } = app;

  app.get(
    BASE,
    {
      config: ANY_USER,
      schema: {
        summary: 'List invoice recipients',
        tags,
        querystring: pageQuerySchema(100).extend({
          sort: sortParamOf(invoiceRecipientSortProperties),
          query: z.string().trim().optional(),
          // One customer's recipients, as the customer administration lists them.
          ownerCustomerId: z.string().trim().length(6).optional(),
        }),
        response: { 200: halCollectionSchema('invoiceRecipientAddresses', invoiceRecipientAddressSchema) },
      },
    },
    async (request) => {
      const page = await listVisibleInvoiceRecipients(db, request.principal, request.query);
      return halCollection(
        request,
        'invoiceRecipientAddresses',
        { ...page, content: page.content.map((recipient) => resource(request, recipient)) },
        collectionLinks(request, await invoiceRecipientEntry(db, request.principal)),
      );
    },
  );

  app.get(
    `${BASE}/find/byCustomerId/:customerId`,
    {
      // A look-up by customer number could list the forwarder's customers one number at a time.
      config: { ...ANY_USER, rateLimit: perUserRateLimit(LOOKUPS_PER_MINUTE) },
      schema: {
        summary: 'Find the invoice recipient with a customer id',
        tags,
        params: customerIdParams,
        response: { 200: invoiceRecipientAddressSchema },
      },
    },
    async (request) =>
      resource(request, await invoiceRecipientByCustomerId(db, request.principal, request.params.customerId)),
  );

  app.get(
    `${BASE}/default`,
    {
      config: ANY_USER,
      schema: {
        summary: 'Get the default invoice recipient of a customer',
        tags,
        problems: [404],
        querystring: z.object({ customerId: z.string().length(6).optional() }),
        response: { 200: invoiceRecipientAddressSchema },
      },
    },
    async (request) =>
      resource(request, await defaultInvoiceRecipient(db, request.principal, request.query.customerId)),
  );

  app.get(
    `${BASE}/:id`,
    {
      config: ANY_USER,
      schema: {
        summary: 'Get an invoice recipient',
        tags,
        params: idParams,
        response: { 200: invoiceRecipientAddressSchema },
      },
    },
    async (request) =>
      resource(request, await visibleInvoiceRecipient(db, request.principal, request.params.id)),
  );
}

/** Adding, taking over, changing and deleting invoice recipients. */
function registerInvoiceRecipientWriteRoutes(app: RouteApp) {
  const { db } = app;

  app.post(
    BASE,
    {
      config: ANY_USER,
      schema: {
        summary: 'Add an invoice recipient',
        tags,
        body: invoiceRecipientInputSchema,
        response: { 201: invoiceRecipientAddressSchema },
        problems: [404, 409],
      },
    },
    async (request, reply) => {
      const body = resource(request, await addInvoiceRecipient(db, request.actor(), request.body));
      return reply.status(201).header('location', body._links.self?.href).send(body);
    },
  );

  app.post(
    `${BASE}/migrate/:customerId`,
    {
      config: { ...ANY_USER, rateLimit: perUserRateLimit(LOOKUPS_PER_MINUTE) },
      schema: {
        summary: 'Take over a customer of the forwarder as invoice recipient',
        tags,
        problems: [409],
        params: z.object({ customerId: z.string().trim().length(6, 'customer.id-length') }),
        querystring: z.object({ ownerCustomerId: z.string().length(6).optional() }),
        response: { 201: invoiceRecipientAddressSchema },
      },
    },
    async (request, reply) => {
      const recipient = await takeOverInvoiceRecipient(
        db,
        request.actor(),
        request.params.customerId,
        request.query.ownerCustomerId,
      );
      const body = resource(request, recipient);
      return reply.status(201).header('location', body._links.self?.href).send(body);
    },
  );

  app.put(
    `${BASE}/:id`,
    {
      config: ANY_USER,
      schema: {
        summary: 'Change an invoice recipient',
        tags,
        params: idParams,
        body: invoiceRecipientInputSchema,
        response: { 200: invoiceRecipientAddressSchema },
      },
    },
    async (request) =>
      resource(request, await changeInvoiceRecipient(db, request.actor(), request.params.id, request.body)),
  );

  app.delete(
    `${BASE}/:id`,
    { config: ANY_USER, schema: { summary: 'Delete an invoice recipient', tags, params: idParams } },
    async (request, reply) => {
      await removeInvoiceRecipient(db, request.actor(), request.params.id);
      return reply.status(204).send();
    },
  );
}

/** Invoice recipients of the user's customers (spec 000 sections 3, 5 and 7). */
export const invoiceRecipientRoutes: FastifyPluginAsyncZod = async (app) => {
  registerInvoiceRecipientReadRoutes(app);
  registerInvoiceRecipientWriteRoutes(app);
};
