import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { halCollectionSchema, pageQuerySchema } from '../../../contracts/hal.ts';
import { mailboxMessageSchema } from '../../../contracts/mail.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { listMailbox, mailboxMessageSource } from '../../mail/mailbox.ts';
import { halCollection, link } from '../hal.ts';

/** The mailbox of the embedded SMTP server: what the portal sent when no SMTP_URL is set. */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/api/admin/mailbox',
    {
      config: { access: ['Admin'] },
      schema: {
        summary: 'List the mails the embedded SMTP server received, newest first',
        tags: ['mails'],
        querystring: pageQuerySchema(100).omit({ sort: true }),
        response: { 200: halCollectionSchema('mailboxMessages', mailboxMessageSchema) },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      const { rows, total } = await listMailbox(db, page, size);
      return halCollection(request, 'mailboxMessages', {
        content: rows.map((row) => ({
          id: String(row.id),
          receivedAt: row.received_at.toISOString(),
          from: row.mail_from,
          recipients: row.recipients,
          subject: row.subject,
          _links: { self: link(request, `/api/admin/mailbox/${row.id}`) },
        })),
        number: page,
        size,
        totalElements: total,
      });
    },
  );

  app.get(
    '/api/admin/mailbox/:id',
    {
      config: { access: ['Admin'] },
      schema: {
        summary: 'Get a received mail as the message it was',
        tags: ['mails'],
        params: z.object({ id: z.string().regex(/^\d{1,18}$/) }),
        produces: ['message/rfc822'],
      },
    },
    async (request, reply) => {
      const source = await mailboxMessageSource(db, request.params.id);
      if (source === undefined) throw new NotFoundError();
      return reply.type('message/rfc822').send(source);
    },
  );
};
