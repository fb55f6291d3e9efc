import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type CodeMapping,
  codeMappingImportResultSchema,
  codeMappingInputSchema,
  codeMappingParamsSchema,
  codeMappingSchema,
  codeMappingsSchema,
} from '../../../../contracts/masterdata/code-mappings.ts';
import { customerIdSchema } from '../../../../contracts/masterdata/customers.ts';
import { DEFAULT_CODE_MAPPINGS } from '../../../../contracts/rules/partner-codes.ts';
import { ValidationError } from '../../../domain/errors.ts';
import {
  administeredCodeMappings,
  exportCodeMappings,
  importCodeMappings,
  putCodeMapping,
  removeCodeMapping,
} from '../../../masterdata/code-mappings.ts';
import { link } from '../../hal.ts';
import type { RouteApp } from '../../route-app.ts';

const BRANCH_ADMINS = { access: ['NL_Admin', 'All_NL_Admin', 'Admin'] as const };
const tags = ['administration'];
const idParams = z.object({ customerId: customerIdSchema });
const MAX_IMPORT_BYTES = 1024 * 1024;

const base = (customerId: string) => `/api/admin/customers/${customerId}/code-mappings`;

function mappingResource(request: FastifyRequest, customerId: string, mapping: CodeMapping) {
  const self = link(
    request,
    `${base(customerId)}/${mapping.kind}/${encodeURIComponent(mapping.partnerValue)}`,
  );
  return { ...mapping, _links: { self, delete: self } };
}

/** The code mappings of one customer, one at a time. */
function registerMappingRoutes(app: RouteApp) {
  const { db } = app;

  app.get(
    '/api/admin/customers/:customerId/code-mappings',
    {
      config: BRANCH_ADMINS,
      schema: {
        summary: "List a customer's code mappings and the defaults that ship with the portal",
        tags,
        params: idParams,
        response: { 200: codeMappingsSchema },
      },
    },
    async (request) => {
      const { customerId, mappings } = await administeredCodeMappings(
        db,
        request.principal,
        request.params.customerId,
      );
      return {
        mappings: mappings.map((mapping) => mappingResource(request, customerId, mapping)),
        defaults: [...DEFAULT_CODE_MAPPINGS],
        _links: {
          self: link(request, base(customerId)),
          create: link(request, base(customerId)),
          export: link(request, `${base(customerId)}/export`),
          import: link(request, base(customerId)),
        },
      };
    },
  );

  app.post(
    '/api/admin/customers/:customerId/code-mappings',
    {
      config: BRANCH_ADMINS,
      schema: {
        summary: "Add or replace a code mapping of a customer (a partner's value to the portal's)",
        tags,
        params: idParams,
        body: codeMappingInputSchema,
        response: { 200: codeMappingSchema },
      },
    },
    async (request) => {
      const { customerId } = request.params;
      const mapping = await putCodeMapping(db, request.actor(), customerId, request.body);
      return mappingResource(request, customerId, mapping);
    },
  );

  app.delete(
    '/api/admin/customers/:customerId/code-mappings/:kind/:partnerValue',
    {
      config: BRANCH_ADMINS,
      schema: {
        summary: 'Remove a code mapping of a customer',
        tags,
        params: idParams.extend(codeMappingParamsSchema.shape),
        problems: [404],
      },
    },
    async (request, reply) => {
      const { customerId, kind, partnerValue } = request.params;
      await removeCodeMapping(db, request.actor(), customerId, kind, partnerValue);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/admin/customers/:customerId/code-mappings/export',
    {
      config: BRANCH_ADMINS,
      schema: {
        summary: "Export a customer's code mappings as CSV",
        tags,
        params: idParams,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { customerId, csv } = await exportCodeMappings(db, request.principal, request.params.customerId);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="code-mappings-${customerId}.csv"`)
        .send(csv);
    },
  );
}

/** The CSV import, in a scope of its own with its own upload limit. */
async function registerImportRoute(app: RouteApp) {
  const { db } = app;
  await app.register(async (upload) => {
    await upload.register(multipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } });
    upload.withTypeProvider<ZodTypeProvider>().put(
      '/api/admin/customers/:customerId/code-mappings',
      {
        config: BRANCH_ADMINS,
        schema: {
          summary: "Replace a customer's code mappings with those of a CSV file (the export's columns)",
          tags,
          params: idParams,
          consumes: ['multipart/form-data'],
          response: { 200: codeMappingImportResultSchema },
        },
      },
      async (request) => {
        const file = await request.file();
        if (!file) throw new ValidationError([{ field: 'file', defaultMessage: 'field.required' }]);
        const data = await file.toBuffer().catch((error: unknown) => {
          if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
          throw new ValidationError([{ field: 'file', defaultMessage: 'the file is larger than 1 MB' }]);
        });
        return importCodeMappings(db, request.actor(), request.params.customerId, data);
      },
    );
  });
}

/** A customer's code mappings (docs/decisions/0229); branch admins for their branch's customers. */
export const adminCodeMappingRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMappingRoutes(app);
  await registerImportRoute(app);
};
