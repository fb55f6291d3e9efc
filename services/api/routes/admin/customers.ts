import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../../contracts/config.ts';
import { halCollectionSchema, pageQuerySchema } from '../../../../contracts/hal.ts';
import { addressSchema } from '../../../../contracts/masterdata/addresses.ts';
import {
  adminCustomerSchema,
  type CustomerInput,
  customerIdSchema,
  customerInputSchema,
  customerSettingNameSchema,
  customerSettingSchema,
  customerSettingValueSchemas,
} from '../../../../contracts/masterdata/customers.ts';
import type { Runtime } from '../../../../infra/runtime.ts';
import { NotFoundError, ValidationError } from '../../../domain/errors.ts';
import { invitationHash } from '../../../identity/links.ts';
import { importAddresses } from '../../../masterdata/address-exchange/import.ts';
import { addressesToVcf } from '../../../masterdata/address-exchange/vcard.ts';
import { recordChange } from '../../../masterdata/changes.ts';
import {
  createCustomer,
  deleteCustomer,
  listCustomers,
  saveCustomerSetting,
  updateCustomer,
} from '../../../masterdata/customer-admin.ts';
import { allAddressesOf, deleteAllAddresses, listAddresses } from '../../../masterdata/queries/addresses.ts';
import {
  type CustomerRecord,
  customerSettings,
  findCustomer,
} from '../../../masterdata/queries/customers.ts';
import { halCollection, link } from '../../hal.ts';
import { addressResource } from '../addresses.ts';
import '../reference/messages.ts';
import { author } from './author.ts';

const BRANCH_ADMINS = { access: ['NL_Admin', 'All_NL_Admin', 'Admin'] as const };
const tags = ['administration'];
const idParams = z.object({ customerId: customerIdSchema });
const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/** The branches whose customers a branch admin administers; undefined for central admins. */
function ownBranches(request: FastifyRequest): string[] | undefined {
  const { roles, branch } = request.principal;
  if (roles.includes('Admin') || roles.includes('All_NL_Admin')) return undefined;
  return branch ? [branch] : [];
}

function administers(
  request: FastifyRequest,
  customer: { location: string; secondaryLocation: string | null },
) {
  const branches = ownBranches(request);
  return (
    !branches ||
    branches.includes(customer.location) ||
    (customer.secondaryLocation !== null && branches.includes(customer.secondaryLocation))
  );
}

function resource(request: FastifyRequest, customer: CustomerRecord, config: Config) {
  const self = link(request, `/api/admin/customers/${customer.customerId}`);
  return {
    ...customer,
    _links: {
      self,
      modify: self,
      delete: self,
      settings: link(request, `/api/admin/customers/${customer.customerId}/settings`),
      addresses: link(request, `/api/admin/customers/${customer.customerId}/addresses`),
      members: link(request, `/api/admin/customers/${customer.customerId}/members`),
      invoiceRecipients: link(
        request,
        `/api/invoiceRecipientAddresses?ownerCustomerId=${customer.customerId}`,
      ),
      deleteAll: link(request, `/api/admin/customers/${customer.customerId}/addresses`),
      exportAddresses: link(request, `/api/admin/customers/${customer.customerId}/addresses/export`),
      location: link(request, `/api/admin/locations/${customer.location}`),
      // The invitation a user of the customer registers with: the form comes pre-filled.
      registerUser: link(
        request,
        `/registration?${new URLSearchParams({
          customerId: customer.customerId,
          hash: invitationHash(config, customer.customerId),
        })}`,
      ),
    },
  };
}

/** A customer the admin may see; others' customers are as absent as missing ones. */
export async function visibleCustomer(runtime: Runtime, request: FastifyRequest, customerId: string) {
  const customer = await findCustomer(runtime.db, customerId);
  if (!customer || !administers(request, customer)) throw new NotFoundError('customer.not-found');
  return customer;
}

function assertBranch(request: FastifyRequest, input: CustomerInput) {
  if (!administers(request, { location: input.location.toUpperCase(), secondaryLocation: null })) {
    throw new ValidationError([{ field: 'location', defaultMessage: 'field.invalid' }]);
  }
}

