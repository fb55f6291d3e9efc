import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { halCollectionSchema, sortParamOf } from '../../../../contracts/hal.ts';
import {
  hazmatCodeInputSchema,
  incotermCodeInputSchema,
  packagingCodeInputSchema,
} from '../../../../contracts/masterdata/code-lists.ts';
import {
  hazmatCodeSchema,
  hazmatCodeSortProperties,
  incotermCodeSchema,
  incotermCodeSortProperties,
  packagingCodeSchema,
  packagingCodeSortProperties,
} from '../../../../contracts/masterdata/reference.ts';
import {
  addHazmatCode,
  addIncotermCode,
  addPackagingCode,
  changeHazmatCode,
  changeIncotermCode,
  changePackagingCode,
} from '../../../masterdata/code-lists.ts';
import {
  listHazmatCodes,
  listIncotermCodes,
  listPackagingCodes,
} from '../../../masterdata/queries/reference.ts';
import { withEveryName } from '../../../masterdata/reference-names.ts';
import { halCollection, link } from '../../hal.ts';
import type { RouteApp } from '../../route-app.ts';
import { searchQuerySchema } from '../reference/codes.ts';

const ADMINS = { access: ['Admin'] as const };
const tags = ['administration'];
const identifierParams = z.object({ identifier: z.string().min(1).max(8) });
const codeParams = z.object({ code: z.string().min(1).max(8) });

type NamedCode = { identifier: string; name: string; names?: Record<string, string> | undefined };

/** A packaging or incoterm code with the names of every language and the link that changes it. */
function namedCodeResource<T extends NamedCode>(
  request: FastifyRequest,
  collection: 'packagingCodes' | 'incotermCodes',
  code: T,
) {
  const self = link(request, `/api/${collection}/${code.identifier}`);
  return { ...withEveryName(code, request.language), _links: { self, modify: self } };
}

/** A packaging code of dangerous goods with the link that changes it. */
function hazmatCodeResource<T extends { code: string }>(request: FastifyRequest, code: T) {
  const self = link(request, `/api/hazmatCodes/${code.code}`);
  return { ...code, _links: { self, modify: self } };
}

/** The administrators' lists: the same entries with the links to add and change them. */
function registerAdminListRoutes(app: RouteApp) {
  const { db } = app;

  app.get(
    '/api/admin/packagingCodes',
    {
      config: ADMINS,
      schema: {
        summary: 'List packaging codes with the links to maintain them',
        tags,
        querystring: searchQuerySchema.extend({ sort: sortParamOf(packagingCodeSortProperties) }),
        response: { 200: halCollectionSchema('packagingCodes', packagingCodeSchema) },
      },
    },
    async (request) => {
      const page = await listPackagingCodes(db, request.query);
      return halCollection(
        request,
        'packagingCodes',
        { ...page, content: page.content.map((code) => namedCodeResource(request, 'packagingCodes', code)) },
        { create: link(request, '/api/packagingCodes') },
      );
    },
  );
  app.get(
    '/api/admin/incotermCodes',
    {
      config: ADMINS,
      schema: {
        summary: 'List incoterm codes with the links to maintain them',
        tags,
        querystring: searchQuerySchema.extend({ sort: sortParamOf(incotermCodeSortProperties) }),
        response: { 200: halCollectionSchema('incotermCodes', incotermCodeSchema) },
      },
    },
    async (request) => {
      const page = await listIncotermCodes(db, request.query);
      return halCollection(
        request,
        'incotermCodes',
        { ...page, content: page.content.map((code) => namedCodeResource(request, 'incotermCodes', code)) },
        { create: link(request, '/api/incotermCodes') },
      );
    },
  );
  app.get(
    '/api/admin/hazmatCodes',
    {
      config: ADMINS,
      schema: {
        summary: 'List the packaging codes of dangerous goods with the links to maintain them',
        tags,
        querystring: searchQuerySchema.extend({ sort: sortParamOf(hazmatCodeSortProperties) }),
        response: { 200: halCollectionSchema('hazmatCodes', hazmatCodeSchema) },
      },
    },
    async (request) => {
      const page = await listHazmatCodes(db, request.query);
      return halCollection(
        request,
        'hazmatCodes',
        { ...page, content: page.content.map((code) => hazmatCodeResource(request, code)) },
        { create: link(request, '/api/hazmatCodes') },
      );
    },
  );
}

