import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { halCollectionSchema, pageQuerySchema, sortParamOf } from '../../../contracts/hal.ts';
import { isMasterdataAdministrator } from '../../../contracts/masterdata/address-types.ts';
import {
  addressBookTypeSchema,
  addressInputSchema,
  addressSchema,
  addressSortProperties,
} from '../../../contracts/masterdata/addresses.ts';
import { customerIdSchema } from '../../../contracts/masterdata/customers.ts';
import {
  addAddress,
  changeAddress,
  defaultAddress,
  listVisibleAddresses,
  removeAddress,
  visibleAddress,
} from '../../masterdata/addresses.ts';
import { removeOwnAddresses } from '../../masterdata/customer-addresses.ts';
import type { AddressRecord } from '../../masterdata/queries/addresses.ts';
import { halCollection, link } from '../hal.ts';
import type { RouteApp } from '../route-app.ts';

const ANY_USER = { access: 'authenticated' as const };
const tags = ['addresses'];
const idParams = z.object({ id: z.uuid() });
const addressTypeAlternatives = addressBookTypeSchema.options.join('|');
const addressTypeList = new RegExp(`^((${addressTypeAlternatives})(,(${addressTypeAlternatives}))*)?$`);
const listQuerySchema = pageQuerySchema(100).extend({
  query: z.string().trim().optional(),
  sort: sortParamOf(addressSortProperties),
  /** Comma-separated address types; the pattern states the values in the published document. */
  type: z
    .string()
    .regex(addressTypeList, { error: 'field.invalid' })
    .optional()
    .transform((value) => (value ?? '').split(',').filter(Boolean))
    .pipe(z.array(addressBookTypeSchema)),
  projection: z.string().optional(),
});

export function addressResource(request: FastifyRequest, address: AddressRecord) {
  const self = link(request, `/api/addresses/${address.id}`);
  // Administrators may erase the party an entry names (docs/decisions/0114).
  const erasure: Record<string, typeof self> = request.principal?.roles.includes('Admin')
    ? { erasure: link(request, `/api/admin/addresses/${address.id}/erasure`) }
    : {};
  // The provider's data (name, customer id, street, ...) of an address with a provider customer id
  // is changed by administrators only (spec 000 section 6): the link says who may.
  const addressData: Record<string, typeof self> =
    !address.emonsCustomerId || isMasterdataAdministrator(request.principal?.roles)
      ? { modifyAddressData: self }
      : {};
  return { ...address, _links: { ...erasure, self, modify: self, ...addressData, delete: self } };
}

/** The address book as a whole: a page of it, and emptying it. */
function registerAddressBookRoutes(app: RouteApp) {
  const { db } = app;

  app.get(
    '/api/addresses',
    {
      config: ANY_USER,
      schema: {
        summary: 'List the address book',
        tags,
        querystring: listQuerySchema,
        response: { 200: halCollectionSchema('addresses', addressSchema) },
      },
    },
    async (request) => {
      const { type, projection: _projection, ...query } = request.query;
      const page = await listVisibleAddresses(db, request.principal, { ...query, types: type });
      return halCollection(
        request,
        'addresses',
        { ...page, content: page.content.map((address) => addressResource(request, address)) },
        {
          create: link(request, '/api/addresses'),
          // Customer users empty their own address book (docs/decisions/0131).
          ...(request.principal.customerIds.length > 0 ? { deleteAll: link(request, '/api/addresses') } : {}),
        },
      );
    },
  );

  app.delete(
    '/api/addresses',
    {
      config: ANY_USER,
      schema: {
        summary: "Delete all addresses of the user's customers (or of the one named)",
        tags,
        querystring: z.object({ ownerCustomerId: customerIdSchema.optional() }),
        problems: [404],
      },
    },
    async (request, reply) => {
      await removeOwnAddresses(db, request.actor(), request.query.ownerCustomerId);
      return reply.status(204).send();
    },
  );
}

/** The default sender and the default consignee. */
function registerDefaultAddressRoutes(app: RouteApp) {
  const { db } = app;

  for (const [segment, type] of [
    ['defaultSender', 'DEFAULT_SENDER'],
    ['defaultConsignee', 'DEFAULT_CONSIGNEE'],
  ] as const) {
    app.get(
      `/api/addresses/${segment}`,
      {
        config: ANY_USER,
        schema: {
          summary: `Get the ${type === 'DEFAULT_SENDER' ? 'default sender' : 'default consignee'} address`,
          tags,
          response: { 200: addressSchema },
          problems: [404],
        },
      },
      async (request) => addressResource(request, await defaultAddress(db, request.principal, type)),
    );
  }
}

/** One address: read, add, change, delete. */
function registerSingleAddressRoutes(app: RouteApp) {
  const { db } = app;

  app.get(
    '/api/addresses/:id',
    {
      config: ANY_USER,
      schema: { summary: 'Get an address', tags, params: idParams, response: { 200: addressSchema } },
    },
    async (request) =>
      addressResource(request, await visibleAddress(db, request.principal, request.params.id)),
  );

  app.post(
    '/api/addresses',
    {
      config: ANY_USER,
      schema: {
        summary: 'Add an address',
        tags,
        body: addressInputSchema,
        response: { 201: addressSchema },
        problems: [404],
      },
    },
    async (request, reply) => {
      const saved = addressResource(request, await addAddress(db, request.actor(), request.body));
      return reply.status(201).header('location', saved._links.self.href).send(saved);
    },
  );

  app.put(
    '/api/addresses/:id',
    {
      config: ANY_USER,
      schema: {
        summary: 'Change an address',
        tags,
        params: idParams,
        body: addressInputSchema,
        response: { 200: addressSchema },
      },
    },
    async (request) =>
      addressResource(request, await changeAddress(db, request.actor(), request.params.id, request.body)),
  );

  app.delete(
    '/api/addresses/:id',
    { config: ANY_USER, schema: { summary: 'Delete an address', tags, params: idParams } },
    async (request, reply) => {
      await removeAddress(db, request.actor(), request.params.id);
      return reply.status(204).send();
    },
  );
}

/** The address book of the signed-in user's customers (spec 000 section 7). */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  registerAddressBookRoutes(app);
  registerDefaultAddressRoutes(app);
  registerSingleAddressRoutes(app);
};
