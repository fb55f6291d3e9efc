import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { halCollectionSchema, pageQuerySchema, sortParamOf } from '../../../../contracts/hal.ts';
import {
  hazmatCodeSchema,
  hazmatCodeSortProperties,
  incotermCodeSchema,
  incotermCodeSortProperties,
  notificationCodeSchema,
  notificationCodeSortProperties,
  packagingCodeSchema,
  packagingCodeSortProperties,
} from '../../../../contracts/masterdata/reference.ts';
import { NotFoundError } from '../../../domain/errors.ts';
import {
  findHazmatCode,
  findIncotermCode,
  findNotificationCode,
  findPackagingCode,
  listHazmatCodes,
  listIncotermCodes,
  listNotificationCodes,
  listPackagingCodes,
} from '../../../masterdata/queries/reference.ts';
import { inLanguage, noteInLanguage } from '../../../masterdata/reference-names.ts';
import { halCollection, link } from '../../hal.ts';
import type { RouteApp } from '../../route-app.ts';

export const searchQuerySchema = pageQuerySchema(100).extend({ query: z.string().trim().optional() });
export const notificationQuerySchema = searchQuerySchema.extend({
  sort: sortParamOf(notificationCodeSortProperties),
  active: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
const identifierParams = z.object({ identifier: z.string().min(1).max(8) });
const codeParams = z.object({ code: z.string().min(1).max(8) });
const publicAccess = { access: 'public' as const };
const tags = ['reference'];

/** Incoterm codes (shipping terms): the list and one code. */
function registerIncotermCodeRoutes(app: RouteApp) {
  const { db } = app;

  app.get(
    '/api/incotermCodes',
    {
      config: publicAccess,
      schema: {
        summary: 'List incoterm codes (shipping terms)',
        tags,
        querystring: searchQuerySchema.extend({ sort: sortParamOf(incotermCodeSortProperties) }),
        response: { 200: halCollectionSchema('incotermCodes', incotermCodeSchema) },
      },
    },
    async (request) => {
      const page = await listIncotermCodes(db, request.query);
      return halCollection(request, 'incotermCodes', {
        ...page,
        content: page.content.map((code) => ({
          ...inLanguage(code, request.language),
          _links: { self: link(request, `/api/incotermCodes/${code.identifier}`) },
        })),
      });
    },
  );
  app.get(
    '/api/incotermCodes/:identifier',
    {
      config: publicAccess,
      schema: {
        summary: 'Get an incoterm code',
        tags,
        params: identifierParams,
        response: { 200: incotermCodeSchema },
      },
    },
    async (request) => {
      const code = await findIncotermCode(db, request.params.identifier);
      if (!code) throw new NotFoundError();
      return {
        ...inLanguage(code, request.language),
        _links: { self: link(request, `/api/incotermCodes/${code.identifier}`) },
      };
    },
  );
}

/** Delivery-note codes: the list and one code. */
function registerNotificationCodeRoutes(app: RouteApp) {
  const { db } = app;

  app.get(
    '/api/notificationCodes',
    {
      config: publicAccess,
      schema: {
        summary: 'List delivery-note codes',
        tags,
        querystring: notificationQuerySchema,
        response: { 200: halCollectionSchema('notificationCodes', notificationCodeSchema) },
      },
    },
    async (request) => {
      const page = await listNotificationCodes(db, request.query);
      return halCollection(request, 'notificationCodes', {
        ...page,
        content: page.content.map((code) => ({
          ...noteInLanguage(code, request.language),
          _links: { self: link(request, `/api/notificationCodes/${code.identifier}`) },
        })),
      });
    },
  );
  app.get(
    '/api/notificationCodes/:identifier',
    {
      config: publicAccess,
      schema: {
        summary: 'Get a delivery-note code',
        tags,
        params: identifierParams,
        response: { 200: notificationCodeSchema },
      },
    },
    async (request) => {
      const code = await findNotificationCode(db, request.params.identifier);
      if (!code) throw new NotFoundError();
      return {
        ...noteInLanguage(code, request.language),
        _links: { self: link(request, `/api/notificationCodes/${code.identifier}`) },
      };
    },
  );
}

/** Packaging codes: the list and one code. */
function registerPackagingCodeRoutes(app: RouteApp) {
  const { db } = app;

  app.get(
    '/api/packagingCodes',
    {
      config: publicAccess,
      schema: {
        summary: 'List packaging codes',
        tags,
        querystring: searchQuerySchema.extend({ sort: sortParamOf(packagingCodeSortProperties) }),
        response: { 200: halCollectionSchema('packagingCodes', packagingCodeSchema) },
      },
    },
    async (request) => {
      const page = await listPackagingCodes(db, request.query);
      return halCollection(request, 'packagingCodes', {
        ...page,
        content: page.content.map((code) => ({
          ...inLanguage(code, request.language),
          _links: { self: link(request, `/api/packagingCodes/${code.identifier}`) },
        })),
      });
    },
  );
  app.get(
    '/api/packagingCodes/:identifier',
    {
      config: publicAccess,
      schema: {
        summary: 'Get a packaging code',
        tags,
        params: identifierParams,
        response: { 200: packagingCodeSchema },
      },
    },
    async (request) => {
      const code = await findPackagingCode(db, request.params.identifier);
      if (!code) throw new NotFoundError();
      return {
        ...inLanguage(code, request.language),
        _links: { self: link(request, `/api/packagingCodes/${code.identifier}`) },
      };
    },
  );
}

/** Packaging codes of dangerous goods: the list and one code. */
function registerHazmatCodeRoutes(app: RouteApp) {
  const { db } = app;

  app.get(
    '/api/hazmatCodes',
    {
      config: publicAccess,
      schema: {
        summary: 'List the packaging codes of dangerous goods',
        tags,
        querystring: searchQuerySchema.extend({ sort: sortParamOf(hazmatCodeSortProperties) }),
        response: { 200: halCollectionSchema('hazmatCodes', hazmatCodeSchema) },
      },
    },
    async (request) => {
      const page = await listHazmatCodes(db, request.query);
      return halCollection(request, 'hazmatCodes', {
        ...page,
        content: page.content.map((code) => ({
          ...code,
          _links: { self: link(request, `/api/hazmatCodes/${code.code}`) },
        })),
      });
    },
  );
  app.get(
    '/api/hazmatCodes/:code',
    {
      config: publicAccess,
      schema: {
        summary: 'Get a packaging code of dangerous goods',
        tags,
        params: codeParams,
        response: { 200: hazmatCodeSchema },
      },
    },
    async (request) => {
      const code = await findHazmatCode(db, request.params.code);
      if (!code) throw new NotFoundError();
      return { ...code, _links: { self: link(request, `/api/hazmatCodes/${code.code}`) } };
    },
  );
}

/** The code lists a shipment needs: incoterm, delivery-note, packaging and hazmat packaging codes. */
export const codeRoutes: FastifyPluginAsyncZod = async (app) => {
  registerIncotermCodeRoutes(app);
  registerNotificationCodeRoutes(app);
  registerPackagingCodeRoutes(app);
  registerHazmatCodeRoutes(app);
};