/** Adding and renaming packaging codes. */
function registerPackagingCodeRoutes(app: RouteApp) {
  const { db } = app;

  app.post(
    '/api/packagingCodes',
    {
      config: ADMINS,
      schema: {
        summary: 'Add a packaging code',
        tags,
        body: packagingCodeInputSchema,
        response: { 201: packagingCodeSchema },
        problems: [409],
      },
    },
    async (request, reply) => {
      const code = namedCodeResource(
        request,
        'packagingCodes',
        await addPackagingCode(db, request.actor(), request.body),
      );
      return reply.status(201).header('location', code._links.self.href).send(code);
    },
  );
  app.put(
    '/api/packagingCodes/:identifier',
    {
      config: ADMINS,
      schema: {
        summary: 'Rename a packaging code',
        tags,
        params: identifierParams,
        body: packagingCodeInputSchema,
        response: { 200: packagingCodeSchema },
      },
    },
    async (request) => {
      const code = await changePackagingCode(db, request.actor(), request.params.identifier, request.body);
      return namedCodeResource(request, 'packagingCodes', code);
    },
  );
}

/** Adding incoterm codes and changing their names and international flag. */
function registerIncotermCodeRoutes(app: RouteApp) {
  const { db } = app;

  app.post(
    '/api/incotermCodes',
    {
      config: ADMINS,
      schema: {
        summary: 'Add an incoterm code',
        tags,
        body: incotermCodeInputSchema,
        response: { 201: incotermCodeSchema },
        problems: [409],
      },
    },
    async (request, reply) => {
      const code = namedCodeResource(
        request,
        'incotermCodes',
        await addIncotermCode(db, request.actor(), request.body),
      );
      return reply.status(201).header('location', code._links.self.href).send(code);
    },
  );
  app.put(
    '/api/incotermCodes/:identifier',
    {
      config: ADMINS,
      schema: {
        summary: 'Change the name or the international flag of an incoterm code',
        tags,
        params: identifierParams,
        body: incotermCodeInputSchema,
        response: { 200: incotermCodeSchema },
      },
    },
    async (request) => {
      const code = await changeIncotermCode(db, request.actor(), request.params.identifier, request.body);
      return namedCodeResource(request, 'incotermCodes', code);
    },
  );
}

/** Adding and renaming packaging codes of dangerous goods. */
function registerHazmatCodeRoutes(app: RouteApp) {
  const { db } = app;

  app.post(
    '/api/hazmatCodes',
    {
      config: ADMINS,
      schema: {
        summary: 'Add a packaging code of dangerous goods',
        tags,
        body: hazmatCodeInputSchema,
        response: { 201: hazmatCodeSchema },
        problems: [409],
      },
    },
    async (request, reply) => {
      const code = hazmatCodeResource(request, await addHazmatCode(db, request.actor(), request.body));
      return reply.status(201).header('location', code._links.self.href).send(code);
    },
  );
  app.put(
    '/api/hazmatCodes/:code',
    {
      config: ADMINS,
      schema: {
        summary: 'Rename a packaging code of dangerous goods',
        tags,
        params: codeParams,
        body: hazmatCodeInputSchema,
        response: { 200: hazmatCodeSchema },
      },
    },
    async (request) =>
      hazmatCodeResource(
        request,
        await changeHazmatCode(db, request.actor(), request.params.code, request.body),
      ),
  );
}

/**
 * Central administrators add and rename packaging codes, incoterm codes and hazmat packaging codes
 * (docs/decisions/0131); the lists and details stay public under the same paths.
 */
export const adminCodeListRoutes: FastifyPluginAsyncZod = async (app) => {
  registerAdminListRoutes(app);
  registerPackagingCodeRoutes(app);
  registerIncotermCodeRoutes(app);
  registerHazmatCodeRoutes(app);
};
