import path from 'node:path';
import { sql } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationHash } from '../../services/identity/links.ts';
import { startTestPortal, type TestPortal } from '../harness/portal.ts';
import {
  describeViolations,
  ensureWebBuild,
  openSignedIn,
  openVisitor,
  screenshotDir,
  seriousAccessibilityViolations,
} from './browser.ts';

const CUSTOMER_ID = '100001';
const EMAIL = 'jonas.petersen@mueller-maschinenbau.example';
const PASSWORD = 'Fracht#2026';
const NOTICE =
  'Für die Registrierung benötigen Sie einen Registrierungslink. Bitte wenden Sie sich dafür an Ihren zuständigen Vertriebsansprechpartner.';

let portal: TestPortal;
let browser: Browser;
let page: Page;
let pageErrors: string[] = [];

beforeAll(async () => {
  await ensureWebBuild();
  portal = await startTestPortal({ AUTH_RATE_LIMIT: '1000' });
  // The demo world's customer (docs/decisions/0004-demo-world.md), in case master data seeds none.
  await portal.runtime.db
    .insertInto('customers')
    .values({
      customer_id: CUSTOMER_ID,
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
  // Logged out: a fresh browser without any sign-in.
  let errors: string[];
  ({ browser, page, pageErrors: errors } = await openVisitor({ width: 1440, height: 1000 }));
  pageErrors = errors;
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const screenshot = (name: string) =>
  page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });

async function expectAccessible() {
  const violations = await seriousAccessibilityViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** A form field by its label (required ones carry an asterisk). */
const field = (label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`)).first();
const registerButton = () => page.getByRole('button', { name: 'Register', exact: true });

async function invitationLink(): Promise<string> {
  const hash = invitationHash(portal.runtime.config, CUSTOMER_ID);
  return `${portal.url}/registration?customerId=${CUSTOMER_ID}&hash=${encodeURIComponent(hash)}`;
}

async function fillContactAndLogin(email = EMAIL) {
  await field('First name').fill('Jonas');
  await field('Last name').fill('Petersen');
  await field('Phone').fill('+49 40 555 1234');
  await field('E-mail').fill(email);
  await field('E-mail confirmation').fill(email);
  await field('Password').fill(PASSWORD);
  await field('Password confirmation').fill(PASSWORD);
}

async function solveCaptcha() {
  expect(await registerButton().isDisabled()).toBe(true);
  await page.getByRole('checkbox', { name: 'I am not a robot' }).check();
  // The real proof of work, solved in the browser: at most 50,000 hashes.
  await page.getByText('Verified.', { exact: true }).waitFor({ timeout: 60_000 });
  expect(await registerButton().isEnabled()).toBe(true);
}

describe('self-registration in the browser', () => {
  it('pre-fills and locks the company data of an invitation link', async () => {
    await page.goto(await invitationLink());
    await page.getByRole('heading', { level: 1, name: 'Registration' }).waitFor();
    const customer = await portal.runtime.db
      .selectFrom('customers')
      .select(['name', 'street', 'zip_code', 'city'])
      .where('customer_id', '=', CUSTOMER_ID)
      .executeTakeFirstOrThrow();
    await expect.poll(() => field('Company').inputValue()).toBe(customer.name);
    for (const [label, value] of [
      ['Street and number', customer.street],
      ['Zip code', customer.zip_code],
      ['City', customer.city],
    ] as const) {
      expect(await field(label).inputValue(), label).toBe(value);
    }
    // Locked from the first render: a field's stand-in (until its library is there) is read-only too.
    for (const label of ['Company', 'Additional name', 'Street and number', 'Zip code', 'City', 'Country']) {
      await expect.poll(() => field(label).getAttribute('readonly'), { message: label }).not.toBeNull();
    }
    expect(await field('Last name').getAttribute('readonly')).toBeNull();
    expect(await page.getByTestId('registration-notice').count()).toBe(0);
    await page.getByRole('group', { name: 'Company data' }).waitFor();
    await page.getByRole('group', { name: 'Contact data' }).waitFor();
    await page.getByRole('group', { name: 'Login data' }).waitFor();
    expect(await registerButton().isDisabled()).toBe(true);
    await expectAccessible();
    await screenshot('registration-invitation');
  });

  it('shows the messages of a mismatched e-mail confirmation, a short password and a missing name', async () => {
    await field('E-mail').fill(EMAIL);
    await field('E-mail confirmation').fill('jonas@other.example');
    await field('E-mail confirmation').blur();
    await page.getByText("E-mail confirmation doesn't match.", { exact: true }).waitFor();
    await field('Password').fill('Ab1!');
    await field('Password').blur();
    await page.getByText('Password must contain at least 8 characters.', { exact: true }).waitFor();
    await field('Last name').focus();
    await field('Last name').blur();
    await page.getByText('Please specify Last name.', { exact: true }).waitFor();
    await expectAccessible();
    await screenshot('registration-messages');

    await fillContactAndLogin();
    await field('Password confirmation').blur();
    for (const message of [
      "E-mail confirmation doesn't match.",
      'Password must contain at least 8 characters.',
      'Please specify Last name.',
    ]) {
      await expect.poll(() => page.getByText(message, { exact: true }).count(), { message }).toBe(0);
    }
  });

  it('enables register once the captcha is solved, and registers the invited user', async () => {
    await solveCaptcha();
    await screenshot('registration-captcha-verified');
    await registerButton().click();
    const finished = page.getByRole('status').filter({ hasText: 'Registration finished' });
    await finished.waitFor();
    await finished.getByText(`A confirmation e-mail will be sent to ${EMAIL}.`).waitFor();
    // A customer exists: the user continues to the login.
    await finished.getByRole('button', { name: 'Continue to login' }).waitFor();
    await expectAccessible();
    await screenshot('registration-finished');

    const registration = await portal.runtime.db
      .selectFrom('registrations')
      .innerJoin('users', 'users.id', 'registrations.user_id')
      .select(['registrations.customer_id', 'registrations.confirmation_link', 'users.last_name'])
      .where('users.username', '=', EMAIL)
      .executeTakeFirstOrThrow();
    expect(registration).toMatchObject({ customer_id: CUSTOMER_ID, last_name: 'Petersen' });

    // The confirmation e-mail reaches the harness's SMTP catcher.
    let delivered: { raw: string } | undefined;
    for (let tries = 0; !delivered && tries < 200; tries++) {
      delivered = await portal.runtime.db
        .selectFrom('mailbox_messages')
        .select('raw')
        .where(sql<boolean>`${EMAIL} = any(recipients)`)
        .executeTakeFirst();
      if (!delivered) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const unfolded = (delivered?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(unfolded).toContain(registration.confirmation_link.replace(/&/g, '&amp;'));
  });

  it('answers a second registration of the same address like the first, and tells the owner by mail', async () => {
    await page.goto(await invitationLink());
    await expect.poll(() => field('Company').inputValue()).not.toBe('');
    await fillContactAndLogin(EMAIL.toUpperCase());
    await field('E-mail confirmation').fill(EMAIL);
    await solveCaptcha();
    await registerButton().click();
    // The same answer as for a new address: the form reveals no registered address.
    const finished = page.getByRole('status').filter({ hasText: 'Registration finished' });
    await finished.waitFor();
    await expectAccessible();
    await screenshot('registration-second-time');
    let notice: { subject: string } | undefined;
    for (let tries = 0; !notice && tries < 200; tries++) {
      notice = await portal.runtime.db
        .selectFrom('mailbox_messages')
        .select('subject')
        .where(sql<boolean>`lower(recipients::text) like ${`%${EMAIL.toLowerCase()}%`}`)
        .where('subject', '=', 'Registration with your e-mail address')
        .executeTakeFirst();
      if (!notice) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(notice?.subject).toBe('Registration with your e-mail address');
  });

  it('tells a visitor without a link to ask the sales representative, in German, and starts in DE', async () => {
    await page.goto(`${portal.url}/registration`);
    const notice = page.getByTestId('registration-notice');
    await notice.waitFor();
    expect((await notice.textContent())?.trim()).toBe(NOTICE);
    expect(await notice.getAttribute('lang')).toBe('de');
    await expect.poll(() => field('Country').inputValue()).toBe('Germany');
    expect(await field('Company').getAttribute('readonly')).toBeNull();
    await expectAccessible();
    await screenshot('registration-without-link');

    // The notice stays German in another interface language.
    await page.getByRole('banner').getByLabel('Language', { exact: true }).selectOption('cs');
    await page.getByRole('heading', { level: 1, name: 'Registrace' }).waitFor();
    expect((await notice.textContent())?.trim()).toBe(NOTICE);
    await page.getByRole('banner').getByLabel('Jazyk', { exact: true }).selectOption('en');
    await page.getByRole('heading', { level: 1, name: 'Registration' }).waitFor();
  });

  it('writes the zip code in its country form when the field is left, and checks it', async () => {
    await field('Zip code').fill('1234');
    await field('Zip code').blur();
    await page.getByText('The zip code is not valid for the country.', { exact: true }).waitFor();
    const country = field('Country');
    await country.click();
    await country.fill('Czech');
    await page
      .locator('[role="listbox"]:visible')
      .getByRole('option', { name: /^Czech/ })
      .first()
      .click();
    await field('Zip code').fill('11000');
    await field('Zip code').blur();
    await expect.poll(() => field('Zip code').inputValue()).toBe('110 00');
    await expect
      .poll(() => page.getByText('The zip code is not valid for the country.', { exact: true }).count())
      .toBe(0);
  });

  it('registers a visitor without a link, who then waits for the e-mail confirmation', async () => {
    await page.goto(`${portal.url}/registration`);
    await page.getByTestId('registration-notice').waitFor();
    await field('Company').fill('Berger Spedition GmbH');
    await field('Street and number').fill('Hafenstraße 5');
    await field('Zip code').fill('20457');
    await field('City').fill('Hamburg');
    await fillContactAndLogin('klara.berger@berger-spedition.example');
    await solveCaptcha();
    await registerButton().click();
    const finished = page.getByRole('status').filter({ hasText: 'Registration finished' });
    await finished.waitFor();
    await finished.getByText(/Please wait for the confirmation e-mail/).waitFor();
    expect(await finished.getByRole('button', { name: 'Continue to login' }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('sends a signed-in user on into the portal', async () => {
    const signedIn = await openSignedIn(portal.url, 'customer1', '/registration');
    try {
      await signedIn.page.waitForURL((url) => url.pathname === '/shipments/list');
      await signedIn.page.goto(`${portal.url}/registration`);
      await signedIn.page.waitForURL((url) => url.pathname === '/shipments/list');
      expect(await signedIn.page.getByRole('heading', { level: 1, name: 'Registration' }).count()).toBe(0);
    } finally {
      await signedIn.browser.close();
    }
  });
});
