import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../../contracts/config.ts';
import { halCollectionSchema, pageQuerySchema, sortParamOf } from '../../../../contracts/hal.ts';
import {
  addressImportResultSchema,
  addressSchema,
  addressSortProperties,
} from '../../../../contracts/masterdata/addresses.ts';
import {
  adminCustomerSchema,
  customerIdSchema,
  customerInputSchema,
  customerLocationQuerySchema,
  customerLocationSchema,
  customerSettingNameSchema,
  customerSettingSchema,
  customerSortProperties,
} from '../../../../contracts/masterdata/customers.ts';
import { hasControl } from '../../../../contracts/rules/text.ts';
import { adminSftpKeySchema, sftpKeyInputSchema } from '../../../../contracts/sftp-account.ts';
import { ValidationError } from '../../../domain/errors.ts';
import { invitationHash } from '../../../identity/links.ts';
import { importAddresses } from '../../../masterdata/address-exchange/import.ts';
import { authorOf } from '../../../masterdata/author.ts';
import {
  exportCustomerAddresses,
  listCustomerAddresses,
  removeCustomerAddresses,
} from '../../../masterdata/customer-addresses.ts';
import {
  administeredCustomerSetting,
  administeredCustomerSettings,
  type CustomerSetting,
  changeCustomerSetting,
} from '../../../masterdata/customer-settings.ts';
import {
  addCustomer,
  changeCustomer,
  listAdministeredCustomers,
  locationsOnOccurrence,
  removeCustomer,
  visibleCustomer,
} from '../../../masterdata/customers.ts';
import type { CustomerRecord } from '../../../masterdata/queries/customers.ts';
import {
  addAdministeredSftpKey,
  administeredSftpKeys,
  removeAdministeredSftpKey,
  type SftpKeyRecord,
} from '../../../masterdata/sftp-keys.ts';
import { halCollection, link, singlePage } from '../../hal.ts';
import type { RouteApp } from '../../route-app.ts';
import { addressResource } from '../addresses.ts';
import { refusedSftpKey } from '../sftp-account.ts';

const BRANCH_ADMINS = { access: ['NL_Admin', 'All_NL_Admin', 'Admin'] as const };
const tags = ['administration'];
const idParams = z.object({ customerId: customerIdSchema });
const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

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
      codeMappings: link(request, `/api/admin/customers/${customer.customerId}/code-mappings`),
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

function settingResource(request: FastifyRequest, setting: CustomerSetting) {
  return {
    name: setting.name,
    value: setting.value,
    _links: { self: link(request, `/api/admin/customers/${setting.customerId}/settings/${setting.name}`) },
  };
}

function sftpKeyResource(request: FastifyRequest, key: SftpKeyRecord) {
  const self = link(request, `/api/admin/customers/${key.customerId}/sftpKeys/${key.id}`);
  return { ...key, _links: { self, delete: self } };
}

