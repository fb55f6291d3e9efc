import type { Config } from '../../contracts/config.ts';
import type { Registration } from '../../contracts/identity.ts';
import { formatZipCode } from '../../contracts/rules/zip-codes.ts';
import type { Db } from '../db/index.ts';
import { NotFoundError, ValidationError } from '../domain/errors.ts';
import { findCustomer } from './customers.ts';
import { confirmationToken, confirmedUserId, invitationValid } from './links.ts';
import { hashPassword } from './password.ts';
import { confirmUser, emailRegistered, insertUser } from './users.ts';

/** A new registration with its confirmation link, or an address that has an account already. */
export type RegistrationResult =
  | { username: string; customerId: string | null; existing: false; confirmationLink: string }
  | { username: string; customerId: string | null; existing: true };

/**
 * Self-registration: the user is created unconfirmed (signing in waits for the confirmation link)
 * with the `User` role, assigned to the invited customer when the invitation link is genuine. The
 * company data and the link go to the `registrations` outbox, from which the confirmation e-mail
 * is sent and the sales contact learns of a registration without a customer.
 */
export async function register(
  db: Db,
  config: Config,
  form: Registration,
  options: { language: string; origin: string },
): Promise<RegistrationResult> {
  let customerId: string | null = null;
  if (form.customerId && form.hash) {
    if (!invitationValid(config, form.customerId, form.hash) || !(await findCustomer(db, form.customerId))) {
      throw new ValidationError([{ field: 'hash', defaultMessage: 'registration.invitation-invalid' }]);
    }
    customerId = form.customerId;
  }
  const email = form.email.trim();
  // The answer for a registered address is the same as for a new one, so that it tells nobody
  // which addresses have accounts; the address's owner learns of it by mail instead.
  if (await emailRegistered(db, email)) return { username: email.toLowerCase(), customerId, existing: true };
  const userId = await insertUser(db, {
    username: email,
    email,
    firstName: form.firstName,
    lastName: form.lastName,
    phone: form.phoneNumber.trim(),
    passwordHash: await hashPassword(form.password),
    roles: ['User'],
    confirmed: false,
    customerIds: customerId ? [customerId] : [],
  });
  // Two registrations racing for one address: the loser hears the same as a late one.
  if (!userId) return { username: email.toLowerCase(), customerId, existing: true };
  const confirmationLink = `${options.origin}/api/registration/confirm?token=${encodeURIComponent(
    confirmationToken(config, userId),
  )}`;
  await db
    .insertInto('registrations')
    .values({
      user_id: userId,
      customer_id: customerId,
      language: options.language,
      confirmation_link: confirmationLink,
      company: JSON.stringify({
        company: form.company,
        additionalName: form.additionalName,
        streetAddress: form.streetAddress,
        zipCode: formatZipCode(form.country, form.zipCode) ?? form.zipCode,
        city: form.city,
        country: form.country,
      }),
    })
    .execute();
  return { username: email.toLowerCase(), customerId, existing: false, confirmationLink };
}

/** Confirms the user of a genuine, unexpired confirmation link; confirming twice is harmless. */
export async function confirmRegistration(db: Db, config: Config, token: string): Promise<void> {
  const userId = confirmedUserId(config, token);
  if (!userId || !(await confirmUser(db, userId))) throw new NotFoundError('registration.link-invalid');
  await db
    .updateTable('registrations')
    .set({ confirmed_at: new Date() })
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .execute();
}

/** Notes in the outbox that the confirmation mail of a registration is on its way. */
export async function markRegistrationMailed(db: Db, confirmationLink: string, at: Date): Promise<void> {
  await db
    .updateTable('registrations')
    .set({ mailed_at: at })
    .where('confirmation_link', '=', confirmationLink)
    .execute();
}
