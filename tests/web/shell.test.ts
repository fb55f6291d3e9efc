import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendVersion } from '../../services/api/version.ts';
import { startTestPortal, type TestPortal } from '../harness/portal.ts';
import {
  describeViolations,
  ensureWebBuild,
  openVisitor,
  screenshotDir,
  seriousAccessibilityViolations,
  signInThroughPage,
} from './browser.ts';

let portal: TestPortal;
let browser: Browser;
let page: Page;
let pageErrors: string[] = [];

beforeAll(async () => {
  await ensureWebBuild();
  portal = await startTestPortal();
  // Logged out: a fresh browser without any sign-in.
  let errors: string[];
  ({ browser, page, pageErrors: errors } = await openVisitor());
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

describe('the web app shell', () => {
  it('redirects / to the shipment overview and shows the shell to a visitor', async () => {
    await page.goto(`${portal.url}/shipments/list`);
    await page.getByRole('banner').waitFor();
    // The app's own route for /: entered as the browser does on back and forward.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL((url) => url.pathname === '/shipments/list');
    const header = page.getByRole('banner');
    await header.getByText('Freight portal').waitFor();
    await page.getByRole('heading', { name: 'Please sign in' }).waitFor();
    await header.getByRole('button', { name: 'Sign in' }).waitFor();
    // A visitor's menu offers registration and nothing that needs a sign-in.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Registration']);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expectAccessible();
    await screenshot('shell-visitor-en');
  });

  it('shows the frontend and backend versions in the about dialog', async () => {
    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('menuitem', { name: 'About' }).click();
    const dialog = page.getByRole('dialog', { name: 'About the freight portal' });
    await dialog.getByTestId('backend-version').getByText(backendVersion).waitFor();
    expect(await dialog.getByTestId('frontend-version').textContent()).toBe(backendVersion);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('switches to German, keeps the choice across a reload and stays accessible', async () => {
    await page.getByLabel('Language').selectOption('de');
    await page.getByRole('heading', { name: 'Bitte melden Sie sich an' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await page.reload();
    await page.getByRole('heading', { name: 'Bitte melden Sie sich an' }).waitFor();
    expect(
      await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link').allTextContents(),
    ).toEqual(['Registrierung']);
    await expectAccessible();
    await screenshot('shell-visitor-de');
    await page.getByLabel('Sprache').selectOption('en');
    await page.getByRole('heading', { name: 'Please sign in' }).waitFor();
  });

  it('signs in through the portal provider and returns to the page the user was on', async () => {
    await page.goto(`${portal.url}/shipments/list?searchText=Hamburg`);
    await signInThroughPage(page, 'customer1');
    await page.waitForURL(
      (url) => url.pathname === '/shipments/list' && url.searchParams.get('searchText') === 'Hamburg',
    );
    await page.getByRole('heading', { name: 'Shipment overview' }).waitFor();
    await page.getByRole('button', { name: 'Account of Anna Müller' }).waitFor();
    // A customer sees their work and settings, and no administration.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    expect(await menu.getByRole('button').allTextContents()).toEqual(['Shipments', 'Addresses']);
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Cargo item templates', 'Settings']);
    expect(await page.getByLabel('Search shipments').inputValue()).toBe('Hamburg');
    await expectAccessible();
    await screenshot('shipment-list-customer');
  });

  it('refuses an administration page to a customer without leaving the shell', async () => {
    await page.goto(`${portal.url}/administration/services`);
    await page.getByRole('heading', { name: 'No permission' }).waitFor();
    await page.getByRole('button', { name: 'Account of Anna Müller' }).waitFor();
  });

  it('renews the session by its refresh token when the stored token expired, is about to expire or is refused', async () => {
    // The first screen reads the session from sessionStorage; the sign-in client loads only to renew.
    const key = await page.evaluate(() =>
      Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:')),
    );
    expect(key).toBeDefined();
    type Stored = { access_token: string; expires_at: number };
    const stored = () =>
      page.evaluate((name) => JSON.parse(sessionStorage.getItem(name) ?? '{}') as Stored, key!);
    const change = (fields: Partial<Stored>) =>
      page.evaluate(
        ([name, next]) => {
          const user = JSON.parse(sessionStorage.getItem(name) ?? '{}') as Stored;
          sessionStorage.setItem(name, JSON.stringify({ ...user, ...next }));
        },
        [key!, fields] as const,
      );
    const now = () => Math.floor(Date.now() / 1000);
    const signedIn = async () => {
      await page.getByRole('heading', { name: 'Shipment overview' }).waitFor();
      await page.getByRole('button', { name: 'Account of Anna Müller' }).waitFor();
    };

    // Expired: renewed before the first screen shows.
    await page.goto(`${portal.url}/shipments/list`);
    await signedIn();
    const before = await stored();
    await change({ expires_at: now() - 10 });
    await page.reload();
    await signedIn();
    const renewed = await stored();
    expect(renewed.access_token).not.toBe(before.access_token);
    expect(renewed.expires_at).toBeGreaterThan(now());

    // About to expire: the client loads and renews ahead of the expiry, without a reload.
    await change({ expires_at: now() + 65 });
    await page.reload();
    await signedIn();
    await expect
      .poll(async () => (await stored()).access_token, { timeout: 30_000 })
      .not.toBe(renewed.access_token);

    // Refused by the API: renewed once and the call repeated, without an error dialog.
    await change({ access_token: 'not-a-valid-token' });
    await page.reload();
    await signedIn();
    await expect
      .poll(async () => (await stored()).access_token, { timeout: 30_000 })
      .not.toBe('not-a-valid-token');
    await page.getByRole('button', { name: 'Account of Anna Müller' }).click();
    await page.getByTestId('account-details').waitFor();
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog', { name: 'Fehler!' }).count()).toBe(0);
  });

  it('keeps the keyboard focus on a menu button while the menu library loads', async () => {
    // The menus' library is not part of the first screen: it is held back until the button has the focus.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const library = /\/assets\/menu-library-[^/]*\.js$/;
    await page.route(library, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    const help = page.getByRole('banner').getByRole('button', { name: 'Help' });
    await help.focus();
    expect(await help.getAttribute('aria-haspopup')).toBe('menu');
    const standIn = await help.elementHandle();
    release();
    // The real menu's button replaces the stand-in, and it has the focus.
    await expect
      .poll(() => standIn?.evaluate((element) => element.isConnected), { timeout: 30_000 })
      .toBe(false);
    expect(await help.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'User manual' }).waitFor();
    await page.keyboard.press('Escape');
    await page.unroute(library);
  });

  it('signs out', async () => {
    await page.goto(`${portal.url}/shipments/list`);
    await page.getByRole('button', { name: 'Account of Anna Müller' }).click();
    // Read from GET /api/user: the bearer token reached the API and was accepted.
    await page
      .getByTestId('account-details')
      .getByText('customer1 · customer1@mueller-maschinenbau.example')
      .waitFor();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    // The provider asks to confirm, then sends the browser back to the portal.
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await page.waitForURL((url) => url.pathname === '/shipments/list');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).waitFor();
  });

  it('moves the main menu behind a burger button on a narrow screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Main menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Registration' }).waitFor();
    await expectAccessible();
    await screenshot('shell-visitor-narrow');
    await menu.getByRole('link', { name: 'Registration' }).click();
    await page.waitForURL((url) => url.pathname === '/registration');
    await page.getByRole('heading', { name: 'Registration' }).waitFor();
    await menu.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('ran without script errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
