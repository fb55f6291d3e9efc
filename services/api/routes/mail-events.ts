import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { halCollectionSchema, pageQuerySchema, sortParamOf } from '../../../contracts/hal.ts';
import { mailLogSortProperties, mailPersistenceEventSchema } from '../../../contracts/mail.ts';
import {
  findMail,
  findMailLog,
  type MailLogSortProperty,
  mailLogSortColumns,
} from '../../../projections/mail-log/index.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import { retryMail } from '../../mail/retry.ts';
import { halCollection } from '../hal.ts';
import { mailParams, mailRepresentation } from './mail-representation.ts';

const listQuery = pageQuerySchema(100).extend({
  sort: sortParamOf(mailLogSortProperties),
  query: z.string().max(200).optional(),
  active: z.enum(['true', 'false']).optional(),
});

function parseSort(sort: string | string[] | undefined): {
  property: MailLogSortProperty;
  direction: 'asc' | 'desc';
} {
  const [property, direction] = (Array.isArray(sort) ? sort[0] : sort)?.split(',') ?? [];
  if (!property) return { property: 'publicationDate', direction: 'desc' };
  if (!(property in mailLogSortColumns)) {
    throw new ValidationError([{ field: 'sort', defaultMessage: 'field.invalid' }]);
  }
  return {
    property: property as MailLogSortProperty,
    direction: direction?.toLowerCase() === 'asc' ? 'asc' : 'desc',
  };
}

/** The administrators' mail event log, and the retry of a mail that was given up. */
export const mailEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/api/admin/mailPersistenceEvents',
    {
      config: { access: ['Admin'] },
      schema: {
        summary: 'List mail events: every mail the portal sent or tries to send',
        tags: ['mails'],
        querystring: listQuery,
        response: { 200: halCollectionSchema('mailPersistenceEvents', mailPersistenceEventSchema) },
      },
    },
    async (request) => {
      const { page, size, sort, query, active } = request.query;
      const found = await findMailLog(db, {
        page,
        size,
        query,
        active: active === 'true',
        sort: parseSort(sort),
      });
      return halCollection(request, 'mailPersistenceEvents', {
        content: found.rows.map((row) => mailRepresentation(request, row)),
        number: page,
        size,
        totalElements: found.total,
      });
    },
  );

  app.get(
    '/api/admin/mailPersistenceEvents/:mailId',
    {
      config: { access: ['Admin'] },
      schema: {
        summary: 'Get a mail event',
        tags: ['mails'],
        params: mailParams,
        response: { 200: mailPersistenceEventSchema },
      },
    },
    async (request) => {
      const row = await findMail(db, request.params.mailId);
      if (!row) throw new NotFoundError();
      return mailRepresentation(request, row);
    },
  );

  app.post(
    '/api/admin/mailPersistenceEvents/:mailId/retry',
    {
      config: { access: ['Admin'] },
      schema: {
        summary: 'Send a given-up mail again',
        tags: ['mails'],
        params: mailParams,
        response: { 200: mailPersistenceEventSchema },
      },
    },
    async (request) => {
      await retryMail(app.shipmentDeps, request.actor(), request.params.mailId);
      const row = await findMail(db, request.params.mailId);
      if (!row) throw new NotFoundError();
      return mailRepresentation(request, row);
    },
  );
};
