import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader } from '../harness/auth.ts';
import { startTestPortal, type TestPortal } from '../harness/portal.ts';
import {
  describeViolations,
  ensureWebBuild,
  openSignedIn,
  screenshotDir,
  seriousAccessibilityViolations,
} from './browser.ts';

let portal: TestPortal;

const LOCATIONS = '/administration/locations';
const COUNTRIES = '/administration/countries';
const ESV_LINK = 'https://esv.freight-portal.local/branches/HAM';
/** Seventy zones more than the seeded three, so the zone list needs a second page of 50. */
const EXTRA_ZONES = 70;
const NEW_MAIL = 'dispo.ham@freight-portal.local';

async function api(method: string, url: string, username?: string) {
  const response = await fetch(`${portal.url}${url}`, {
    method,
    headers: username ? await authHeader(portal, username) : {},
  });
  return { status: response.status, body: response.status === 204 ? undefined : await response.json() };
}

async function checkAccessibility(page: Page) {
  const violations = await seriousAccessibilityViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

beforeAll(async () => {
  await ensureWebBuild();
  portal = await startTestPortal();
  const { db } = portal.runtime;
  await db
    .updateTable('locations')
    .set({ esv_link: ESV_LINK, sync_date: new Date('2026-11-20T06:30:00Z') })
    .where('abbreviation', '=', 'HAM')
    .execute();
  await db
    .insertInto('location_zip_ranges')
    .values(
      Array.from({ length: EXTRA_ZONES }, (_, index) => ({
        location: 'HAM',
        kind: 'ZONE',
        country: 'DE',
        zip_code_start: String(40000 + index * 100),
        city_start: `Testort ${index + 1}`,
        zip_code_end: String(40099 + index * 100),
        city_end: `Testort ${index + 1} Ende`,
        collection_relation: null,
        distribution_relation: null,
        product_map: JSON.stringify({}),
      })),
    )
    .execute();
});

afterAll(() => portal?.stop());

describe('branches for a central administrator', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ browser, page } = await openSignedIn(portal.url, 'centraladmin', LOCATIONS));
    await page.goto(`${portal.url}${LOCATIONS}`);
    await page.getByRole('heading', { name: 'Branches' }).waitFor();
  });
  afterAll(() => browser?.close());

  const detail = () => page.getByRole('region', { name: 'Details of branch HAM' });

  it('lists the branches by abbreviation and opens HAM with its SSCC data', async () => {
    await page.locator('tbody tr', { hasText: 'Hamburg' }).waitFor();
    const abbreviations = await page.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(abbreviations.length).toBeGreaterThan(2);
    expect(abbreviations).toEqual([...abbreviations].sort());

    await page.getByRole('button', { name: 'Details of branch HAM' }).click();
    await detail().waitFor();
    expect(await detail().getByLabel('SSCC prefix').inputValue()).toBe('4012345');
    expect(await detail().getByLabel('GLN').inputValue()).toBe('4012345000016');
    expect(await detail().getByLabel('Number range from').inputValue()).toBe('100000000');
    expect(await detail().getByLabel('Number range to').inputValue()).toBe('199999999');
    expect(await detail().getByLabel('Number range from').getAttribute('readonly')).not.toBeNull();
  });

  it('shows the master data with the link to the branch system', async () => {
    await detail().getByRole('tab', { name: 'Master data' }).click();
    expect(await detail().getByLabel('Street', { exact: true }).inputValue()).toBe('Am Moldauhafen');
    expect(await detail().getByLabel('Zip code').inputValue()).toBe('20457');
    expect(await detail().getByLabel('Last synchronisation').inputValue()).toMatch(/20 Nov 2026/);
    const link = detail().getByRole('link', { name: 'Open branch HAM in the branch system' });
    expect(await link.getAttribute('href')).toBe(ESV_LINK);
  });

  it('refuses an invalid e-mail address, aborts and saves a valid one', async () => {
    await detail().getByRole('tab', { name: 'E-mail addresses' }).click();
    const save = detail().getByRole('button', { name: 'Save' });
    const abort = detail().getByRole('button', { name: 'Abort' });
    expect(await save.isDisabled()).toBe(true);
    expect(await abort.isDisabled()).toBe(true);

    const requests = detail().getByLabel('Requests');
    await requests.fill('not an address');
    await requests.press('Enter');
    await detail().getByText('not an address is not a valid e-mail address.').waitFor();
    expect(await requests.inputValue()).toBe('not an address');
    expect(await save.isDisabled()).toBe(true);

    await requests.fill(NEW_MAIL);
    await requests.press(',');
    await detail().getByText(NEW_MAIL, { exact: true }).waitFor();
    await expect.poll(() => save.isEnabled()).toBe(true);
    await abort.click();
    await detail().getByText(NEW_MAIL, { exact: true }).waitFor({ state: 'detached' });
    expect(await save.isDisabled()).toBe(true);

    await requests.fill(NEW_MAIL);
    await requests.press('Enter');
    await detail().getByText(NEW_MAIL, { exact: true }).waitFor();
    await save.click();
    const dialog = page.getByRole('dialog', { name: 'Branch saved' });
    await dialog.getByText('The branch HAM was saved.').waitFor();
    await checkAccessibility(page);
    await page.screenshot({ path: path.join(screenshotDir, 'admin-location-saved.png') });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });

    const stored = await api('GET', '/api/admin/locations/HAM', 'centraladmin');
    expect(stored.body.inquiryEmail).toEqual(['anfragen.ham@freight-portal.local', NEW_MAIL]);
    expect(await save.isDisabled()).toBe(true);
  });

  it('loads the zones when their tab opens, further ones on scrolling, and searches them', async () => {
    const zoneRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/locations/HAM/zones')) zoneRequests.push(request.url());
    });
    await detail()
      .getByRole('tab', { name: `Service area (${EXTRA_ZONES + 3})` })
      .click();
    const area = detail().getByRole('region', { name: 'Service area zones of HAM' });
    await detail()
      .getByText(`50 of ${EXTRA_ZONES + 3} shown`)
      .waitFor();
    expect(zoneRequests).toHaveLength(1);
    expect(zoneRequests[0]).toMatch(/sort=zipCode%2Casc/);
    expect(zoneRequests[0]).toMatch(/size=50/);
    const box = await area.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(301);
    await checkAccessibility(page);
    await page.screenshot({ path: path.join(screenshotDir, 'admin-location-zones.png') });

    await area.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    await detail()
      .getByText(`${EXTRA_ZONES + 3} of ${EXTRA_ZONES + 3} shown`)
      .waitFor();
    await area.getByText('Testort 70 Ende').waitFor();

    zoneRequests.length = 0;
    await detail().getByLabel('Search').pressSequentially('Husum', { delay: 60 });
    await detail().getByText('1 of 1 shown').waitFor();
    await area.getByText('DE-25999 Husum').waitFor();
    // The search waits for a pause of a second: one request for the whole word.
    expect(zoneRequests.map((url) => new URL(url).searchParams.get('query'))).toEqual(['Husum']);
  });

  it('shows the routing with the products offered', async () => {
    await detail()
      .getByRole('tab', { name: /^Routing \(\d+\)$/ })
      .click();
    const area = detail().getByRole('region', { name: 'Routing of HAM' });
    const prague = area.locator('tr', { hasText: 'HAM-PRG' });
    await prague.waitFor();
    expect(await prague.textContent()).toMatch(/E01\s*✓ YES/);
    // The e-mail list saved before is in the branch's change log, by whom and what.
    await detail().getByRole('tab', { name: 'Changes' }).click();
    const change = detail().locator('details').first();
    await change.waitFor();
    expect(await change.textContent()).toMatch(/Change/);
    expect(await change.textContent()).toContain('(centraladmin)');
    await change.locator('summary').click();
    await expect.poll(() => change.textContent()).toMatch(/@/);
  });
});

