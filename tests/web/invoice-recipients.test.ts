import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader } from '../harness/auth.ts';
import {
  describeViolations,
  openSignedIn,
  screenshotDir,
  seriousAccessibilityViolations,
  signedInSession,
} from './browser.ts';

const NAME = 'Müller Holding GmbH';
const PAGE = '/addresses/invoice-recipient';

async function api(method: string, url: string, username: string, body?: object) {
  const { portal } = session;
  const response = await fetch(`${portal.url}${url}`, {
    method,
    headers: {
      ...(await authHeader(portal, username)),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: response.status === 204 ? undefined : await response.json() };
}

interface Recipient {
  id: string;
  customerId: string;
  name: string;
  city: string;
  contactName: string | null;
}

async function storedRecipients(username: string, query = ''): Promise<Recipient[]> {
  const { body } = await api(
    'GET',
    `/api/invoiceRecipientAddresses?query=${encodeURIComponent(query)}`,
    username,
  );
  return body._embedded.invoiceRecipientAddresses;
}

const seeded = [
  {
    customerId: 'MUE-WERK1',
    name: 'Müller Werk Bremen',
    street: 'Hafenstraße 3',
    zipCode: '28195',
    city: 'Bremen',
  },
  {
    customerId: 'MUE-WERK2',
    name: 'Müller Werk Aachen',
    street: 'Pontstraße 9',
    zipCode: '52062',
    city: 'Aachen',
  },
  {
    customerId: 'MUE-WERK3',
    name: 'Müller Werk Kiel',
    street: 'Holstenstraße 1',
    zipCode: '24103',
    city: 'Kiel',
  },
];

const session = signedInSession({
  username: 'customer1',
  path: PAGE,
  before: async () => {
    // Customer 100001 enters its recipients by hand; 100002 keeps the default and takes them over.
    const setting = await api(
      'PUT',
      '/api/admin/customers/100001/settings/MANUAL_INVOICE_RECIPIENTS',
      'branchadmin',
      { value: true },
    );
    expect(setting.status).toBe(200);
    for (const recipient of seeded) {
      const created = await api('POST', '/api/invoiceRecipientAddresses', 'customer1', {
        ...recipient,
        country: 'DE',
      });
      expect(created.status).toBe(201);
    }
  },
  reopen: true,
  heading: 'Invoice recipients',
});

const row = (text: string) => session.page.locator('tbody tr').filter({ hasText: text }).first();
const zipCodesShown = () => session.page.locator('tbody tr td:nth-child(7)').allTextContents();

describe('invoice recipients of a customer who enters them by hand', () => {
  it('offers create, not the take-over', async () => {
    const { page } = session;
    await row('Müller Werk Bremen').waitFor();
    await page.getByRole('button', { name: 'New invoice recipient' }).waitFor();
    expect(await page.getByRole('button', { name: 'Take over invoice recipient' }).count()).toBe(0);
  });

  it('checks a new recipient in the browser, shows the errors, then saves it fixed', async () => {
    const { page } = session;
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/invoiceRecipientAddresses')) {
        posts.push(request.url());
      }
    });
    await page.getByRole('button', { name: 'New invoice recipient' }).click();
    const form = page.getByRole('form', { name: 'New invoice recipient' });
    await form.getByLabel(/^Customer number/).fill('MUE-ZENTRALE');
    await form.getByLabel(/^Name/).fill(NAME);
    await form.getByLabel(/^Street/).fill('Ballindamm 17');
    await form.getByLabel(/^Zip code/).fill('2009');
    await form.getByLabel(/^Phone/).fill('12');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('wrong postal code for country').waitFor();
    await form.getByText('is not a valid phone number').waitFor();
    await form.getByText('must not be empty').waitFor();
    expect(await form.getByLabel(/^City/).getAttribute('aria-invalid')).toBe('true');
    expect(posts).toEqual([]);

    await form.getByLabel(/^Zip code/).fill('20095');
    await form.getByLabel(/^City/).fill('Hamburg');
    await form.getByLabel(/^Phone/).fill('+49 40 3009871');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The invoice recipient was saved.').waitFor();
    await form.waitFor({ state: 'detached' });
    expect(posts).toHaveLength(1);
    expect(await storedRecipients('customer1', 'ZENTRALE')).toMatchObject([
      { customerId: 'MUE-ZENTRALE', name: NAME, city: 'Hamburg' },
    ]);
    await row(NAME).waitFor();
  });

  it('sorts by zip code and flips the direction on a second click', async () => {
    const { page } = session;
    const header = page.getByRole('columnheader', { name: /^Zip code/ });
    await header.getByRole('button').click();
    await page.locator('th[aria-sort=ascending]', { hasText: 'Zip code' }).waitFor();
    // 20539: the customer's own master data, its default while none is chosen.
    await expect.poll(zipCodesShown).toEqual(['20095', '20539', '24103', '28195', '52062']);
    await header.getByRole('button').click();
    await page.locator('th[aria-sort=descending]', { hasText: 'Zip code' }).waitFor();
    await expect.poll(zipCodesShown).toEqual(['52062', '28195', '24103', '20539', '20095']);
  });

  it('finds a recipient by search', async () => {
    const { page } = session;
    await page.getByLabel('Search').fill('Kiel');
    await row('Müller Werk Kiel').waitFor();
    await expect.poll(zipCodesShown).toEqual(['24103']);
    await page.getByLabel('Search').fill('');
    await expect.poll(async () => (await zipCodesShown()).length).toBe(5);
  });

  it('changes the contact of a recipient', async () => {
    const { page } = session;
    await page.getByRole('button', { name: `Details of ${NAME}` }).click();
    const form = page.getByRole('form', { name: `Details of ${NAME}` });
    await form.getByLabel(/^Contact name/).fill('Buchhaltung');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The invoice recipient was updated.').waitFor();
    expect(await storedRecipients('customer1', 'ZENTRALE')).toMatchObject([{ contactName: 'Buchhaltung' }]);

    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'invoice-recipients.png'), fullPage: true });
  });

  it('deletes a recipient only after the confirmation', async () => {
    const { page } = session;
    const form = page.getByRole('form', { name: `Details of ${NAME}` });
    await form.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Are you sure you want to delete the invoice recipient ${NAME}?`).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await storedRecipients('customer1', 'ZENTRALE')).toHaveLength(1);

    await form.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await row(NAME).waitFor({ state: 'detached' });
    expect(await storedRecipients('customer1', 'ZENTRALE')).toEqual([]);
  });
});

describe('invoice recipients of a customer who takes them over', () => {
  let takeOver: { browser: Browser; page: Page };

  beforeAll(async () => {
    const { portal } = session;
    takeOver = await openSignedIn(portal.url, 'customer2', PAGE);
    await takeOver.page.goto(`${portal.url}${PAGE}`);
    await takeOver.page.getByRole('heading', { name: 'Invoice recipients' }).waitFor();
  });

  afterAll(() => takeOver?.browser.close());

  it('lists the default recipient the order form offers: its own master data, marked and read-only', async () => {
    const own = takeOver.page;
    const offered = await api('GET', '/api/invoiceRecipientAddresses/default', 'customer2');
    expect(offered.body).toMatchObject({ customerId: '100002', isDefault: true });
    const line = own.locator('tbody tr').filter({ hasText: offered.body.name });
    await line.getByText('Your master data').waitFor();
    expect(await line.locator('td').nth(1).textContent()).toContain('Yes');
    expect(await line.locator('td').nth(2).textContent()).toBe('100002');
    await own.getByRole('button', { name: `Details of ${offered.body.name}` }).click();
    await own.getByText(/Your own master data is your invoice recipient while no other is chosen/).waitFor();
    expect(await own.getByRole('form', { name: `Details of ${offered.body.name}` }).count()).toBe(0);
    await own.getByRole('button', { name: `Details of ${offered.body.name}` }).click();
  });

  it('takes over a forwarder customer by its six-character number, once', async () => {
    const own = takeOver.page;
    await own.locator('tbody tr').filter({ hasText: 'Novák Logistika' }).waitFor();
    expect(await own.getByRole('button', { name: 'New invoice recipient' }).count()).toBe(0);
    await own.getByRole('button', { name: 'Take over invoice recipient' }).click();
    const dialog = own.getByRole('dialog', { name: 'Take over an invoice recipient' });
    const number = dialog.getByLabel(/^Customer number/);
    const ok = dialog.getByRole('button', { name: 'OK' });

    await number.fill('10000');
    await number.blur();
    await dialog.getByText('must have exactly 6 characters').waitFor();
    expect(await ok.isDisabled()).toBe(true);

    await number.fill('999999');
    await dialog.getByText('Invoice recipient id invalid (please contact the branch)').waitFor();
    expect(await ok.isDisabled()).toBe(true);

    await number.fill('100001');
    await dialog
      .getByRole('region', { name: 'Found' })
      .getByText(/Müller Maschinenbau GmbH/)
      .waitFor();
    await expect.poll(() => ok.isEnabled()).toBe(true);
    const violations = await seriousAccessibilityViolations(own);
    expect(violations, describeViolations(violations)).toEqual([]);
    await own.screenshot({ path: path.join(screenshotDir, 'invoice-recipients-take-over.png') });

    await ok.click();
    await own.getByText('The invoice recipient was taken over.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await own.locator('tbody tr').filter({ hasText: 'Müller Maschinenbau GmbH' }).waitFor();
    expect(await storedRecipients('customer2')).toEqual(
      expect.arrayContaining([expect.objectContaining({ customerId: '100001', city: 'Hamburg' })]),
    );

    await own.getByRole('button', { name: 'Take over invoice recipient' }).click();
    await number.fill('100001');
    await dialog.getByText('Invoice recipient already exists').waitFor();
    expect(await ok.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
