import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { halCollectionSchema, pageQuerySchema } from '../../../contracts/hal.ts';
import {
  administrativeAddressFields,
  isMasterdataAdministrator,
} from '../../../contracts/masterdata/address-types.ts';
import {
  type AddressInput,
  addressBookTypeSchema,
  addressInputSchema,
  addressSchema,
} from '../../../contracts/masterdata/addresses.ts';
import type { FieldError } from '../../../contracts/problem.ts';
import { customerScope } from '../../access/tenancy.ts';
import type { Db } from '../../db/index.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import { authorOf } from '../../masterdata/author.ts';
import { modifiedFields, recordChange } from '../../masterdata/changes.ts';
import { ownerOf } from '../../masterdata/owner.ts';
import {
  type AddressRecord,
  deleteAddress,
  findAddress,
  findDefaultAddress,
  insertAddress,
  listAddresses,
  updateAddress,
} from '../../masterdata/queries/addresses.ts';
import { halCollection, link } from '../hal.ts';

const ANY_USER = { access: 'authenticated' as const };
const tags = ['addresses'];
const idParams = z.object({ id: z.uuid() });
const listQuerySchema = pageQuerySchema(100).extend({
  query: z.string().trim().optional(),
  type: z
    .string()
    .optional()
    .transform((value) => (value ?? '').split(',').filter(Boolean))
    .pipe(z.array(addressBookTypeSchema)),
  projection: z.string().optional(),
});

export function addressResource(request: FastifyRequest, address: AddressRecord) {
  const self = link(request, `/api/addresses/${address.id}`);
  return { ...address, _links: { self, modify: self, delete: self } };
}

/** Non-admins keep the provider's data of an address as it is, and never set the provider id. */
function lockedFieldErrors(
  request: FastifyRequest,
  input: AddressInput,
  before?: AddressRecord,
): FieldError[] {
  if (isMasterdataAdministrator(request.principal.roles)) return [];
  const errors: FieldError[] = [];
  if ((input.emonsCustomerId ?? null) !== (before?.emonsCustomerId ?? null)) {
    errors.push({ field: 'emonsCustomerId', defaultMessage: 'address.emons-customer-id-admin-only' });
  }
  if (before?.emonsCustomerId) {
    for (const field of administrativeAddressFields) {
      if ((input[field] ?? null) !== (before[field] ?? null)) {
        errors.push({ field, defaultMessage: 'address.administrative-data-locked' });
      }
    }
  }
  return errors;
}

async function save(db: Db, request: FastifyRequest, input: AddressInput, before?: AddressRecord) {
  const errors = lockedFieldErrors(request, input, before);
  if (errors.length > 0) throw new ValidationError(errors);
  return db.transaction().execute(async (trx) => {
    if (before) {
      const saved = await updateAddress(trx, before.id, input);
      const modifications = modifiedFields(before, saved);
      if (Object.keys(modifications).length > 0) {
        await recordChange(trx, {
          entity: 'address',
          entityId: saved.id,
          action: 'MOD',
          author: authorOf(request.principal),
          modifications,
        });
      }
      return saved;
    }
    const owner = await ownerOf(trx, request.principal, input.ownerCustomerId);
    const saved = await insertAddress(trx, owner, input);
    const { id: _id, ...fields } = saved;
    await recordChange(trx, {
      entity: 'address',
      entityId: saved.id,
      action: 'ADD',
      author: authorOf(request.principal),
      modifications: fields,
    });
    return saved;
  });
}

/** The address book of the signed-in user's customers (spec 000 section 7). */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/api/addresses',
    {
      config: ANY_USER,
      schema: {
        tags,
        querystring: listQuerySchema,
        response: { 200: halCollectionSchema('addresses', addressSchema) },
      },
    },
    async (request) => {
      const { type, projection: _projection, ...query } = request.query;
      const scope = await customerScope(db, request.principal);
      const page = await listAddresses(db, { ...query, types: type, scope });
      return halCollection(
        request,
        'addresses',
        { ...page, content: page.content.map((address) => addressResource(request, address)) },
        { create: link(request, '/api/addresses') },
      );
    },
  );

  for (const [segment, type] of [
    ['defaultSender', 'DEFAULT_SENDER'],
    ['defaultConsignee', 'DEFAULT_CONSIGNEE'],
  ] as const) {
    app.get(
      `/api/addresses/${segment}`,
      { config: ANY_USER, schema: { tags, response: { 200: addressSchema } } },
      async (request) => {
        const address = await findDefaultAddress(db, await customerScope(db, request.principal), type);
        if (!address) throw new NotFoundError();
        return addressResource(request, address);
      },
    );
  }

  app.get(
    '/api/addresses/:id',
    { config: ANY_USER, schema: { tags, params: idParams, response: { 200: addressSchema } } },
    async (request) => {
      const address = await findAddress(db, await customerScope(db, request.principal), request.params.id);
      if (!address) throw new NotFoundError();
      return addressResource(request, address);
    },
  );

  app.post(
    '/api/addresses',
    { config: ANY_USER, schema: { tags, body: addressInputSchema, response: { 201: addressSchema } } },
    async (request, reply) => {
      const saved = addressResource(request, await save(db, request, request.body));
      return reply.status(201).header('location', saved._links.self.href).send(saved);
    },
  );

  app.put(
    '/api/addresses/:id',
    {
      config: ANY_USER,
      schema: { tags, params: idParams, body: addressInputSchema, response: { 200: addressSchema } },
    },
    async (request) => {
      const before = await findAddress(db, await customerScope(db, request.principal), request.params.id);
      if (!before) throw new NotFoundError();
      return addressResource(request, await save(db, request, request.body, before));
    },
  );

  app.delete(
    '/api/addresses/:id',
    { config: ANY_USER, schema: { tags, params: idParams } },
    async (request, reply) => {
      const before = await findAddress(db, await customerScope(db, request.principal), request.params.id);
      if (!before) throw new NotFoundError();
      await db.transaction().execute(async (trx) => {
        await deleteAddress(trx, before.id);
        await recordChange(trx, {
          entity: 'address',
          entityId: before.id,
          action: 'DEL',
          author: authorOf(request.principal),
          modifications: {},
        });
      });
      return reply.status(204).send();
    },
  );
};
