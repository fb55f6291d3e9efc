import './mail-messages.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { halCollectionSchema, pageQuerySchema } from '../../../contracts/hal.ts';
import {
  type MailPersistenceEvent,
  mailboxMessageSchema,
  mailPersistenceEventSchema,
  shipmentMailsSchema,
} from '../../../contracts/mail.ts';
import { inquiryPayloadSchema } from '../../../contracts/shipment/index.ts';
import type { Runtime } from '../../../infra/runtime.ts';
import { waitForProjections } from '../../../projections/index.ts';
import {
  findMail,
  findMailLog,
  findShipmentMails,
  type MailLogRow,
  type MailLogSortProperty,
  mailLogSortColumns,
} from '../../../projections/mail-log/index.ts';
import { findShipmentRow } from '../../../projections/shipment-list/index.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { deterministicUuid } from '../../domain/ids.ts';
import {
  decideMail,
  evolveMail,
  initialMailState,
  type MailEvent,
  mailStreamId,
} from '../../domain/mail/index.ts';
import { shipmentLinks } from '../../domain/shipment/index.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { findCustomer, findLocation } from '../../masterdata/index.ts';
import { halCollection, link } from '../hal.ts';
import { assertCustomerAccess } from '../plugins/tenancy.ts';

const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
const MAX_INQUIRY_BYTES = 15 * 1024 * 1024;
const branchLanguage: Record<string, string> = { DE: 'de', AT: 'de', CZ: 'cs', SK: 'sk' };

function mailRepresentation(request: FastifyRequest, row: MailLogRow): MailPersistenceEvent {
  const attachments =
    (row.attachments as { id: string; filename: string; contentType: string; size: number }[]) ?? [];
  return {
    id: row.mail_id,
    contextId: row.context_id,
    emonsCustomerId: row.emons_customer_id,
    template: row.template,
    publicationDate: row.publication_date.toISOString(),
    multiUsage: row.recipients.length > 1,
    recipients: row.recipients,
    subject: row.subject,
    content: row.content,
    hasAttachment: attachments.length > 0,
    attachments: attachments.map((attachment) => ({
      ...attachment,
      _links: { self: link(request, `/api/mails/${row.mail_id}/attachments/${attachment.id}`) },
    })),
    status: row.status,
    retry: row.retry,
    maxRetries: row.max_retries,
    nextRetryAfter: row.next_retry_after?.toISOString() ?? null,
    statusMessage: row.status_message,
    completionDate: row.completion_date?.toISOString() ?? null,
    _links: {
      self: link(request, `/api/admin/mailPersistenceEvents/${row.mail_id}`),
      ...(row.status === 'GIVEN_UP'
        ? { retry: link(request, `/api/admin/mailPersistenceEvents/${row.mail_id}/retry`) }
        : {}),
    },
  };
}

