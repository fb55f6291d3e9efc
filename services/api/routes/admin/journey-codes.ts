import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type ForwarderJourneyCode,
  forwarderJourneyCodeSchema,
  forwarderJourneyCodesSchema,
  journeyCodeInputSchema,
  journeyCodeParamsSchema,
  journeyCodeTargetSchema,
} from '../../../../contracts/masterdata/journey-codes.ts';
import {
  addJourneyCode,
  changeJourneyCode,
  listJourneyCodes,
  removeJourneyCode,
} from '../../../masterdata/journey-codes.ts';
import { link } from '../../hal.ts';

const ADMIN = { access: ['Admin'] as const };
const tags = ['administration'];
const BASE = '/api/admin/journeyCodes';

function codeResource(request: FastifyRequest, code: ForwarderJourneyCode) {
  const self = link(request, `${BASE}/${encodeURIComponent(code.code)}`);
  return { ...code, _links: { self, update: self, delete: self } };
}

/**
 * The forwarder's own status codes (docs/decisions/0236): listed, added, changed and removed by the
 * portal's administrators; the status API maps a report's code through them.
 */
export const adminJourneyCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    BASE,
    {
      config: ADMIN,
      schema: {
        summary: "List the forwarder's own status codes and the portal statuses they map to",
        tags,
        response: { 200: forwarderJourneyCodesSchema },
      },
    },
    async (request) => ({
      codes: (await listJourneyCodes(db)).map((code) => codeResource(request, code)),
      _links: { self: link(request, BASE), create: link(request, BASE) },
    }),
  );

  app.post(
    BASE,
    {
      config: ADMIN,
      schema: {
        summary: "Add a forwarder's status code, mapped onto a portal status (and a reason)",
        tags,
        body: journeyCodeInputSchema,
        response: { 201: forwarderJourneyCodeSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(codeResource(request, await addJourneyCode(db, request.actor(), request.body))),
  );

  app.put(
    `${BASE}/:code`,
    {
      config: ADMIN,
      schema: {
        summary: "Change the portal status (and reason) a forwarder's status code maps to",
        tags,
        params: journeyCodeParamsSchema,
        body: journeyCodeTargetSchema,
        response: { 200: forwarderJourneyCodeSchema },
        problems: [404],
      },
    },
    async (request) =>
      codeResource(request, await changeJourneyCode(db, request.actor(), request.params.code, request.body)),
  );

  app.delete(
    `${BASE}/:code`,
    {
      config: ADMIN,
      schema: {
        summary: "Remove a forwarder's status code (reports recorded with it keep it)",
        tags,
        params: journeyCodeParamsSchema,
        problems: [404],
      },
    },
    async (request, reply) => {
      await removeJourneyCode(db, request.actor(), request.params.code);
      return reply.status(204).send();
    },
  );
};
