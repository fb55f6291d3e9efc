import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../harness/portal.ts';
import {
  describeViolations,
  ensureWebBuild,
  openVisitor,
  screenshotDir,
  seriousAccessibilityViolations,
  signInThroughPage,
} from './browser.ts';

/** An operator other than the demo default, so the pages show what the configuration says. */
const OPERATOR = {
  OPERATOR_NAME: 'Elbe Cargo Logistik GmbH',
  OPERATOR_ADDRESS: 'Am Sandtorkai 5|20457 Hamburg|Germany',
  OPERATOR_EMAIL: 'kontakt@elbe-cargo.example',
  OPERATOR_PHONE: '+49 40 999888-0',
  OPERATOR_REGISTER: 'Amtsgericht Hamburg, HRB 123456',
  OPERATOR_VAT_ID: 'DE123456789',
  OPERATOR_REPRESENTATIVES: 'Katrin Albers, Jonas Petersen',
  OPERATOR_PRIVACY_EMAIL: 'datenschutz@elbe-cargo.example',
  ADSP_URL: 'https://adsp.example/adsp-2017',
};

let portal: TestPortal;
let browser: Browser;
let page: Page;
let pageErrors: string[] = [];

beforeAll(async () => {
  await ensureWebBuild();
  portal = await startTestPortal(OPERATOR);
  // Logged out: a fresh browser without any sign-in.
  let errors: string[];
  ({ browser, page, pageErrors: errors } = await openVisitor());
  pageErrors = errors;
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const screenshot = (name: string, fullPage = true) =>
  page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage });

