import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailPersistenceEventSchema, shipmentMailsSchema } from '../../../contracts/mail.ts';
import { inquiryPayloadSchema } from '../../../contracts/shipment/index.ts';
import { findMail, findShipmentMails } from '../../../projections/mail-log/index.ts';
import { findShipmentRow } from '../../../projections/shipment-list/index.ts';
import { assertCustomerAccess } from '../../access/index.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { mailAttachment } from '../../mail/attachments.ts';
import { MAX_INQUIRY_BYTES, sendInquiry } from '../../shipments/inquiries.ts';
import { mailParams, mailRepresentation } from './mail-representation.ts';

const shipmentParams = z.object({ shipmentNumber: z.string().regex(/^\d{1,18}$/) });

/** A shipment's mails with their attachments, and the inquiry about a shipment. */
export const shipmentMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/api/shipments/:shipmentNumber/mails',
    {
      schema: {
        summary: 'List the mails about a shipment',
        tags: ['mails'],
        params: shipmentParams,
        response: { 200: shipmentMailsSchema },
      },
    },
    async (request) => {
      const shipment = await findShipmentRow(db, request.params.shipmentNumber);
      if (!shipment) throw new NotFoundError();
      await assertCustomerAccess(db, request.principal, shipment.customer_id);
      const rows = await findShipmentMails(db, request.params.shipmentNumber);
      return { _embedded: { mailPersistenceEvents: rows.map((row) => mailRepresentation(request, row)) } };
    },
  );

  app.get(
    '/api/mails/:mailId/attachments/:attachmentId',
    {
      schema: {
        summary: 'Download an attachment of a mail',
        tags: ['mails'],
        params: mailParams.extend({ attachmentId: z.uuid() }),
        produces: ['application/octet-stream'],
      },
    },
    async (request, reply) => {
      const mail = await findMail(db, request.params.mailId);
      if (!mail) throw new NotFoundError();
      if (mail.emons_customer_id) await assertCustomerAccess(db, request.principal, mail.emons_customer_id);
      else if (!request.principal.roles.includes('Admin')) throw new NotFoundError();
      const attachment = await mailAttachment(db, request.params.mailId, request.params.attachmentId);
      if (!attachment) throw new NotFoundError();
      return reply
        .type(attachment.content_type)
        .header(
          'content-disposition',
          `attachment; filename="${attachment.filename.replace(/["\\\r\n]/g, '_')}"`,
        )
        .send(attachment.data);
    },
  );

  app.post(
    '/api/shipments/:shipmentNumber/inquiry',
    {
      bodyLimit: MAX_INQUIRY_BYTES * 2,
      schema: {
        summary: 'Send an inquiry about a shipment to its branch',
        tags: ['mails'],
        params: shipmentParams,
        body: inquiryPayloadSchema,
        response: { 202: mailPersistenceEventSchema },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const { mailId } = await sendInquiry(
        { ...app.shipmentDeps, config: app.config },
        request.actor(),
        request.params.shipmentNumber,
        request.body,
        typeof key === 'string' && key ? key : undefined,
      );
      const row = await findMail(db, mailId);
      if (!row) throw new NotFoundError();
      return reply.status(202).send(mailRepresentation(request, row));
    },
  );
};