describe('branches for a branch administrator', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ browser, page } = await openSignedIn(portal.url, 'branchadmin', LOCATIONS));
    await page.goto(`${portal.url}${LOCATIONS}`);
    await page.getByRole('heading', { name: 'Branches' }).waitFor();
  });
  afterAll(() => browser?.close());

  it('changes the lists of the own branch only', async () => {
    await page.getByRole('button', { name: 'Details of branch PRG' }).click();
    const prague = page.getByRole('region', { name: 'Details of branch PRG' });
    await prague.getByRole('tab', { name: 'E-mail addresses' }).click();
    await prague
      .getByText('You may look at the e-mail addresses of this branch but not change them.')
      .waitFor();
    expect(await prague.getByLabel('Requests').isDisabled()).toBe(true);
    expect(await prague.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Details of branch HAM' }).click();
    const hamburg = page.getByRole('region', { name: 'Details of branch HAM' });
    await hamburg.getByRole('tab', { name: 'E-mail addresses' }).click();
    const insurance = hamburg.getByLabel('Insurance');
    expect(await insurance.isDisabled()).toBe(false);
    await insurance.pressSequentially('schaden.ham@freight-portal.local,');
    await hamburg.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').getByText('The branch HAM was saved.').waitFor();
    await checkAccessibility(page);
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    const stored = await api('GET', '/api/admin/locations/HAM', 'branchadmin');
    expect(stored.body.insuranceEmail).toContain('schaden.ham@freight-portal.local');
  });
});

