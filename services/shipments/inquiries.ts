import type { Config } from '../../contracts/config.ts';
import type { InquiryPayload } from '../../contracts/shipment/index.ts';
import { waitForProjections } from '../../projections/index.ts';
import { findShipmentRow } from '../../projections/shipment-list/queries.ts';
import { type Actor, assertShipmentVisible, customerScope, viewerOf } from '../access/index.ts';
import { ConflictError, NotFoundError, ValidationError } from '../domain/errors.ts';
import { deterministicUuid } from '../domain/ids.ts';
import { type ShipmentState, shipmentLinks } from '../domain/shipment/index.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { findCustomer, findLocation } from '../masterdata/index.ts';
import type { ShipmentDeps } from './commands.ts';

const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_INQUIRY_BYTES = 15 * 1024 * 1024;
const branchLanguage: Record<string, string> = { DE: 'de', AT: 'de', CZ: 'cs', SK: 'sk' };

/** Attachments must be PDFs within the size limits; every refused file is named at once. */
function checkedFiles(payload: InquiryPayload) {
  const files = payload.files.map((file) => ({ ...file, content: Buffer.from(file.data, 'base64') }));
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
  return files;
}

/**
 * A customer's inquiry about a shipment, mailed to its branch's inquiry address. Who may ask is
 * decided as for the shipment's links: by the actor's customer scope, so the inquiry link the list
 * offers is always accepted. The same `Idempotency-Key` queues the same mail once.
 */
export async function sendInquiry(
  deps: ShipmentDeps & { config: Pick<Config, 'MAIL_MAX_RETRIES'> },
  actor: Actor,
  shipmentNumber: string,
  payload: InquiryPayload,
  idempotencyKey: string | undefined,
): Promise<{ mailId: string }> {
  const { db, principal } = { db: deps.db, principal: actor.principal };
  const shipment = await findShipmentRow(db, shipmentNumber);
  if (!shipment) throw new NotFoundError();
  const scope = await customerScope(db, principal);
  assertShipmentVisible(scope, shipment.customer_id);
  const offered = shipmentLinks({
    state: shipment.state as ShipmentState['state'],
    type: shipment.type as ShipmentState['type'],
    viewer: viewerOf(principal, scope, shipment.customer_id),
    settings: { quotationEnabled: false },
  });
  if (!offered.has('inquiry')) throw new ConflictError('inquiry.not-possible');
  const files = checkedFiles(payload);
  const [customer, location] = await Promise.all([
    findCustomer(db, shipment.customer_id),
    shipment.location ? findLocation(db, shipment.location) : undefined,
  ]);
  const recipients = location?.inquiryEmail ?? [];
  if (recipients.length === 0) throw new ConflictError('inquiry.no-recipient');
  const mailId = idempotencyKey ? deterministicUuid(principal.username, idempotencyKey) : crypto.randomUUID();
  const appended = await queueMail(deps, {
    mailId,
    template: 'inquiry',
    language: branchLanguage[location?.address.country ?? 'DE'] ?? 'en',
    recipients,
    values: {
      shipmentNumber: String(shipment.shipment_number),
      customerName: customer?.name ?? shipment.customer_id,
      customerId: shipment.customer_id,
      user: principal.fullName,
      inquiryText: payload.inquiryText,
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
      time: actor.now.toISOString(),
      userId: principal.subject,
      userLogin: principal.username,
      userFullName: principal.fullName,
      correlationId: actor.correlationId,
      ...(actor.traceparent ? { traceparent: actor.traceparent } : {}),
    },
  });
  await waitForProjections(db, appended.checkpoint, ['mail_log'], deps.readModelWaitMs);
  return { mailId };
}
