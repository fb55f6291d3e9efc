import type { Config } from '../../contracts/config.ts';
import type { Db } from '../db/index.ts';
import { deterministicUuid } from '../domain/ids.ts';
import type { EventStore } from '../eventstore/index.ts';
import {
  markRegistrationMailed,
  type RegistrationResult as RegistrationOutcome,
} from '../identity/registration.ts';
import { queueMail } from './queue-mail.ts';

/**
 * The mail a registration sends: the confirmation link to a new user, or to the owner of an
 * address that has an account already a notice (one a day at most, so the form cannot be used to
 * flood someone's inbox).
 */
export async function mailRegistration(
  deps: { db: Db; eventStore: EventStore; config: Pick<Config, 'MAIL_MAX_RETRIES'> },
  registration: {
    outcome: RegistrationOutcome;
    email: string;
    name: string;
    language: string;
    signInUrl: string;
    correlationId: string;
  },
  now = new Date(),
): Promise<void> {
  const { outcome } = registration;
  const metadata = { time: now.toISOString(), correlationId: registration.correlationId };
  const recipients = [registration.email.trim()];
  if (outcome.existing) {
    await queueMail(deps, {
      mailId: deterministicUuid('registration-existing', outcome.username, now.toISOString().slice(0, 10)),
      template: 'registration-existing',
      language: registration.language,
      recipients,
      values: { username: outcome.username, signInUrl: registration.signInUrl },
      contextId: null,
      emonsCustomerId: null,
      metadata,
    });
    return;
  }
  await queueMail(deps, {
    mailId: deterministicUuid('registration-confirmation', outcome.username),
    template: 'registration-confirmation',
    language: registration.language,
    recipients,
    values: {
      name: registration.name,
      confirmationUrl: outcome.confirmationLink,
      username: outcome.username,
    },
    contextId: null,
    emonsCustomerId: outcome.customerId,
    metadata,
  });
  await markRegistrationMailed(deps.db, outcome.confirmationLink, now);
}
