import type { Queue } from 'bullmq';
import { type MailJob, mailJobOptions } from '../../contracts/jobs.ts';
import type { MailEvent } from '../../contracts/mail.ts';
import { defineReactor } from '../../projections/runner/projection.ts';

/**
 * Turns a queued mail (or an admin's retry) into a delivery job. The job id is the event's id, so a
 * replayed event finds its job already there; while Redis is down the reactor's checkpoint stays
 * and the jobs are added once it is back.
 */
export function mailDeliveryReactor(queue: Queue<MailJob>, maxRetries: number) {
  return defineReactor<MailEvent>({
    name: 'mail_delivery',
    handles: ['MailQueued', 'MailRetryRequested'],
    async react(event, effectId) {
      const { mailId } = event.data;
      await queue.add('deliver', { mailId }, mailJobOptions(maxRetries, effectId));
    },
    // A batch of mails in one round trip to Redis, with the same job ids (docs/decisions/0134).
    async reactMany(events) {
      await queue.addBulk(
        events.map((event) => ({
          name: 'deliver',
          data: { mailId: event.data.mailId },
          opts: mailJobOptions(maxRetries, event.id),
        })),
      );
    },
  });
}
