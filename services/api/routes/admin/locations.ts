import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditEntrySchema } from '../../../../contracts/audit-log.ts';
import { type HalLinks, halCollectionSchema, pageQuerySchema } from '../../../../contracts/hal.ts';
import {
  locationEmailsInputSchema,
  locationInputSchema,
  locationSchema,
  zipRangeSchema,
} from '../../../../contracts/masterdata/locations.ts';
import type { Runtime } from '../../../../infra/runtime.ts';
import { ForbiddenError, NotFoundError } from '../../../domain/errors.ts';
import { changesOf, modifiedFields, recordChange } from '../../../masterdata/changes.ts';
import {
  createLocation,
  findLocation,
  findZipRange,
  type LocationRecord,
  listLocations,
  listZipRanges,
  updateLocationEmails,
} from '../../../masterdata/queries/locations.ts';
import { halCollection, link, singlePage } from '../../hal.ts';
import { locationListQuerySchema } from '../reference/locations.ts';
import { author } from './author.ts';
import './locations-messages.ts';

const BRANCH_ADMINS = ['NL_Admin', 'All_NL_Admin', 'Admin'] as const;
/** Opening a branch is central: a branch admin maintains only their own. */
const CENTRAL_ADMINS = ['All_NL_Admin', 'Admin'] as const;
const params = z.object({ abbreviation: z.string().min(2).max(5) });
/** Spec 001 section 7: zones and routings page 50 at a time, by zip code. */
const zipRangeQuerySchema = pageQuerySchema(50).extend({ query: z.string().trim().optional() });

/** Central admins edit every branch, a branch admin only their own. */
function mayModify(request: FastifyRequest, abbreviation: string): boolean {
  const { roles, branch } = request.principal;
  if (roles.includes('Admin') || roles.includes('All_NL_Admin')) return true;
  return roles.includes('NL_Admin') && branch === abbreviation;
}

function resource(request: FastifyRequest, location: LocationRecord) {
  const { esvLink, ...rest } = location;
  const path = `/api/admin/locations/${location.abbreviation}`;
  const links: HalLinks = {
    self: link(request, path),
    zones: link(request, `${path}/zones`),
    routings: link(request, `${path}/routings`),
    changes: link(request, `${path}/changes`),
  };
  if (mayModify(request, location.abbreviation)) links.modify = link(request, path);
  if (esvLink) links.esv = { href: esvLink };
  return { ...rest, _links: links };
}

/** Branches for administrators: details, e-mail lists, zones and routings. */
export const adminLocationRoutes: FastifyPluginAsyncZod<{ runtime: Runtime }> = async (app, { runtime }) => {
  const { db } = runtime;

  app.get(
    '/api/admin/locations',
    {
      config: { access: BRANCH_ADMINS },
      schema: {
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
      schema: { tags: ['administration'], body: locationInputSchema, response: { 201: locationSchema } },
    },
    async (request, reply) => {
      const location = await createLocation(db, request.body, author(request));
      const created = resource(request, location);
      return reply.status(201).header('location', created._links.self?.href).send(created);
    },
  );

  app.get(
    '/api/admin/locations/:abbreviation',
    {
      config: { access: BRANCH_ADMINS },
      schema: { tags: ['administration'], params, response: { 200: locationSchema } },
    },
    async (request) => {
      const location = await findLocation(db, request.params.abbreviation);
      if (!location) throw new NotFoundError();
      return resource(request, location);
    },
  );

  app.get(
    '/api/admin/locations/:abbreviation/changes',
    {
      config: { access: BRANCH_ADMINS },
      schema: {
        tags: ['administration'],
        params,
        response: { 200: halCollectionSchema('auditEntries', auditEntrySchema) },
      },
    },
    async (request) => {
      const location = await findLocation(db, request.params.abbreviation);
      if (!location) throw new NotFoundError();
      // Who changed what and when (the master data change log), newest first.
      const changes = (await changesOf(db, 'location', location.abbreviation)).reverse();
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
        tags: ['administration'],
        params,
        body: locationEmailsInputSchema,
        response: { 200: locationSchema },
      },
    },
    async (request) => {
      const abbreviation = request.params.abbreviation.toUpperCase();
      if (!mayModify(request, abbreviation)) throw new ForbiddenError('location.save-not-allowed');
      const updated = await db.transaction().execute(async (trx) => {
        const before = await updateLocationEmails(trx, abbreviation, request.body);
        if (!before) throw new NotFoundError();
        const modifications = modifiedFields(before, request.body);
        if (Object.keys(modifications).length > 0) {
          await recordChange(trx, {
            entity: 'location',
            entityId: abbreviation,
            action: 'MOD',
            author: author(request),
            modifications,
          });
        }
        return findLocation(trx, abbreviation);
      });
      if (!updated) throw new NotFoundError();
      return resource(request, updated);
    },
  );

  for (const [segment, kind] of [
    ['zones', 'ZONE'],
    ['routings', 'ROUTING'],
  ] as const) {
    app.get(
      `/api/admin/locations/:abbreviation/${segment}`,
      {
        config: { access: BRANCH_ADMINS },
        schema: {
          tags: ['administration'],
          params,
          querystring: zipRangeQuerySchema,
          response: { 200: halCollectionSchema(segment, zipRangeSchema) },
        },
      },
      async (request) => {
        const location = await findLocation(db, request.params.abbreviation);
        if (!location) throw new NotFoundError();
        const page = await listZipRanges(db, { ...request.query, location: location.abbreviation, kind });
        return halCollection(request, segment, {
          ...page,
          content: page.content.map((range) => ({
            ...range,
            _links: {
              self: link(request, `/api/admin/locations/${location.abbreviation}/${segment}/${range.id}`),
            },
          })),
        });
      },
    );

    app.get(
      `/api/admin/locations/:abbreviation/${segment}/:id`,
      {
        config: { access: BRANCH_ADMINS },
        schema: {
          tags: ['administration'],
          params: params.extend({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
          response: { 200: zipRangeSchema },
        },
      },
      async (request) => {
        const { abbreviation, id } = request.params;
        const range = await findZipRange(db, abbreviation, kind, id);
        if (!range) throw new NotFoundError();
        return {
          ...range,
          _links: {
            self: link(request, `/api/admin/locations/${abbreviation.toUpperCase()}/${segment}/${id}`),
          },
        };
      },
    );
  }
};
