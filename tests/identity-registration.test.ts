import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationHash } from '../services/identity/links.ts';
import { signInWithCodeFlow, webClientOf } from './harness/auth.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({ AUTH_RATE_LIMIT: '1000' });
  // The demo world's customer (docs/decisions/0004-demo-world.md), in case master data seeds none.
  await portal.runtime.db
    .insertInto('customers')
    .values({
      customer_id: '100001',
      activated: true,
      name: 'Müller Maschinenbau GmbH',
      additional_name: null,
      street: 'Am Sandtorkai 1',
      zip_code: '20457',
      city: 'Hamburg',
      country: 'DE',
      location: 'HAM',
      secondary_location: null,
    })
    .onConflict((oc) => oc.column('customer_id').doNothing())
    .execute();
});
afterAll(() => portal?.stop());

async function solvedCaptcha(): Promise<string> {
  const challenge = await (await fetch(`${portal.url}/api/registration/captcha`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const form = (overrides: Record<string, unknown> = {}) => ({
  company: 'Berger Spedition GmbH',
  additionalName: '',
  streetAddress: 'Hafenstraße 5',
  country: 'DE',
  zipCode: '20457',
  city: 'Hamburg',
  firstName: 'Klara',
  lastName: 'Berger',
  phoneNumber: '+49 40 555 1234',
  email: 'klara.berger@berger-spedition.example',
  emailConfirmation: 'klara.berger@berger-spedition.example',
  password: 'Fracht#2026',
  passwordConfirmation: 'Fracht#2026',
  ...overrides,
});

const post = (body: unknown, language = 'en') =>
  fetch(`${portal.url}/api/registration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify(body),
  });

const fieldsOf = async (response: Response) =>
  Object.fromEntries(
    ((await response.json()).errors as { field: string; defaultMessage: string }[]).map((error) => [
      error.field,
      error.defaultMessage,
    ]),
  );

describe('self-registration', () => {
  it('names every wrong field in the request language', async () => {
    const response = await post(
      form({
        zipCode: '1234',
        phoneNumber: '12',
        emailConfirmation: 'other@example.com',
        password: 'no digits here!',
        passwordConfirmation: 'different',
        captcha: 'x',
      }),
      'de',
    );
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toEqual({
      zipCode: 'Die Postleitzahl ist für das Land ungültig.',
      phoneNumber: 'Bitte geben Sie eine gültige Telefonnummer an.',
      emailConfirmation: 'Die E-Mail-Bestätigung stimmt nicht überein.',
      password: 'Das Passwort darf keine Leerzeichen enthalten.',
      passwordConfirmation: 'Die Passwort-Bestätigung stimmt nicht überein.',
    });
  });

  it.each([
    ['Short1!', 'Password must contain at least 8 characters.'],
    ['Toolong1!'.repeat(4), 'Password must contain at most 30 characters.'],
    ['NoDigits!!', 'Password must contain a letter, a digit and a special character.'],
    ['NoSpecial12', 'Password must contain a letter, a digit and a special character.'],
    ['12345678!', 'Password must contain a letter, a digit and a special character.'],
  ])('refuses the password %s', async (password, message) => {
    const response = await post(form({ password, passwordConfirmation: password, captcha: 'x' }));
    expect(await fieldsOf(response)).toEqual({ password: message });
  });

  it('requires company, street, city, last name and e-mail', async () => {
    const response = await post(
      form({ company: '', streetAddress: ' ', city: '', lastName: '', email: 'not-an-email', captcha: '' }),
    );
    expect(response.status).toBe(400);
    expect(Object.keys(await fieldsOf(response)).sort()).toEqual(
      ['captcha', 'city', 'company', 'email', 'emailConfirmation', 'lastName', 'streetAddress'].sort(),
    );
  });

  it('checks zip codes per country: Czech 123 45, Austrian four digits', async () => {
    for (const [country, zipCode, phoneNumber] of [
      ['CZ', '110 00', '+420 221 123 456'],
      ['AT', '1010', '+43 1 5123456'],
    ]) {
      const response = await post(form({ country, zipCode, phoneNumber, captcha: 'not-solved' }));
      expect(await fieldsOf(response)).toEqual({
        captcha: 'The captcha is not valid or has expired. Please solve it again.',
      });
    }
    const wrong = await post(
      form({ country: 'AT', zipCode: '20457', phoneNumber: '+43 1 5123456', captcha: 'x' }),
    );
    expect(Object.keys(await fieldsOf(wrong))).toEqual(['zipCode']);
  });

  it('refuses a forged captcha solution', async () => {
    const challenge = await (await fetch(`${portal.url}/api/registration/captcha`)).json();
    const forged = Buffer.from(
      JSON.stringify({ challenge, solution: { counter: 1, derivedKey: '00'.repeat(32) } }),
    ).toString('base64');
    const response = await post(form({ captcha: forged }));
    expect(await fieldsOf(response)).toEqual({ captcha: expect.any(String) });
  });

  it('registers, waits for confirmation, signs in after it, and answers a second try like the first', async () => {
    const email = 'klara.berger@berger-spedition.example';
    const captcha = await solvedCaptcha();
    const created = await post(form({ captcha }));
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ username: email, confirmationRequired: true, customerId: null });

    // The solved captcha is spent.
    const replay = await post(
      form({
        captcha,
        email: 'other@berger-spedition.example',
        emailConfirmation: 'other@berger-spedition.example',
      }),
    );
    expect(await fieldsOf(replay)).toHaveProperty('captcha');

    const signIn = () =>
      signInWithCodeFlow({
        ...webClientOf(portal),
        username: email,
        password: 'Fracht#2026',
        uiLocales: 'en',
      });
    const early = await signIn();
    expect('refused' in early).toBe(true);
    if ('refused' in early)
      expect(await early.refused.text()).toContain('Please confirm your e-mail address first');

    const outbox = await portal.runtime.db
      .selectFrom('registrations')
      .innerJoin('users', 'users.id', 'registrations.user_id')
      .select(['registrations.confirmation_link', 'registrations.company'])
      .where('users.username', '=', email)
      .executeTakeFirstOrThrow();
    expect(outbox.company).toMatchObject({ company: 'Berger Spedition GmbH', zipCode: '20457' });
    // The link reaches the user by e-mail: the embedded SMTP server of the test portal received it.
    let delivered: { raw: string } | undefined;
    for (let tries = 0; !delivered && tries < 200; tries++) {
      delivered = await portal.runtime.db
        .selectFrom('mailbox_messages')
        .select('raw')
        .where(sql<boolean>`${email} = any(recipients)`)
        .executeTakeFirst();
      if (!delivered) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const unfolded = (delivered?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(unfolded).toContain(outbox.confirmation_link.replace(/&/g, '&amp;'));
    const link = new URL(outbox.confirmation_link);
    const tampered = new URL(link);
    tampered.searchParams.set('token', `${link.searchParams.get('token')}x`);
    expect((await fetch(tampered, { redirect: 'manual' })).status).toBe(404);
    const confirmed = await fetch(link, { redirect: 'manual' });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${portal.app.identity.origin()}/?registration=confirmed`);

    const late = await signIn();
    expect('tokens' in late).toBe(true);
    if (!('tokens' in late)) return;
    const user = await fetch(`${portal.url}/api/user`, {
      headers: { authorization: `Bearer ${late.tokens.access_token}` },
    });
    expect(await user.json()).toMatchObject({ username: email, lastName: 'Berger', customerIds: [] });

    const again = await post(
      form({ captcha: await solvedCaptcha(), email: email.toUpperCase(), emailConfirmation: email }),
    );
    // The same answer as for a new address: the form tells nobody which addresses have accounts.
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ username: email, confirmationRequired: true, customerId: null });
    // The address's owner is told by mail, with a sign-in link rather than a second account.
    let notice: { raw: string } | undefined;
    for (let tries = 0; !notice && tries < 200; tries++) {
      notice = await portal.runtime.db
        .selectFrom('mailbox_messages')
        .select('raw')
        .where(sql<boolean>`lower(recipients::text) like ${`%${email}%`}`)
        .where('subject', 'like', 'Registration with your%')
        .executeTakeFirst();
      if (!notice) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(notice?.raw).toContain('exists already');
    const users = await portal.runtime.db
      .selectFrom('users')
      .select('id')
      .where(sql<boolean>`lower(email) = ${email}`)
      .execute();
    expect(users).toHaveLength(1);
  });

  it('assigns the invited customer when the invitation hash is genuine', async () => {
    const hash = invitationHash(portal.runtime.config, '100001');
    const email = 'jonas@mueller-maschinenbau.example';
    const response = await post(
      form({ captcha: await solvedCaptcha(), customerId: '100001', hash, email, emailConfirmation: email }),
    );
    expect(response.status).toBe(201);
    expect((await response.json()).customerId).toBe('100001');
    const forged = await post(
      form({
        captcha: await solvedCaptcha(),
        customerId: '100001',
        hash: `${hash.slice(0, -2)}AA`,
        email: 'mallory@example.com',
        emailConfirmation: 'mallory@example.com',
      }),
    );
    expect(await fieldsOf(forged)).toEqual({ hash: 'The registration link is not valid.' });
  });
});

describe('invitation links', () => {
  it('answers the customer for a genuine hash', async () => {
    const hash = invitationHash(portal.runtime.config, '100001');
    const response = await fetch(`${portal.url}/api/customers/100001?hash=${encodeURIComponent(hash)}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ customerId: '100001', city: 'Hamburg', country: 'DE' });
  });

  it('refuses a tampered hash, or a hash of another customer, like an unknown customer', async () => {
    const hash = invitationHash(portal.runtime.config, '100001');
    for (const url of [
      `/api/customers/100001?hash=${encodeURIComponent(`${hash.slice(0, -1)}x`)}`,
      `/api/customers/100002?hash=${encodeURIComponent(hash)}`,
      '/api/customers/100001?hash=',
    ]) {
      const response = await fetch(`${portal.url}${url}`);
      expect([400, 404]).toContain(response.status);
      expect(await response.text()).not.toContain('Müller');
    }
  });
});