describe('countries for an administrator', () => {
  let browser: Browser;
  let page: Page;
  const names = () => page.locator('tbody tr td:nth-child(2)').allTextContents();
  const codes = () => page.locator('tbody tr td:nth-child(3)').allTextContents();

  beforeAll(async () => {
    ({ browser, page } = await openSignedIn(portal.url, 'admin', COUNTRIES));
    await page.goto(`${portal.url}${COUNTRIES}`);
    await page.getByRole('heading', { name: 'Countries' }).waitFor();
  });
  afterAll(() => browser?.close());

  it('sorts by alpha-2 code at first, then by the name in the UI language, a page at a time', async () => {
    await page.locator('th[aria-sort=ascending]', { hasText: 'Alpha-2 code' }).waitFor();
    await expect.poll(async () => (await codes()).slice(0, 3)).toEqual(['AD', 'AE', 'AF']);
    expect(await codes()).toHaveLength(100);
    await page.getByRole('button', { name: 'Next page' }).waitFor();

    await page
      .getByRole('columnheader', { name: /^Country/ })
      .getByRole('button')
      .click();
    await page.locator('th[aria-sort=ascending]', { hasText: 'Country' }).waitFor();
    await expect.poll(async () => (await names())[0]).toBe('Afghanistan');
    await page
      .getByRole('columnheader', { name: /^Country/ })
      .getByRole('button')
      .click();
    await page.locator('th[aria-sort=descending]', { hasText: 'Country' }).waitFor();
    await expect.poll(async () => (await names())[0]).not.toBe('Afghanistan');

    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(async () => (await names()).length).toBe(100);
    await page
      .getByRole('columnheader', { name: /^Alpha-2 code/ })
      .getByRole('button')
      .click();
    await expect.poll(async () => (await codes())[0]).toBe('AD');
  });

  it('creates a country in a row on top, checked before it is sent', async () => {
    await page.getByRole('button', { name: 'New country' }).click();
    const form = page.getByRole('form', { name: 'New country' });
    expect(await page.locator('tbody tr').first().getByRole('form', { name: 'New country' }).count()).toBe(1);
    const save = form.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await form.getByLabel(/^Alpha-2 code/).fill('QZ');
    await form.getByLabel(/^Alpha-3 code/).fill('QZZ');
    await form.getByLabel(/^ISO code/).fill('99');
    await form.getByLabel(/^IOC code/).fill('QZZ');
    await form.getByLabel(/^ISO code/).blur();
    await form.getByText('must be three digits').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await checkAccessibility(page);
    await page.screenshot({ path: path.join(screenshotDir, 'admin-country-new.png') });

    await form.getByLabel(/^ISO code/).fill('999');
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await page.getByText('The country was created.').waitFor();
    const created = await api('GET', '/api/countries/QZ');
    expect(created.body).toMatchObject({ alpha3Code: 'QZZ', isoCode: '999', iocCode: 'QZZ' });
    const top = page.locator('tbody tr').first();
    expect(await top.locator('td').nth(2).textContent()).toBe('QZ');
  });

  it('edits the new country and deletes it after the confirmation', async () => {
    const form = page.getByRole('form', { name: 'Details of QZ' });
    const save = form.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    expect(await form.getByLabel(/^Alpha-2 code/).getAttribute('readonly')).not.toBeNull();
    await form.getByLabel(/^IOC code/).fill('QZX');
    await save.click();
    await page.getByText('The country was saved.').waitFor();
    expect((await api('GET', '/api/countries/QZ')).body.iocCode).toBe('QZX');

    await form.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete the country QZ?').waitFor();
    await checkAccessibility(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await api('GET', '/api/countries/QZ')).status).toBe(200);

    await form.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await form.waitFor({ state: 'detached' });
    expect((await api('GET', '/api/countries/QZ')).status).toBe(404);
    await page.screenshot({ path: path.join(screenshotDir, 'admin-countries.png'), fullPage: true });
  });

  it('names and sorts the countries in the UI language', async () => {
    await page.getByRole('banner').getByLabel('Language').selectOption('cs');
    await page.getByRole('heading', { name: 'Země' }).waitFor();
    await page.getByRole('columnheader', { name: /^Země/ }).getByRole('button').click();
    await page.locator('th[aria-sort=ascending]', { hasText: 'Země' }).waitFor();
    await expect.poll(async () => (await names())[0]).toBe('Afghánistán');
    await page
      .getByRole('columnheader', { name: /^Kód alpha-2/ })
      .getByRole('button')
      .click();
    await expect.poll(async () => (await codes())[0]).toBe('AD');
    const austria = page
      .locator('tbody tr')
      .filter({ has: page.getByRole('cell', { name: 'AT', exact: true }) });
    expect(await austria.locator('td').nth(1).textContent()).toBe('Rakousko');
    await checkAccessibility(page);
    await page.getByRole('banner').getByLabel('Jazyk').selectOption('en');
  });
});
