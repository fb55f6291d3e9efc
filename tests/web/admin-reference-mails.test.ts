import { appendFile, copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailCatcher, startMailCatcher } from '../../services/mail/mail-catcher.ts';
import { eventually } from '../harness/eventually.ts';
import { type Api, apiAs, type Json, order } from '../shipments-helpers.ts';
import {
  describeViolations,
  screenshotDir,
  seriousAccessibilityViolations,
  signedInSession,
} from './browser.ts';

let catcher: MailCatcher;
let scratch: string;
let zipSource: string;
let admin: Api;
let customer: Api;

/** Areas the zip code source has and the bundled extract has not, for a real sync. */
const POLISH_AREAS = [
  ['PL', '00-001', 'Warszawa', 'Mazowieckie'],
  ['PL', '00-950', 'Warszawa', 'Mazowieckie'],
  ['PL', '31-001', 'Kraków', 'Małopolskie'],
];

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'admin-reference-'));
  zipSource = path.join(scratch, 'zip.tsv');
  await copyFile(
    new URL('../../services/masterdata/data/zip-codes.geonames.tsv', import.meta.url),
    zipSource,
  );
  await appendFile(zipSource, POLISH_AREAS.map((row) => `${row.join('\t')}\t\t\t\t\t\t\t\t\n`).join(''));
  catcher = await startMailCatcher();
});