const mailParams = z.object({ mailId: z.uuid() });
const shipmentParams = z.object({ shipmentNumber: z.string().regex(/^\d{1,18}$/) });
const listQuery = pageQuerySchema(100).extend({
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

/**
 * Mails: the admins' mail event log with retry, a shipment's mails and their attachments, the
 * inquiry about a shipment, and the mailbox of the embedded SMTP server.
 */
export const mailRoutes: FastifyPluginAsyncZod<{ runtime: Runtime }> = async (app, { runtime }) => {
  const { db } = runtime;

  app.get(
    '/api/admin/mailPersistenceEvents',
    {
      config: { access: ['Admin'] },
      schema: {
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
      schema: { tags: ['mails'], params: mailParams, response: { 200: mailPersistenceEventSchema } },
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
      schema: { tags: ['mails'], params: mailParams, response: { 200: mailPersistenceEventSchema } },
    },
    async (request) => {
      const { mailId } = request.params;
      const recorded = await runtime.eventStore.readStream(mailStreamId(mailId));
      if (recorded.length === 0) throw new NotFoundError();
      const state = recorded
        .map((event) => ({ type: event.type, data: event.data }) as MailEvent)
        .reduce(evolveMail, initialMailState);
      const events = decideMail(
        {
          type: 'RetryMail',
          data: { mailId, requestedBy: request.principal.username, now: new Date().toISOString() },
        },
        state,
      );
      const appended = await runtime.eventStore.appendToStream(
        mailStreamId(mailId),
        events.map((event) => ({
          id: crypto.randomUUID(),
          type: event.type,
          data: event.data,
          metadata: {
            time: new Date().toISOString(),
            userLogin: request.principal.username,
            correlationId: request.id,
          },
        })),
        { expected: recorded.length - 1 },
      );
      await waitForProjections(db, appended.checkpoint, ['mail_log'], runtime.config.READ_MODEL_WAIT_MS);
      const row = await findMail(db, mailId);
      if (!row) throw new NotFoundError();
      return mailRepresentation(request, row);
    },
  );

  async function visibleShipment(request: FastifyRequest, shipmentNumber: string) {
    const row = await findShipmentRow(db, shipmentNumber);
    if (!row) throw new NotFoundError();
    await assertCustomerAccess(db, request.principal, row.customer_id);
    return row;
  }

  app.get(
    '/api/shipments/:shipmentNumber/mails',
    {
      schema: {
        tags: ['mails'],
        params: shipmentParams,
        response: { 200: shipmentMailsSchema },
      },
    },
    async (request) => {
      await visibleShipment(request, request.params.shipmentNumber);
      const rows = await findShipmentMails(db, request.params.shipmentNumber);
      return { _embedded: { mailPersistenceEvents: rows.map((row) => mailRepresentation(request, row)) } };
    },
  );

  app.get(
    '/api/mails/:mailId/attachments/:attachmentId',
    { schema: { tags: ['mails'], params: mailParams.extend({ attachmentId: z.uuid() }) } },
    async (request, reply) => {
      const mail = await findMail(db, request.params.mailId);
      if (!mail) throw new NotFoundError();
      if (mail.emons_customer_id) await assertCustomerAccess(db, request.principal, mail.emons_customer_id);
      else if (!request.principal.roles.includes('Admin')) throw new NotFoundError();
      const attachment = await db
        .selectFrom('mail_attachments')
        .select(['filename', 'content_type', 'data'])
        .where('id', '=', request.params.attachmentId)
        .where('mail_id', '=', request.params.mailId)
        .executeTakeFirst();
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
        tags: ['mails'],
        params: shipmentParams,
        body: inquiryPayloadSchema,
        response: { 202: mailPersistenceEventSchema },
      },
    },
    async (request, reply) => {
      const shipment = await visibleShipment(request, request.params.shipmentNumber);
      const principal = request.principal;
      const offered = shipmentLinks({
        state: shipment.state as never,
        type: shipment.type as never,
        viewer: {
          roles: principal.roles,
          assignedToCustomer: principal.customerIds.includes(shipment.customer_id),
        },
        settings: { quotationEnabled: false },
      });
      if (!offered.has('inquiry')) throw new ConflictError('inquiry.not-possible');
      const files = request.body.files.map((file) => ({
        ...file,
        content: Buffer.from(file.data, 'base64'),
      }));
      const errors = files.flatMap((file, index) => {
        if (file.content.subarray(0, 5).toString('latin1') !== '%PDF-') {
          return [{ field: `files[${index}].data`, defaultMessage: 'inquiry.pdf-only' }];
        }
        if (file.content.length > MAX_ATTACHMENT_BYTES) {
          return [{ field: `files[${index}].data`, defaultMessage: 'inquiry.attachment-too-large' }];
        }
        return [];
      });
      if (files.reduce((sum, file) => sum + file.content.length, 0) > MAX_INQUIRY_BYTES) {
        errors.push({ field: 'files', defaultMessage: 'inquiry.attachments-too-large' });
      }
      if (errors.length > 0) throw new ValidationError(errors);
      const [customer, location] = await Promise.all([
        findCustomer(db, shipment.customer_id),
        shipment.location ? findLocation(db, shipment.location) : undefined,
      ]);
      const recipients = location?.inquiryEmail ?? [];
      if (recipients.length === 0) throw new ConflictError('inquiry.no-recipient');
      const key = request.headers['idempotency-key'];
      const mailId =
        typeof key === 'string' && key ? deterministicUuid(principal.username, key) : crypto.randomUUID();
      const appended = await queueMail(runtime, {
        mailId,
        template: 'inquiry',
        language: branchLanguage[location?.address.country ?? 'DE'] ?? 'en',
        recipients,
        values: {
          shipmentNumber: String(shipment.shipment_number),
          customerName: customer?.name ?? shipment.customer_id,
          customerId: shipment.customer_id,
          user: principal.fullName,
          inquiryText: request.body.inquiryText,
          attachmentCount: String(files.length),
        },
        attachments: files.map((file) => ({
          filename: file.fileName,
          contentType: 'application/pdf',
          content: file.content,
        })),
        contextId: String(shipment.shipment_number),
        emonsCustomerId: shipment.customer_id,
        metadata: {
          time: new Date().toISOString(),
          userLogin: principal.username,
          userFullName: principal.fullName,
          correlationId: request.id,
        },
      });
      await waitForProjections(db, appended.checkpoint, ['mail_log'], runtime.config.READ_MODEL_WAIT_MS);
      const row = await findMail(db, mailId);
      if (!row) throw new NotFoundError();
      return reply.status(202).send(mailRepresentation(request, row));
    },
  );

  app.get(
    '/api/admin/mailbox',
    {
      config: { access: ['Admin'] },
      schema: {
        tags: ['mails'],
        querystring: pageQuerySchema(100),
        response: { 200: halCollectionSchema('mailboxMessages', mailboxMessageSchema) },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      const [rows, count] = await Promise.all([
        db
          .selectFrom('mailbox_messages')
          .select(['id', 'received_at', 'mail_from', 'recipients', 'subject'])
          .orderBy('id', 'desc')
          .limit(size)
          .offset(page * size)
          .execute(),
        db
          .selectFrom('mailbox_messages')
          .select((eb) => eb.fn.countAll<string>().as('total'))
          .executeTakeFirst(),
      ]);
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
        totalElements: Number(count?.total ?? 0),
      });
    },
  );

  app.get(
    '/api/admin/mailbox/:id',
    {
      config: { access: ['Admin'] },
      schema: { tags: ['mails'], params: z.object({ id: z.string().regex(/^\d{1,18}$/) }) },
    },
    async (request, reply) => {
      const row = await db
        .selectFrom('mailbox_messages')
        .select('raw')
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw new NotFoundError();
      return reply.type('message/rfc822').send(row.raw);
    },
  );
};
