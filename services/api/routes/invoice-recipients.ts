import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type HalLinks, halCollectionSchema, pageQuerySchema } from '../../../contracts/hal.ts';
import { isMasterdataAdministrator } from '../../../contracts/masterdata/address-types.ts';
import {
  invoiceRecipientAddressSchema,
  invoiceRecipientInputSchema,
} from '../../../contracts/masterdata/invoice-recipients.ts';
import { type CustomerScope, customerScope, scopeIncludes } from '../../access/tenancy.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../domain/errors.ts';
import { authorOf } from '../../masterdata/author.ts';
import { recordChange } from '../../masterdata/changes.ts';
import { ownerOf } from '../../masterdata/owner.ts';
import { customerSettings, findCustomer } from '../../masterdata/queries/customers.ts';
import {
  deleteInvoiceRecipient,
  findDefaultInvoiceRecipient,
  findInvoiceRecipient,
  findInvoiceRecipientByCustomerId,
  type InvoiceRecipientRecord,
  insertInvoiceRecipient,
  listInvoiceRecipients,
  recipientFromCustomer,
  updateInvoiceRecipient,
} from '../../masterdata/queries/invoice-recipients.ts';
import { halCollection, link } from '../hal.ts';

const ANY_USER = { access: 'authenticated' as const };
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

function owners(scope: CustomerScope, principalCustomers: string[]): string[] {
  return scope.all ? principalCustomers : scope.customerIds;
}