afterAll(async () => {
  await catcher?.stop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

// The mail catcher and the zip code source are there first: the portal is configured with them.
const session = signedInSession({
  username: 'admin',
  path: '/administration/products',
  env: () => ({
    ZIP_SOURCE: zipSource,
    SMTP_URL: catcher.url,
    MAIL_MAX_RETRIES: '1',
    MAIL_RETRY_BASE_MS: '30',
  }),
  before: async (portal) => {
    admin = await apiAs(portal, 'admin');
    customer = await apiAs(portal, 'customer1');
  },
  timeout: 180_000,
});

async function open(route: string, title: string) {
  const { page, portal } = session;
  await page.goto(`${portal.url}${route}`);
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
}

async function expectAccessible(name: string) {
  const { page } = session;
  const violations = await seriousAccessibilityViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

const rows = () => session.page.locator('tbody tr');
const row = (text: string) => rows().filter({ hasText: text }).first();
/** The text of a column (1 is the opener) of every row. */
const columnTexts = (column: number) =>
  session.page.locator(`tbody tr td:nth-child(${column})`).allTextContents();
/** A field of an opened read-only detail: the definition after its label. */
const field = (detail: ReturnType<Page['getByRole']>, label: string) =>
  detail
    .locator('dl > div')
    .filter({ has: session.page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

async function announce(): Promise<string> {
  const created = await customer.request('POST', '/api/shipments', {
    body: order({ state: 'CREATE_ANNOUNCEMENT' }),
  });
  expect(created.status).toBe(201);
  expect(created.body.state).toBe('ANNOUNCED');
  return created.body.shipmentNumber;
}

async function mailOf(number: string, status: string): Promise<Json> {
  return eventually(async () => {
    const { body } = await admin.request('GET', `/api/admin/mailPersistenceEvents?query=${number}`);
    const mail = body._embedded.mailPersistenceEvents[0];
    return mail?.status === status ? mail : undefined;
  });
}

describe('reference data for administrators', () => {
  it('lists the products with P01 and opens its read-only detail', async () => {
    const { page } = session;
    await open('/administration/products', 'Products');
    await row('P01').waitFor();
    expect(await columnTexts(2)).toContain('P01');
    await page.getByRole('button', { name: 'Details of P01 Standard' }).click();
    const detail = page.getByRole('region', { name: 'Details of P01 Standard' });
    expect(await field(detail, 'Identifier').textContent()).toBe('P01');
    expect(await field(detail, 'Name').textContent()).toBe('Standard');
    // Read-only: nothing to type into or save.
    expect(await detail.locator('input, textarea, select').count()).toBe(0);
    expect(await detail.getByRole('button').count()).toBe(0);
    await expectAccessible('admin-products');
  });

  it('pages the UN numbers 100 at a time by the next link', async () => {
    const { page } = session;
    await open('/administration/hazmats', 'UN numbers');
    await page.getByText('100 of 370 entries shown').waitFor();
    expect(await rows().count()).toBe(100);
    const [next] = await Promise.all([
      page.waitForRequest((request) => request.url().includes('/api/hazmats?')),
      page.getByRole('button', { name: 'Load more' }).click(),
    ]);
    expect(new URL(next.url()).searchParams.get('page')).toBe('1');
    await page.getByText('200 of 370 entries shown').waitFor();
    expect(await rows().count()).toBe(200);
    const numbers = await columnTexts(2);
    expect(numbers).toEqual([...numbers].sort());
  });

  it('finds UN 1203 and shows its class in the detail', async () => {
    const { page } = session;
    await open('/administration/hazmats', 'UN numbers');
    await page.getByRole('searchbox', { name: 'Search' }).fill('1203');
    await eventually(async () => {
      const numbers = await columnTexts(2);
      return numbers.length > 0 && numbers.every((number) => number === '1203') ? true : undefined;
    });
    const opener = page.getByRole('button', { name: /^Details of UN 1203 MOTOR SPIRIT/ });
    await opener.click();
    const detail = page.getByRole('region', { name: /^Details of UN 1203 MOTOR SPIRIT/ });
    expect(await field(detail, 'Class').textContent()).toBe('3');
    expect(await field(detail, 'Classification code').textContent()).toBe('F1');
    expect(await field(detail, 'Packing group').textContent()).toBe('II');
    expect(await field(detail, 'Unit').textContent()).toBe('litres (l)');
    expect(await field(detail, 'Tunnel restriction code').textContent()).toBe('D/E');
    await expectAccessible('admin-hazmats');
  });

  it('sorts the delivery-note codes by identifier, and the other way round on request', async () => {
    const { page } = session;
    await open('/administration/notificationCodes', 'Delivery note codes');
    await rows().first().waitFor();
    const header = page.getByRole('columnheader', { name: 'Identifier' });
    expect(await header.getAttribute('aria-sort')).toBe('ascending');
    const ascending = await columnTexts(2);
    expect(ascending.length).toBeGreaterThan(3);
    expect(ascending).toEqual([...ascending].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const value of await columnTexts(5))
      expect(['Allowed', '✓ Allowed', 'Not allowed']).toContain(value);
    await header.getByRole('button').click();
    await eventually(async () => ((await columnTexts(2))[0] === ascending.at(-1) ? true : undefined));
    expect(await header.getAttribute('aria-sort')).toBe('descending');
    expect(await columnTexts(2)).toEqual([...ascending].reverse());
    await expectAccessible('admin-notification-codes');
  });
});

describe('the zip code areas', () => {
  const posts: string[] = [];
  const countries = () => session.page.getByRole('combobox', { name: 'Countries' });
  /** Waits for the list to ask for exactly these filters (the search box is debounced). */
  const listed = (filters: { country: string; query: string | null }) =>
    session.page.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        response.request().method() === 'GET' &&
        url.pathname === '/api/zipCodeAreas' &&
        url.searchParams.get('country') === filters.country &&
        url.searchParams.get('query') === filters.query
      );
    });

  async function chooseCountry(code: string, name: string) {
    const { page } = session;
    await countries().click();
    await countries().fill(code);
    await page.getByRole('option', { name: `${code} – ${name}` }).click();
  }

  async function refusedWith(message: string) {
    const { page } = session;
    await page.getByRole('button', { name: 'Synchronise' }).click();
    const dialog = page.getByRole('dialog', { name: 'Synchronise zip code areas' });
    await dialog.getByText(message).waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  it('refuses to sync two countries, or without a search, with an info dialog', async () => {
    const { page } = session;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/zipCodeAreas'))
        posts.push(request.url());
    });
    await open('/administration/zipCodeAreas', 'Zip code areas');
    await row('DE').waitFor();
    await chooseCountry('DE', 'Germany');
    await chooseCountry('AT', 'Austria');
    const wien = listed({ country: 'DE,AT', query: 'Wien' });
    await page.getByRole('searchbox', { name: 'Search' }).fill('Wien');
    await wien;
    await row('Wien').waitFor();
    await refusedWith('Only one country can be synchronised at a time.');

    const poland = listed({ country: 'PL', query: null });
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await countries().press('Backspace');
    await countries().press('Backspace');
    await chooseCountry('PL', 'Poland');
    await poland;
    await page.getByText('No entries found.').waitFor();
    await refusedWith('A search query is needed to synchronise.');
    expect(posts).toEqual([]);
  });

  it('syncs one country and a search, says so and shows the new areas', async () => {
    const { page } = session;
    const warszawa = listed({ country: 'PL', query: 'Warszawa' });
    await page.getByRole('searchbox', { name: 'Search' }).fill('Warszawa');
    await warszawa;
    await page.getByText('0 of 0 entries shown').waitFor();
    await page.getByRole('button', { name: 'Synchronise' }).click();
    await page.getByText('2 of 2 zip code areas were added.').waitFor();
    await row('00-950').waitFor();
    expect(await columnTexts(3)).toEqual(['00-001', '00-950']);
    expect(await columnTexts(4)).toEqual(['Warszawa', 'Warszawa']);
    expect(posts).toHaveLength(1);
    expect(new URL(posts[0]!).searchParams.get('country')).toBe('PL');
    expect(new URL(posts[0]!).searchParams.get('query')).toBe('Warszawa');
    await page.getByRole('button', { name: 'Details of PL 00-950 Warszawa' }).click();
    const detail = page.getByRole('region', { name: 'Details of PL 00-950 Warszawa' });
    expect(await field(detail, 'Zip code').textContent()).toBe('00-950');
    await expectAccessible('admin-zip-code-areas');
  });
});

describe('the mail event log', () => {
  const search = () => session.page.getByRole('searchbox', { name: 'Search' });

  it('shows the shipping notice of an announced shipment, its recipients and a link to the shipment', async () => {
    const { page } = session;
    const number = await announce();
    const mail = await mailOf(number, 'SENT');
    await open('/administration/mailPersistenceEvents', 'Mail events');
    const header = page.getByRole('columnheader', { name: 'Date' });
    expect(await header.getAttribute('aria-sort')).toBe('descending');
    await search().fill(number);
    const line = row(mail.subject);
    await line.getByText('Sent').waitFor();
    expect(await line.locator('td').nth(1).textContent()).toBe(number);
    expect(await line.locator('td').nth(2).textContent()).toBe('100001');
    expect(await line.locator('td').nth(4).textContent()).toContain('avis.ham@freight-portal.local');

    await page.getByRole('button', { name: `Details of ${mail.subject}` }).click();
    const detail = page.getByRole('region', { name: `Details of ${mail.subject}` });
    expect(await field(detail, 'Recipients').textContent()).toContain('avis.ham@freight-portal.local');
    expect(await field(detail, 'Status').textContent()).toBe('Sent');
    expect(await field(detail, 'Retries').textContent()).toBe('0 of 1');
    expect(await field(detail, 'Sent on').count()).toBe(1);
    await detail.locator('iframe').waitFor();
    expect(await detail.locator('iframe').getAttribute('sandbox')).toBe('');
    // The mail reads in the app's font, not the browser's default serif.
    const fontOf = (element: Element) => getComputedStyle(element).fontFamily;
    const content = detail.frameLocator('iframe').locator('body');
    await content.locator('p').first().waitFor();
    expect(await content.evaluate(fontOf)).toBe(await page.locator('body').evaluate(fontOf));
    expect(await detail.getByRole('button', { name: 'Send again' }).count()).toBe(0);
    const link = field(detail, 'Shipment number').getByRole('link', { name: number });
    expect(await link.getAttribute('href')).toBe(`/shipments/list?searchText=${number}`);
    await expectAccessible('admin-mail-events');

    await link.click();
    await page.waitForURL((url) => url.pathname === '/shipments/list');
    await page.getByRole('heading', { name: 'Shipment overview' }).waitFor();
    // The shipment list searches for the number.
    expect(await page.getByRole('searchbox', { name: 'Search shipments' }).inputValue()).toBe(number);
  });

  it('offers a given-up mail to be sent again, and sending it changes its status', async () => {
    const { page } = session;
    catcher.failNext(2, 'mailbox unavailable');
    const number = await announce();
    const mail = await mailOf(number, 'GIVEN_UP');
    await open('/administration/mailPersistenceEvents', 'Mail events');
    await search().fill(number);
    const line = row(mail.subject);
    await line.getByText('Given up').waitFor();
    await page.getByRole('button', { name: `Details of ${mail.subject}` }).click();
    const detail = page.getByRole('region', { name: `Details of ${mail.subject}` });
    expect(await field(detail, 'Status message').textContent()).toContain('mailbox unavailable');
    expect(await field(detail, 'Retries').textContent()).toBe(`${mail.retry} of 1`);
    expect(await field(detail, 'Sent on').count()).toBe(0);
    const retry = detail.getByRole('button', { name: 'Send again' });
    await expectAccessible('admin-mail-event-given-up');

    await retry.click();
    await page.getByText(`The mail “${mail.subject}” will be sent again.`).waitFor();
    await retry.waitFor({ state: 'detached' });
    expect(await field(detail, 'Status').textContent()).not.toBe('Given up');
    await line.getByText(/^(Queued|Sent)$/).waitFor();
    await mailOf(number, 'SENT');
    expect(catcher.received.some((received) => received.subject.includes(number))).toBe(true);
  });
});
