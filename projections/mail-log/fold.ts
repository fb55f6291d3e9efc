import type { MailEvent, MailQueued } from '../../contracts/mail.ts';
import type { Recorded } from '../runner/recorded.ts';
import type { MailLogRow } from './tables.ts';

function queuedRow({ data }: Recorded<MailQueued>): MailLogRow {
  return {
    mail_id: data.mailId,
    template: data.template,
    context_id: data.contextId,
    emons_customer_id: data.emonsCustomerId,
    publication_date: new Date(data.queuedAt),
    recipients: data.recipients,
    subject: data.subject,
    content: data.content,
    attachments: data.attachments,
    status: 'QUEUED',
    retry: 0,
    max_retries: data.maxRetries,
    next_retry_after: null,
    status_message: null,
    completion_date: null,
  };
}

/**
 * A mail's row after one more of its events, with the status vocabulary of
 * docs/decisions/0021-mail-statuses.md; undefined while the log has no row for the mail (its
 * MailQueued lies before a rebuild's start). A second MailQueued of a mail changes nothing.
 */
export function foldMailRow(row: MailLogRow | undefined, event: Recorded<MailEvent>): MailLogRow | undefined {
  if (event.type === 'MailQueued') return row ?? queuedRow(event);
  if (!row) return undefined;
  switch (event.type) {
    case 'MailDeliveryFailed': {
      const { attempt, nextRetryAfter, reason } = event.data;
      return {
        ...row,
        status: nextRetryAfter ? 'RETRYING' : 'GIVEN_UP',
        retry: attempt,
        next_retry_after: nextRetryAfter ? new Date(nextRetryAfter) : null,
        status_message: reason,
      };
    }
    case 'MailSent':
      return { ...row, status: 'SENT', next_retry_after: null, completion_date: new Date(event.data.sentAt) };
    case 'MailGivenUp':
      return { ...row, status: 'GIVEN_UP', next_retry_after: null, status_message: event.data.reason };
    case 'MailRetryRequested':
      return { ...row, status: 'QUEUED', retry: 0, next_retry_after: null, status_message: null };
  }
}