/** Invoice recipients of the user's customers (spec 000 sections 3, 5 and 7). */
export const invoiceRecipientRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  /** Adds a recipient of the owner and records it; an owner has one recipient per customer id. */
  const addRecipient = (
    request: FastifyRequest,
    owner: string,
    fields: Parameters<typeof insertInvoiceRecipient>[2],
  ) =>
    db.transaction().execute(async (trx) => {
      const recipient = await insertInvoiceRecipient(trx, owner, fields);
      if (!recipient) throw new ConflictError('invoiceRecipient.already-exists');
      await recordChange(trx, {
        entity: 'invoiceRecipient',
        entityId: recipient.id ?? '',
        action: 'ADD',
        author: authorOf(request.principal),
        modifications: { ...recipient },
      });
      return recipient;
    });

  /**
   * Administrators and customers with MANUAL_INVOICE_RECIPIENTS enter recipients freely (create);
   * other customers take over a customer of the forwarder by its number (migrate), spec 000
   * section 2 and docs/decisions/0035.
   */
  const collectionLinks = async (request: FastifyRequest): Promise<HalLinks> => {
    if (isMasterdataAdministrator(request.principal.roles)) return { create: link(request, BASE) };
    const [owner] = request.principal.customerIds;
    if (!owner) return {};
    if ((await customerSettings(db, owner)).MANUAL_INVOICE_RECIPIENTS === true) {
      return { create: link(request, BASE) };
    }
    return { migrate: { ...link(request, `${BASE}/migrate/{customerId}`), templated: true } };
  };

  app.get(
    BASE,
    {
      config: ANY_USER,
      schema: {
        tags,
        querystring: pageQuerySchema(100).extend({
          query: z.string().trim().optional(),
          // One customer's recipients, as the customer administration lists them.
          ownerCustomerId: z.string().trim().length(6).optional(),
        }),
        response: { 200: halCollectionSchema('invoiceRecipientAddresses', invoiceRecipientAddressSchema) },
      },
    },
    async (request) => {
      const { ownerCustomerId, ...query } = request.query;
      const visible = await customerScope(db, request.principal);
      const scope: CustomerScope = ownerCustomerId
        ? { all: false, customerIds: scopeIncludes(visible, ownerCustomerId) ? [ownerCustomerId] : [] }
        : visible;
      const page = await listInvoiceRecipients(db, { ...query, scope });
      return halCollection(
        request,
        'invoiceRecipientAddresses',
        { ...page, content: page.content.map((recipient) => resource(request, recipient)) },
        await collectionLinks(request),
      );
    },
  );

  app.get(
    `${BASE}/find/byCustomerId/:customerId`,
    {
      config: ANY_USER,
      schema: { tags, params: customerIdParams, response: { 200: invoiceRecipientAddressSchema } },
    },
    async (request) => {
      const { customerId } = request.params;
      const scope = await customerScope(db, request.principal);
      const ownerIds = owners(scope, request.principal.customerIds);
      const saved = await findInvoiceRecipientByCustomerId(db, ownerIds, customerId);
      if (saved) return resource(request, saved);
      // Falls back to the forwarder's customer with that id, offered as a recipient not yet saved.
      const provider = await findCustomer(db, customerId);
      const [owner] = ownerIds;
      if (!provider || !owner) throw new NotFoundError('invoiceRecipient.not-found');
      return resource(request, recipientFromCustomer(owner, provider, false));
    },
  );

  app.get(
    `${BASE}/default`,
    {
      config: ANY_USER,
      schema: {
        tags,
        querystring: z.object({ customerId: z.string().length(6).optional() }),
        response: { 200: invoiceRecipientAddressSchema },
      },
    },
    async (request) => {
      const owner = await ownerOf(db, request.principal, request.query.customerId, 'customerId');
      const recipient = await findDefaultInvoiceRecipient(db, owner);
      if (recipient) return resource(request, recipient);
      // Without a chosen default the customer pays its own shipments.
      const customer = await findCustomer(db, owner);
      if (!customer) throw new NotFoundError();
      return resource(request, recipientFromCustomer(owner, customer, true));
    },
  );

  app.get(
    `${BASE}/:id`,
    {
      config: ANY_USER,
      schema: { tags, params: idParams, response: { 200: invoiceRecipientAddressSchema } },
    },
    async (request) => {
      const recipient = await findInvoiceRecipient(
        db,
        await customerScope(db, request.principal),
        request.params.id,
      );
      if (!recipient) throw new NotFoundError('invoiceRecipient.not-found');
      return resource(request, recipient);
    },
  );

  app.post(
    BASE,
    {
      config: ANY_USER,
      schema: { tags, body: invoiceRecipientInputSchema, response: { 201: invoiceRecipientAddressSchema } },
    },
    async (request, reply) => {
      const owner = await ownerOf(db, request.principal, request.body.ownerCustomerId, 'customerId');
      // The create link's rule, enforced: customers without manual recipients take them over instead.
      if (
        !isMasterdataAdministrator(request.principal.roles) &&
        (await customerSettings(db, owner)).MANUAL_INVOICE_RECIPIENTS !== true
      ) {
        throw new ForbiddenError('invoiceRecipient.manual-not-allowed');
      }
      const body = resource(request, await addRecipient(request, owner, request.body));
      return reply.status(201).header('location', body._links.self?.href).send(body);
    },
  );

  app.post(
    `${BASE}/migrate/:customerId`,
    {
      config: ANY_USER,
      schema: {
        tags,
        params: z.object({ customerId: z.string().trim().length(6, 'customer.id-length') }),
        querystring: z.object({ ownerCustomerId: z.string().length(6).optional() }),
        response: { 201: invoiceRecipientAddressSchema },
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(db, request.principal, request.query.ownerCustomerId, 'customerId');
      const provider = await findCustomer(db, request.params.customerId);
      if (!provider) throw new NotFoundError('invoiceRecipient.not-found');
      const { id: _id, ownerCustomerId: _owner, ...fields } = recipientFromCustomer(owner, provider, false);
      const body = resource(request, await addRecipient(request, owner, fields));
      return reply.status(201).header('location', body._links.self?.href).send(body);
    },
  );

  app.put(
    `${BASE}/:id`,
    {
      config: ANY_USER,
      schema: {
        tags,
        params: idParams,
        body: invoiceRecipientInputSchema,
        response: { 200: invoiceRecipientAddressSchema },
      },
    },
    async (request) => {
      const before = await findInvoiceRecipient(
        db,
        await customerScope(db, request.principal),
        request.params.id,
      );
      if (!before) throw new NotFoundError('invoiceRecipient.not-found');
      const saved = await db.transaction().execute(async (trx) => {
        const recipient = await updateInvoiceRecipient(trx, request.params.id, request.body).catch(
          (error: unknown) => {
            // The unique (owner, customer id) pair: another recipient of the owner has that id already.
            if ((error as { code?: string }).code === '23505')
              throw new ConflictError('invoiceRecipient.already-exists');
            throw error;
          },
        );
        await recordChange(trx, {
          entity: 'invoiceRecipient',
          entityId: request.params.id,
          action: 'MOD',
          author: authorOf(request.principal),
          modifications: { ...recipient },
        });
        return recipient;
      });
      return resource(request, saved);
    },
  );

  app.delete(
    `${BASE}/:id`,
    { config: ANY_USER, schema: { tags, params: idParams } },
    async (request, reply) => {
      const before = await findInvoiceRecipient(
        db,
        await customerScope(db, request.principal),
        request.params.id,
      );
      if (!before) throw new NotFoundError('invoiceRecipient.not-found');
      await db.transaction().execute(async (trx) => {
        await deleteInvoiceRecipient(trx, request.params.id);
        await recordChange(trx, {
          entity: 'invoiceRecipient',
          entityId: request.params.id,
          action: 'DEL',
          author: authorOf(request.principal),
          modifications: {},
        });
      });
      return reply.status(204).send();
    },
  );
};
