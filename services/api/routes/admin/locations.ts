import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditEntrySchema } from '../../../../contracts/audit-log.ts';
import {
  type HalLinks,
  halCollectionSchema,
  pageQuerySchema,
  sortParamOf,
} from '../../../../contracts/hal.ts';
import {
  locationEmailsInputSchema,
  locationInputSchema,
  locationSchema,
  zipRangeSchema,
  zipRangeSortProperties,
} from '../../../../contracts/masterdata/locations.ts';
import {
  addLocation,
  changeLocationEmails,
  existingLocation,
  existingZipRange,
  listLocationZipRanges,
  locationChanges,
  mayModifyLocation,
} from '../../../masterdata/locations.ts';
import { type LocationRecord, listLocations } from '../../../masterdata/queries/locations.ts';
import { halCollection, link, singlePage } from '../../hal.ts';
import type { RouteApp } from '../../route-app.ts';
import { locationListQuerySchema } from '../reference/locations.ts';

const BRANCH_ADMINS = ['NL_Admin', 'All_NL_Admin', 'Admin'] as const;
/** Opening a branch is central: a branch admin maintains only their own. */
const CENTRAL_ADMINS = ['All_NL_Admin', 'Admin'] as const;
const params = z.object({ abbreviation: z.string().min(2).max(5) });
/** Spec 001 section 7: zones and routings page 50 at a time, by zip code. */
const zipRangeQuerySchema = pageQuerySchema(50).extend({
  query: z.string().trim().optional(),
  sort: sortParamOf(zipRangeSortProperties),
});

function resource(request: FastifyRequest, location: LocationRecord) {
  const { esvLink, ...rest } = location;
  const path = `/api/admin/locations/${location.abbreviation}`;
  const links: HalLinks = {
    self: link(request, path),
    zones: link(request, `${path}/zones`),
    routings: link(request, `${path}/routings`),
    changes: link(request, `${path}/changes`),
  };
  if (mayModifyLocation(request.principal, location.abbreviation)) links.modify = link(request, path);
  if (esvLink) links.esv = { href: esvLink };
  return { ...rest, _links: links };
}

/** The branches: a page of them, and opening one. */
function registerBranchListRoutes(app: RouteApp) {
  const { db } = app;

  app.get(
    '/api/admin/locations',
    {
      config: { access: BRANCH_ADMINS },
      schema: {
        summary: 'List branches with their administration details',
        tags: ['administration'],
        querystring: locationListQuerySchema,
        response: { 200: halCollectionSchema('locations', locationSchema) },
      },
    },
    async (request) => {
      const page = await listLocations(db, request.query);
      return halCollection(request, 'locations', {
        ...page,
        content: page.content.map((location) => resource(request, location)),
      });
    },
  );

  app.post(
    '/api/admin/locations',
    {
      config: { access: CENTRAL_ADMINS },
      schema: {
        summary: 'Open a branch',
        tags: ['administration'],
        body: locationInputSchema,
        response: { 201: locationSchema },
        problems: [409],
      },
    },
    async (request, reply) => {
      const created = resource(request, await addLocation(db, request.actor(), request.body));
      return reply.status(201).header('location', created._links.self?.href).send(created);
    },
  );
}

/** One branch: its details, its change history, and its e-mail addresses. */
function registerSingleBranchRoutes(app: RouteApp) {
  const { db } = app;

  app.get(
    '/api/admin/locations/:abbreviation',
    {
      config: { access: BRANCH_ADMINS },
      schema: {
        summary: 'Get a branch with its administration details',
        tags: ['administration'],
        params,
        response: { 200: locationSchema },
      },
    },
    async (request) => resource(request, await existingLocation(db, request.params.abbreviation)),
  );

  app.get(
    '/api/admin/locations/:abbreviation/changes',
    {
      config: { access: BRANCH_ADMINS },
      schema: {
        summary: 'Get the change history of a branch',
        tags: ['administration'],
        params,
        response: { 200: halCollectionSchema('auditEntries', auditEntrySchema) },
      },
    },
    async (request) => {
      const changes = await locationChanges(db, request.params.abbreviation);
      return halCollection(
        request,
        'auditEntries',
        singlePage(
          changes.map((change) => ({
            revision: change.revision,
            type: change.type,
            userLogin: change.userLogin,
            userFullname: change.userFullname,
            date: change.date,
            modifications: change.modifications as Record<string, unknown>,
          })),
        ),
      );
    },
  );

  app.put(
    '/api/admin/locations/:abbreviation',
    {
      config: { access: BRANCH_ADMINS },
      schema: {
        summary: 'Change the e-mail addresses of a branch',
        tags: ['administration'],
        params,
        body: locationEmailsInputSchema,
        response: { 200: locationSchema },
      },
    },
    async (request) =>
      resource(
        request,
        await changeLocationEmails(db, request.actor(), request.params.abbreviation, request.body),
      ),
  );
}

/** A branch's zones and routings, each a list of zip-code ranges. */
function registerZipRangeRoutes(app: RouteApp) {
  const { db } = app;

  for (const [segment, kind] of [
    ['zones', 'ZONE'],
    ['routings', 'ROUTING'],
  ] as const) {
    app.get(
      `/api/admin/locations/:abbreviation/${segment}`,
      {
        config: { access: BRANCH_ADMINS },
        schema: {
          summary: `List the ${segment} of a branch`,
          tags: ['administration'],
          params,
          querystring: zipRangeQuerySchema,
          response: { 200: halCollectionSchema(segment, zipRangeSchema) },
        },
      },
      async (request) => {
        const { location, page } = await listLocationZipRanges(
          db,
          request.params.abbreviation,
          kind,
          request.query,
        );
        return halCollection(request, segment, {
          ...page,
          content: page.content.map((range) => ({
            ...range,
            _links: { self: link(request, `/api/admin/locations/${location}/${segment}/${range.id}`) },
          })),
        });
      },
    );

    app.get(
      `/api/admin/locations/:abbreviation/${segment}/:id`,
      {
        config: { access: BRANCH_ADMINS },
        schema: {
          summary: `Get one of the ${segment} of a branch`,
          tags: ['administration'],
          params: params.extend({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
          response: { 200: zipRangeSchema },
        },
      },
      async (request) => {
        const { abbreviation, id } = request.params;
        const range = await existingZipRange(db, abbreviation, kind, id);
        return {
          ...range,
          _links: {
            self: link(request, `/api/admin/locations/${abbreviation.toUpperCase()}/${segment}/${id}`),
          },
        };
      },
    );
  }
}

/** Branches for administrators: details, e-mail lists, zones and routings. */
export const adminLocationRoutes: FastifyPluginAsyncZod = async (app) => {
  registerBranchListRoutes(app);
  registerSingleBranchRoutes(app);
  registerZipRangeRoutes(app);
};