/** The customers an administrator administers, and the branches a search finds customers on. */
function registerCustomerSearchRoutes(app: RouteApp) {
  const { db } = app;

  app.get(
    '/api/admin/customers',
    {
      config: BRANCH_ADMINS,
      schema: {
        summary: 'List the customers the administrator administers',
        tags,
        querystring: pageQuerySchema(100).extend({
          sort: sortParamOf(customerSortProperties),
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
      const page = await listAdministeredCustomers(db, request.principal, {
        ...query,
        locations: location?.split(','),
      });
      return halCollection(
        request,
        'customers',
        { ...page, content: page.content.map((customer) => resource(request, customer, app.config)) },
        { create: link(request, '/api/admin/customers') },
      );
    },
  );

  app.get(
    '/api/admin/customers/search/findLocationsOnOccurrence',
    {
      config: BRANCH_ADMINS,
      schema: {
        summary: 'List the branches on which the customers matching a search occur',
        tags,
        querystring: customerLocationQuerySchema,
        response: { 200: halCollectionSchema('locations', customerLocationSchema) },
      },
    },
    async (request) => {
      const { projection: _projection, ...query } = request.query;
      const page = await locationsOnOccurrence(db, request.principal, query);
      return halCollection(request, 'locations', {
        ...page,
        content: page.content.map((location) => ({
          ...location,
          _links: {
            self: link(request, `/api/admin/locations/${location.abbreviation}`),
            customers: link(
              request,
              `/api/admin/customers?${new URLSearchParams({
                location: location.abbreviation,
                ...(query.query ? { query: query.query } : {}),
              })}`,
            ),
          },
        })),
      });
    },
  );
}

/** One customer: read, add, change, delete. */
function registerSingleCustomerRoutes(app: RouteApp) {
  const { db } = app;

  app.get(
    '/api/admin/customers/:customerId',
    {
      config: BRANCH_ADMINS,
      schema: { summary: 'Get a customer', tags, params: idParams, response: { 200: adminCustomerSchema } },
    },
    async (request) =>
      resource(request, await visibleCustomer(db, request.principal, request.params.customerId), app.config),
  );

  app.post(
    '/api/admin/customers',
    {
      config: BRANCH_ADMINS,
      schema: {
        summary: 'Add a customer',
        tags,
        body: customerInputSchema,
        response: { 201: adminCustomerSchema },
        problems: [409],
      },
    },
    async (request, reply) => {
      const customer = resource(request, await addCustomer(db, request.actor(), request.body), app.config);
      return reply.status(201).header('location', customer._links.self.href).send(customer);
    },
  );

  app.put(
    '/api/admin/customers/:customerId',
    {
      config: BRANCH_ADMINS,
      schema: {
        summary: 'Change a customer',
        tags,
        params: idParams,
        body: customerInputSchema,
        response: { 200: adminCustomerSchema },
      },
    },
    async (request) => {
      const customer = await changeCustomer(db, request.actor(), request.params.customerId, request.body);
      return resource(request, customer, app.config);
    },
  );

  app.delete(
    '/api/admin/customers/:customerId',
    { config: BRANCH_ADMINS, schema: { summary: 'Delete a customer', tags, params: idParams } },
    async (request, reply) => {
      await removeCustomer(db, request.actor(), request.params.customerId);
      return reply.status(204).send();
    },
  );
}

/** A customer's address book: a page of it, emptying it, and its vCard export. */
function registerCustomerAddressRoutes(app: RouteApp) {
  const { db } = app;

  app.get(
    '/api/admin/customers/:customerId/addresses',
    {
      config: BRANCH_ADMINS,
      schema: {
        summary: 'List the address book of a customer',
        tags,
        params: idParams,
        querystring: pageQuerySchema(100).extend({
          query: z.string().trim().optional(),
          sort: sortParamOf(addressSortProperties),
        }),
        response: { 200: halCollectionSchema('addresses', addressSchema) },
      },
    },
    async (request) => {
      const page = await listCustomerAddresses(
        db,
        request.principal,
        request.params.customerId,
        request.query,
      );
      return halCollection(request, 'addresses', {
        ...page,
        content: page.content.map((address) => addressResource(request, address)),
      });
    },
  );

  app.delete(
    '/api/admin/customers/:customerId/addresses',
    {
      config: BRANCH_ADMINS,
      schema: { summary: 'Empty the address book of a customer', tags, params: idParams },
    },
    async (request, reply) => {
      await removeCustomerAddresses(db, request.actor(), request.params.customerId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/admin/customers/:customerId/addresses/export',
    {
      config: BRANCH_ADMINS,
      schema: {
        summary: 'Export the address book of a customer as vCard',
        tags,
        params: idParams,
        produces: ['text/vcard'],
      },
    },
    async (request, reply) => {
      const { customerId, vcard } = await exportCustomerAddresses(
        db,
        request.principal,
        request.params.customerId,
      );
      return reply
        .type('text/vcard; charset=utf-8')
        .header('content-disposition', `attachment; filename="${customerId}.vcf"`)
        .send(vcard);
    },
  );
}

/**
 * The import of an address file into a customer's address book: the plugin's one upload, in a scope
 * of its own with its own size limit.
 */
async function registerAddressImportRoute(app: RouteApp) {
  const { db } = app;

  await app.register(async (upload) => {
    await upload.register(multipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } });
    upload.withTypeProvider<ZodTypeProvider>().put(
      '/api/admin/customers/:customerId/addresses/export',
      {
        config: BRANCH_ADMINS,
        schema: {
          summary: 'Import an address file (.vcf, .xls, .xlsx, .csv) into the address book of a customer',
          tags,
          params: idParams,
          consumes: ['multipart/form-data'],
          response: { 200: addressImportResultSchema },
        },
      },
      async (request) => {
        const { customerId } = await visibleCustomer(db, request.principal, request.params.customerId);
        const file = await request.file();
        if (!file) throw new ValidationError([{ field: 'file', defaultMessage: 'field.required' }]);
        // The file's name is kept in the change log: a control character in it is refused as in any text.
        if (hasControl(file.filename)) {
          file.file.resume();
          throw new ValidationError([{ field: 'file', defaultMessage: 'field.control-characters' }]);
        }
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
        return importAddresses(db, {
          owner: customerId,
          fileName: file.filename,
          data,
          author: authorOf(request.principal),
          bounds: {
            maxRows: app.config.ADDRESS_FILE_MAX_ROWS,
            timeoutMs: app.config.FILE_PARSE_TIMEOUT_MS,
            maxMemoryMb: app.config.FILE_PARSE_MEMORY_MB,
          },
        });
      },
    );
  });
}

/** A customer's settings. */
function registerCustomerSettingRoutes(app: RouteApp) {
  const { db } = app;

  app.get(
    '/api/admin/customers/:customerId/settings',
    {
      config: BRANCH_ADMINS,
      schema: {
        summary: 'List the settings of a customer',
        tags,
        params: idParams,
        response: { 200: z.array(customerSettingSchema) },
      },
    },
    async (request) => {
      const settings = await administeredCustomerSettings(db, request.principal, request.params.customerId);
      return settings.map((setting) => settingResource(request, setting));
    },
  );

  app.get(
    '/api/admin/customers/:customerId/settings/:name',
    {
      config: BRANCH_ADMINS,
      schema: {
        summary: 'Get a setting of a customer',
        tags,
        params: idParams.extend({ name: z.string().min(1).max(60) }),
        response: { 200: customerSettingSchema },
      },
    },
    async (request) => {
      const { customerId, name } = request.params;
      return settingResource(
        request,
        await administeredCustomerSetting(db, request.principal, customerId, name),
      );
    },
  );

  app.put(
    '/api/admin/customers/:customerId/settings/:name',
    {
      config: BRANCH_ADMINS,
      schema: {
        summary: 'Change a setting of a customer',
        tags,
        params: idParams.extend({ name: customerSettingNameSchema }),
        body: z.object({ name: z.string().optional(), value: z.unknown().optional() }),
        response: { 200: customerSettingSchema },
      },
    },
    async (request) => {
      const { customerId, name } = request.params;
      const setting = await changeCustomerSetting(db, request.actor(), customerId, name, request.body.value);
      return settingResource(request, setting);
    },
  );
}

/** The SSH public keys of a customer's SFTP account: list, add, remove (docs/decisions/0223). */
function registerCustomerSftpKeyRoutes(app: RouteApp) {
  const { db } = app;
  const keyParams = idParams.extend({ keyId: z.uuid() });

  app.get(
    '/api/admin/customers/:customerId/sftpKeys',
    {
      config: BRANCH_ADMINS,
      schema: {
        summary: "List the SSH public keys of a customer's SFTP account",
        tags,
        params: idParams,
        response: { 200: halCollectionSchema('sftpKeys', adminSftpKeySchema) },
      },
    },
    async (request) => {
      const { customerId } = request.params;
      const keys = await administeredSftpKeys(db, request.principal, customerId);
      return halCollection(
        request,
        'sftpKeys',
        singlePage(keys.map((key) => sftpKeyResource(request, key))),
        { create: link(request, `/api/admin/customers/${customerId}/sftpKeys`) },
      );
    },
  );

  app.post(
    '/api/admin/customers/:customerId/sftpKeys',
    {
      config: BRANCH_ADMINS,
      attachValidation: true,
      schema: {
        summary: "Add an SSH public key to a customer's SFTP account",
        tags,
        params: idParams,
        body: sftpKeyInputSchema,
        response: { 201: adminSftpKeySchema },
      },
    },
    async (request, reply) => {
      if (request.validationError) throw refusedSftpKey(request, request.validationError);
      const key = await addAdministeredSftpKey(db, request.actor(), request.params.customerId, request.body);
      const resource = sftpKeyResource(request, key);
      return reply.status(201).header('location', resource._links.self.href).send(resource);
    },
  );

  app.delete(
    '/api/admin/customers/:customerId/sftpKeys/:keyId',
    {
      config: BRANCH_ADMINS,
      schema: {
        summary: "Remove an SSH public key of a customer's SFTP account",
        tags,
        params: keyParams,
      },
    },
    async (request, reply) => {
      const { customerId, keyId } = request.params;
      await removeAdministeredSftpKey(db, request.actor(), customerId, keyId);
      return reply.status(204).send();
    },
  );
}

/** Customers and their settings (spec 001 sections 3 and 7); branch admins see their branch only. */
export const adminCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCustomerSearchRoutes(app);
  registerSingleCustomerRoutes(app);
  registerCustomerAddressRoutes(app);
  await registerAddressImportRoute(app);
  registerCustomerSettingRoutes(app);
  registerCustomerSftpKeyRoutes(app);
};