/** Customers and their settings (spec 001 sections 3 and 7); branch admins see their branch only. */
export const adminCustomerRoutes: FastifyPluginAsyncZod<{ runtime: Runtime }> = async (app, { runtime }) => {
  const { db } = runtime;

  app.get(
    '/api/admin/customers',
    {
      config: BRANCH_ADMINS,
      schema: {
        tags,
        querystring: pageQuerySchema(100).extend({
          query: z.string().trim().optional(),
          location: z.string().optional(),
          projection: z.string().optional(),
          sync: z.string().optional(),
        }),
        response: { 200: halCollectionSchema('customers', adminCustomerSchema) },
      },
    },
    async (request) => {
      const { location, projection: _projection, sync: _sync, ...query } = request.query;
      const requested = location
        ?.split(',')
        .map((abbreviation) => abbreviation.trim().toUpperCase())
        .filter(Boolean);
      const own = ownBranches(request);
      const locations = own
        ? (requested ?? own).filter((abbreviation) => own.includes(abbreviation))
        : requested;
      const page = await listCustomers(db, { ...query, locations });
      return halCollection(
        request,
        'customers',
        { ...page, content: page.content.map((customer) => resource(request, customer, runtime.config)) },
        { create: link(request, '/api/admin/customers') },
      );
    },
  );

  app.get(
    '/api/admin/customers/:customerId',
    { config: BRANCH_ADMINS, schema: { tags, params: idParams, response: { 200: adminCustomerSchema } } },
    async (request) =>
      resource(request, await visibleCustomer(runtime, request, request.params.customerId), runtime.config),
  );

  app.post(
    '/api/admin/customers',
    {
      config: BRANCH_ADMINS,
      schema: { tags, body: customerInputSchema, response: { 201: adminCustomerSchema } },
    },
    async (request, reply) => {
      assertBranch(request, request.body);
      const customer = resource(
        request,
        await createCustomer(db, request.body, author(request)),
        runtime.config,
      );
      return reply.status(201).header('location', customer._links.self.href).send(customer);
    },
  );

  app.put(
    '/api/admin/customers/:customerId',
    {
      config: BRANCH_ADMINS,
      schema: { tags, params: idParams, body: customerInputSchema, response: { 200: adminCustomerSchema } },
    },
    async (request) => {
      await visibleCustomer(runtime, request, request.params.customerId);
      assertBranch(request, request.body);
      if (request.body.customerId !== request.params.customerId) {
        throw new ValidationError([{ field: 'customerId', defaultMessage: 'field.invalid' }]);
      }
      return resource(
        request,
        await updateCustomer(db, request.params.customerId, request.body, author(request)),
        runtime.config,
      );
    },
  );

  app.delete(
    '/api/admin/customers/:customerId',
    { config: BRANCH_ADMINS, schema: { tags, params: idParams } },
    async (request, reply) => {
      await visibleCustomer(runtime, request, request.params.customerId);
      await deleteCustomer(db, request.params.customerId, author(request));
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/admin/customers/:customerId/addresses',
    {
      config: BRANCH_ADMINS,
      schema: {
        tags,
        params: idParams,
        querystring: pageQuerySchema(100).extend({ query: z.string().trim().optional() }),
        response: { 200: halCollectionSchema('addresses', addressSchema) },
      },
    },
    async (request) => {
      const { customerId } = await visibleCustomer(runtime, request, request.params.customerId);
      const page = await listAddresses(db, {
        ...request.query,
        scope: { all: false, customerIds: [customerId] },
      });
      return halCollection(request, 'addresses', {
        ...page,
        content: page.content.map((address) => addressResource(request, address)),
      });
    },
  );

  app.delete(
    '/api/admin/customers/:customerId/addresses',
    { config: BRANCH_ADMINS, schema: { tags, params: idParams } },
    async (request, reply) => {
      const { customerId } = await visibleCustomer(runtime, request, request.params.customerId);
      await db.transaction().execute(async (trx) => {
        const deleted = await deleteAllAddresses(trx, customerId);
        await recordChange(trx, {
          entity: 'addressBook',
          entityId: customerId,
          action: 'DEL',
          author: author(request),
          modifications: { deleted },
        });
      });
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/admin/customers/:customerId/addresses/export',
    { config: BRANCH_ADMINS, schema: { tags, params: idParams } },
    async (request, reply) => {
      const { customerId } = await visibleCustomer(runtime, request, request.params.customerId);
      const addresses = await allAddressesOf(db, customerId);
      return reply
        .type('text/vcard; charset=utf-8')
        .header('content-disposition', `attachment; filename="${customerId}.vcf"`)
        .send(addressesToVcf(addresses));
    },
  );

  await app.register(async (upload) => {
    await upload.register(multipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } });
    upload.withTypeProvider<ZodTypeProvider>().put(
      '/api/admin/customers/:customerId/addresses/export',
      {
        config: BRANCH_ADMINS,
        schema: { tags, params: idParams, response: { 200: z.object({ imported: z.number() }) } },
      },
      async (request) => {
        const { customerId } = await visibleCustomer(runtime, request, request.params.customerId);
        const file = await request.file();
        if (!file) throw new ValidationError([{ field: 'file', defaultMessage: 'field.required' }]);
        const data = await file.toBuffer().catch((error: unknown) => {
          if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
          throw new ValidationError(
            [
              {
                field: 'file',
                defaultMessage: `the file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB`,
              },
            ],
            'addresses.import.too-large',
          );
        });
        const imported = await importAddresses(db, {
          owner: customerId,
          fileName: file.filename,
          data,
          author: author(request),
          bounds: {
            maxRows: runtime.config.ADDRESS_FILE_MAX_ROWS,
            timeoutMs: runtime.config.FILE_PARSE_TIMEOUT_MS,
            maxMemoryMb: runtime.config.FILE_PARSE_MEMORY_MB,
          },
        });
        return { imported };
      },
    );
  });

  const settingResource = (request: FastifyRequest, customerId: string, name: string, value: unknown) => ({
    name,
    // The SFTP password is stored as a hash; only the answer that generated it shows it.
    value: name === 'SFTP_PASSWORD' && typeof value === 'object' ? null : value,
    _links: { self: link(request, `/api/admin/customers/${customerId}/settings/${name}`) },
  });

  app.get(
    '/api/admin/customers/:customerId/settings',
    {
      config: BRANCH_ADMINS,
      schema: { tags, params: idParams, response: { 200: z.array(customerSettingSchema) } },
    },
    async (request) => {
      const { customerId } = await visibleCustomer(runtime, request, request.params.customerId);
      const settings = await customerSettings(db, customerId);
      return Object.entries(settings).map(([name, value]) =>
        settingResource(request, customerId, name, value),
      );
    },
  );

  app.get(
    '/api/admin/customers/:customerId/settings/:name',
    {
      config: BRANCH_ADMINS,
      schema: {
        tags,
        params: idParams.extend({ name: z.string().min(1).max(60) }),
        response: { 200: customerSettingSchema },
      },
    },
    async (request) => {
      const { customerId } = await visibleCustomer(runtime, request, request.params.customerId);
      const settings = await customerSettings(db, customerId);
      if (!(request.params.name in settings)) throw new NotFoundError();
      return settingResource(request, customerId, request.params.name, settings[request.params.name]);
    },
  );

  app.put(
    '/api/admin/customers/:customerId/settings/:name',
    {
      config: BRANCH_ADMINS,
      schema: {
        tags,
        params: idParams.extend({ name: customerSettingNameSchema }),
        body: z.object({ name: z.string().optional(), value: z.unknown().optional() }),
        response: { 200: customerSettingSchema },
      },
    },
    async (request) => {
      const { customerId } = await visibleCustomer(runtime, request, request.params.customerId);
      const { name } = request.params;
      let value: unknown = null;
      if (name !== 'SFTP_PASSWORD') {
        const parsed = customerSettingValueSchemas[name].safeParse(request.body.value);
        if (!parsed.success) throw new ValidationError([{ field: 'value', defaultMessage: 'field.invalid' }]);
        value = parsed.data;
      }
      const saved = await saveCustomerSetting(db, customerId, name, value, author(request));
      return {
        name,
        value: saved,
        _links: { self: link(request, `/api/admin/customers/${customerId}/settings/${name}`) },
      };
    },
  );
};
