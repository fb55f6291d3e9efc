import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../harness/portal.ts';
import {
  describeViolations,
  ensureWebBuild,
  launchChromium,
  SEED_PASSWORD,
  screenshotDir,
  seriousAccessibilityViolations,
} from './browser.ts';

let portal: TestPortal;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  await ensureWebBuild();
  portal = await startTestPortal();
  browser = await launchChromium();
  // The browser asks for English; the user chooses German in the portal.
  page = await browser.newPage({
    locale: 'en-US',
    reducedMotion: 'reduce',
    viewport: { width: 1440, height: 900 },
  });
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('the sign-in and sign-out pages speak the language chosen in the portal', () => {
  it('shows the sign-in page in German after German was chosen, though the browser asks for English', async () => {
    await page.goto(`${portal.url}/`);
    await page.getByLabel('Language').first().selectOption('de');
    // The portal speaks German once its texts have loaded; then the sign-in asks for German too.
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
    await page.getByRole('banner').getByTestId('sign-in').click();
    await page.waitForURL(/\/oidc\/interaction\//);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await page.getByRole('heading', { name: 'Am Frachtportal anmelden' }).waitFor();
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'sign-in-page-german.png') });

    await page.locator('#username').fill('customer1');
    await page.locator('#password').fill(SEED_PASSWORD);
    await page.locator('button[type=submit]').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && url.pathname !== '/auth/callback');
  });

  it('asks and confirms the sign-out in German', async () => {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Anna Müller/ })
      .click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await page.getByRole('heading', { name: 'Möchten Sie sich abmelden?' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await page.screenshot({ path: path.join(screenshotDir, 'sign-out-question-german.png') });
    await page.getByRole('button', { name: 'Ja, abmelden' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/oidc/session'));
  });

  it('reads the language cookie where no ui_locales are sent, before Accept-Language', async () => {
    const context = await browser.newContext({ locale: 'sk-SK' });
    try {
      await context.addCookies([{ name: 'portal_language', value: 'cs', url: portal.url }]);
      const visitor = await context.newPage();
      const authorize = new URL('/oidc/auth', portal.url);
      authorize.search = new URLSearchParams({
        client_id: 'freight-portal-web',
        response_type: 'code',
        redirect_uri: `${portal.url}/auth/callback`,
        scope: 'openid profile',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      }).toString();
      await visitor.goto(authorize.href);
      await visitor.waitForURL(/\/oidc\/interaction\//);
      expect(await visitor.locator('html').getAttribute('lang')).toBe('cs');
      await visitor.getByRole('heading', { name: 'Přihlášení do přepravního portálu' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