async function expectAccessible() {
  const violations = await seriousAccessibilityViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

async function openFromHelpMenu(item: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Help' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Whether the element's top edge lies inside the window, below the fixed header. */
const inView = (selector: string) =>
  page.locator(selector).evaluate((element) => {
    const { top } = element.getBoundingClientRect();
    return top >= 64 && top < window.innerHeight / 2;
  });

describe('the help pages', () => {
  it('open the user manual from the help menu, with a table of contents', async () => {
    await page.goto(`${portal.url}/shipments/list`);
    await openFromHelpMenu('User manual');
    await page.waitForURL((url) => url.pathname === '/help/manual');
    await page.getByRole('heading', { level: 1, name: 'User manual' }).waitFor();
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await contents.getByRole('link', { name: 'The shipment overview' }).waitFor();
    // The interface's own labels name the buttons in the text.
    await page.getByRole('heading', { name: 'Shipping notice', exact: true }).waitFor();
    await page.getByText('Tick Dangerous goods on a cargo item to declare dangerous goods (ADR).').waitFor();
    expect(await page.title()).toBe('User manual – Freight portal');
    await expectAccessible();
    await screenshot('help-manual-en');
  });

  it('follows a table-of-contents link to its section', async () => {
    expect(await inView('#labels')).toBe(false);
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('link', { name: 'Labels', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/help/manual' && url.hash === '#labels');
    await expect.poll(() => inView('#labels')).toBe(true);
    await page.getByRole('heading', { name: 'Labels', exact: true }).waitFor();
    await screenshot('help-manual-labels', false);
    // A link inside the text leads to another section of the same page.
    await page
      .getByRole('region', { name: 'Cargo list and shipment info' })
      .getByRole('link', { name: 'cargo item templates' })
      .click();
    await page.waitForURL((url) => url.hash === '#cargo-templates');
    await expect.poll(() => inView('#cargo-templates')).toBe(true);
  });

  it('shows the German manual after switching the language', async () => {
    await page.getByRole('banner').getByLabel('Language', { exact: true }).selectOption('de');
    await page.getByRole('heading', { level: 1, name: 'Benutzerhandbuch' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Inhalt' })
      .getByRole('link', { name: 'Etiketten', exact: true })
      .waitFor();
    await page.getByRole('heading', { name: 'Die Sendungsübersicht' }).waitFor();
    await page.getByText('Klicken Sie oben rechts auf Anmelden.').waitFor();
    await expectAccessible();
    await screenshot('help-manual-de');
    await page.getByRole('banner').getByLabel('Sprache', { exact: true }).selectOption('en');
    await page.getByRole('heading', { level: 1, name: 'User manual' }).waitFor();
  });

  it('opens an anchor of the manual directly', async () => {
    await page.goto(`${portal.url}/help/manual#announce`);
    await page.getByRole('heading', { name: 'Shipping notice', exact: true }).waitFor();
    await expect.poll(() => inView('#announce')).toBe(true);
  });

  it('shows the configured operator in the imprint', async () => {
    await openFromHelpMenu('Imprint');
    await page.waitForURL((url) => url.pathname === '/help/imprint');
    await page.getByRole('heading', { level: 1, name: 'Imprint' }).waitFor();
    const operator = page.getByTestId('operator');
    await operator.getByText('Elbe Cargo Logistik GmbH').waitFor();
    const text = (await operator.textContent()) ?? '';
    for (const expected of [
      'Am Sandtorkai 5',
      '20457 Hamburg',
      'Katrin Albers, Jonas Petersen',
      '+49 40 999888-0',
      'kontakt@elbe-cargo.example',
      'Amtsgericht Hamburg, HRB 123456',
      'DE123456789',
    ]) {
      expect(text).toContain(expected);
    }
    expect(
      await operator.getByRole('link', { name: 'kontakt@elbe-cargo.example' }).getAttribute('href'),
    ).toBe('mailto:kontakt@elbe-cargo.example');
    await page.getByText('Information pursuant to § 5 of the German Digital Services Act').waitFor();
    await expectAccessible();
    await screenshot('help-imprint-en');
  });

  it('shows the German imprint (Impressum) with the same operator', async () => {
    await page.getByRole('banner').getByLabel('Language', { exact: true }).selectOption('de');
    await page.getByRole('heading', { level: 1, name: 'Impressum' }).waitFor();
    await page.getByText('Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG):').waitFor();
    await page.getByTestId('operator').getByText('Vertreten durch').waitFor();
    await page.getByTestId('operator').getByText('Elbe Cargo Logistik GmbH').waitFor();
    await page.getByRole('banner').getByLabel('Sprache', { exact: true }).selectOption('en');
    await page.getByRole('heading', { level: 1, name: 'Imprint' }).waitFor();
  });

  it('renders the privacy statement with the operator as controller', async () => {
    await openFromHelpMenu('Privacy statement');
    await page.waitForURL((url) => url.pathname === '/help/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy statement' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('link', { name: 'Your rights' })
      .waitFor();
    await page.getByRole('heading', { name: 'Controller' }).waitFor();
    await page.getByTestId('operator').getByText('Elbe Cargo Logistik GmbH').waitFor();
    await page.getByText('It applies to this portal, operated by Elbe Cargo Logistik GmbH.').waitFor();
    await page
      .getByText('To exercise your rights, write to datenschutz@elbe-cargo.example.', { exact: true })
      .waitFor();
    await expectAccessible();
    await screenshot('help-privacy-en');
  });

  it('renders the ADSp page with the configured link to the full text', async () => {
    await openFromHelpMenu('ADSp terms');
    await page.waitForURL((url) => url.pathname === '/help/adsp');
    await page.getByRole('heading', { level: 1, name: 'ADSp terms' }).waitFor();
    await page.getByText('Allgemeine Deutsche Spediteurbedingungen 2017 (ADSp 2017)').waitFor();
    const link = page.getByRole('link', { name: 'Read the full text of the ADSp' });
    expect(await link.getAttribute('href')).toBe('https://adsp.example/adsp-2017');
    expect(await link.getAttribute('target')).toBe('_blank');
    await expectAccessible();
    await screenshot('help-adsp-en');
  });

  it('names in the privacy statement everything the portal keeps in the browser', async () => {
    await page.goto(`${portal.url}/shipments/list`);
    await signInThroughPage(page, 'customer1');
    await page.getByRole('heading', { name: 'Shipment overview' }).waitFor();
    await page.goto(`${portal.url}/help/privacy`);
    await page.getByRole('heading', { name: 'Cookies and storage in your browser' }).waitFor();
    const stored = await page.evaluate(() => [
      ...Object.keys(window.localStorage),
      ...Object.keys(window.sessionStorage),
    ]);
    const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
    // The sign-in's own entries carry the issuer or a random id: the statement names their prefix.
    const names = [
      ...stored.map((key) =>
        key.startsWith('oidc.user:') ? 'oidc.user:' : key.startsWith('oidc.') ? 'oidc.' : key,
      ),
      ...cookies.map((name) => name.replace(/\.sig$/, '')),
    ];
    expect(names).toContain('oidc.user:');
    expect(names).toContain('freight-portal.language');
    const section =
      (await page.getByRole('region', { name: 'Cookies and storage in your browser' }).textContent()) ?? '';
    expect(names.filter((name) => !section.includes(name))).toEqual([]);
  });

  it('ran without script errors', () => {
    expect(pageErrors).toEqual([]);
  });

  it('hands a bug report with page, versions and description to the operator by e-mail', async () => {
    await page.goto(`${portal.url}/shipments/list`);
    await openFromHelpMenu('Report a bug');
    const dialog = page.getByRole('dialog', { name: 'Report a bug' });
    const send = dialog.getByRole('link', { name: 'Send by e-mail' });
    await dialog.getByLabel('What happened?').fill('The label PDF stays empty for shipment 1000007.');
    await expect
      .poll(async () => (await send.getAttribute('href')) ?? '')
      .toMatch(
        new RegExp(`^mailto:${encodeURIComponent(OPERATOR.OPERATOR_EMAIL).replace('.', '\\.')}\\?subject=`),
      );
    const body = decodeURIComponent((await send.getAttribute('href'))?.split('&body=')[1] ?? '');
    expect(body).toContain('The label PDF stays empty for shipment 1000007.');
    expect(body).toContain('/shipments/list');
    expect(body).toMatch(/1\.19\.2/);
    // The signed-in user's e-mail is the contact to start from, and it can be changed.
    const contact = dialog.getByLabel('Your e-mail address for questions');
    expect(await contact.inputValue()).toBe('customer1@mueller-maschinenbau.example');
    expect(body).toContain('Contact: customer1@mueller-maschinenbau.example');
    await contact.fill('it@mueller-maschinenbau.example');
    await expect
      .poll(async () => decodeURIComponent((await send.getAttribute('href')) ?? ''))
      .toContain('Contact: it@mueller-maschinenbau.example');
    await expectAccessible();
    await screenshot('help-bug-report', false);
    await page.keyboard.press('Escape');
  });

  it('prefills the contact in German too', async () => {
    await page.reload();
    await page.getByRole('banner').getByLabel('Language', { exact: true }).selectOption('de');
    await page.getByRole('banner').getByRole('button', { name: 'Hilfe' }).click();
    await page.getByRole('menuitem', { name: 'Fehler melden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fehler melden' });
    const contact = dialog.getByLabel('Ihre E-Mail-Adresse für Rückfragen');
    await expect.poll(() => contact.inputValue()).toBe('customer1@mueller-maschinenbau.example');
    await screenshot('help-bug-report-de', false);
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByLabel('Sprache', { exact: true }).selectOption('en');
  });
});
