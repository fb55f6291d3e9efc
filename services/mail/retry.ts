import { waitForProjections } from '../../projections/index.ts';
import type { Actor } from '../access/index.ts';
import type { Db } from '../db/index.ts';
import { NotFoundError } from '../domain/errors.ts';
import { mailDecider, mailStreamId } from '../domain/mail/index.ts';
import { type EventStore, handleCommand } from '../eventstore/index.ts';

export interface MailDeps {
  db: Db;
  eventStore: EventStore;
  readModelWaitMs: number;
}

/**
 * An administrator sends a given-up mail again: the mail's stream records the request (the decider
 * refuses any other status), and the answer waits until the mail log shows it. Two retries at once
 * cannot both win: the second answers 409.
 */
export async function retryMail(deps: MailDeps, actor: Actor, mailId: string): Promise<void> {
  const handled = await handleCommand(
    deps.eventStore,
    mailStreamId(mailId),
    mailDecider,
    (loaded) => {
      if (loaded.version < 0) throw new NotFoundError();
      return {
        type: 'RetryMail' as const,
        data: { mailId, requestedBy: actor.principal.username, now: actor.now.toISOString() },
      };
    },
    {
      metadata: {
        time: actor.now.toISOString(),
        userId: actor.principal.subject,
        userLogin: actor.principal.username,
        userFullName: actor.principal.fullName,
        correlationId: actor.correlationId,
      },
    },
  );
  if (handled.checkpoint) {
    await waitForProjections(deps.db, handled.checkpoint, ['mail_log'], deps.readModelWaitMs);
  }
}
