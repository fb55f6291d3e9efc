import path from 'node:path';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { authHeader } from '../harness/auth.ts';
import {
  describeViolations,
  screenshotDir,
  seriousAccessibilityViolations,
  signedInSession,
} from './browser.ts';

const NAME = 'Lager Nord Logistik';
const RECIPIENT = 'Müller Holding GmbH (MUE-ZENTRALE)';
const ROLE_REQUIRED = 'At least sender, consignee or loading site must be selected.';

const session = signedInSession({
  username: 'customer1',
  path: '/addresses/addresses',
  before: async (portal) => {
    const created = await fetch(`${portal.url}/api/invoiceRecipientAddresses`, {
      method: 'POST',
      // Entered by the branch: the customer itself takes recipients over by customer number.
      headers: { ...(await authHeader(portal, 'branchadmin')), 'content-type': 'application/json' },
      body: JSON.stringify({
        ownerCustomerId: '100001',
        customerId: 'MUE-ZENTRALE',
        name: 'Müller Holding GmbH',
        street: 'Ballindamm 17',
        zipCode: '20095',
        city: 'Hamburg',
        country: 'DE',
      }),
    });
    expect(created.status).toBe(201);
  },
  reopen: true,
  heading: 'Address book',
});

interface StoredAddress {
  types: string[];
  invoiceRecipient: { customerId: string } | null;
  autosendShippingDocuments: boolean;
  isDefaultConsigneeAddress: boolean;
}

async function storedAddress(name: string): Promise<StoredAddress | undefined> {
  const { portal } = session;
  const response = await fetch(`${portal.url}/api/addresses?query=${encodeURIComponent(name)}`, {
    headers: await authHeader(portal, 'customer1'),
  });
  const body = (await response.json()) as { _embedded: { addresses: StoredAddress[] } };
  return body._embedded.addresses[0];
}

const row = (text: string) => session.page.locator('tbody tr').filter({ hasText: text }).first();
const type = (form: Locator, name: string) => form.getByRole('checkbox', { name, exact: true });

describe('address types in the address form', () => {
  it('offers a default only with its role, drops it with the role and asks for a role', async () => {
    const { page } = session;
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/addresses')) posts.push(request.url());
    });
    await page.getByRole('button', { name: 'New address' }).click();
    const form = page.getByRole('form', { name: 'New address' });
    expect(await type(form, 'Default sender').isDisabled()).toBe(true);
    expect(await type(form, 'Default consignee').isDisabled()).toBe(true);

    await type(form, 'Sender').check();
    await type(form, 'Default sender').check();
    expect(await type(form, 'Default sender').isChecked()).toBe(true);
    await type(form, 'Sender').uncheck();
    expect(await type(form, 'Default sender').isChecked()).toBe(false);
    expect(await type(form, 'Default sender').isDisabled()).toBe(true);
    await form.getByText(ROLE_REQUIRED).waitFor();

    await form.getByLabel(/^Name/).fill(NAME);
    await form.getByLabel(/^Street/).fill('Am Hafen 4');
    await form.getByLabel(/^Zip code/).fill('24103');
    await form.getByLabel(/^Zip code/).blur();
    // The city follows the zip code.
    await expect.poll(() => form.getByLabel(/^City/).inputValue()).toBe('Kiel');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText(ROLE_REQUIRED).waitFor();
    expect(posts).toEqual([]);

    await type(form, 'Consignee').check();
    await form.getByText(ROLE_REQUIRED).waitFor({ state: 'detached' });
    expect(await form.getByLabel('Invoice recipient').isDisabled()).toBe(true);
    expect(await form.getByLabel('Send shipping documents automatically').isDisabled()).toBe(true);

    await type(form, 'Loading site').check();
    await form.getByLabel('Invoice recipient').click();
    await page.getByRole('option', { name: RECIPIENT }).click();
    await form.getByLabel('Send shipping documents automatically').check();
    await form.getByLabel(/^E-mail/).fill('lager@nord.example');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The address was saved.').waitFor();
    expect(posts).toHaveLength(1);
    expect(await storedAddress(NAME)).toMatchObject({
      types: ['CONSIGNEE', 'LOADING_SITE'],
      invoiceRecipient: { customerId: 'MUE-ZENTRALE' },
      autosendShippingDocuments: true,
    });
  });

  it('clears the invoice recipient and autosend when the loading site goes', async () => {
    const { page } = session;
    await page.getByRole('button', { name: `Details of ${NAME}` }).click();
    const form = page.getByRole('form', { name: `Details of ${NAME}` });
    expect(await form.getByLabel('Invoice recipient').inputValue()).toBe(RECIPIENT);
    await type(form, 'Loading site').uncheck();
    expect(await form.getByLabel('Invoice recipient').inputValue()).toBe('');
    expect(await form.getByLabel('Invoice recipient').isDisabled()).toBe(true);
    expect(await form.getByLabel('Send shipping documents automatically').isChecked()).toBe(false);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The address was updated.').waitFor();
    expect(await storedAddress(NAME)).toMatchObject({
      types: ['CONSIGNEE'],
      invoiceRecipient: null,
      autosendShippingDocuments: false,
    });
    await page.getByRole('button', { name: `Details of ${NAME}` }).click();
  });

  it("keeps the customer's own sender address from being a loading site, its provider data read-only", async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'Details of Müller Maschinenbau GmbH' }).click();
    const form = page.getByRole('form', { name: 'Details of Müller Maschinenbau GmbH' });
    await form.getByText(/only contact data can be changed here/).waitFor();
    expect(await type(form, 'Loading site').isDisabled()).toBe(true);
    for (const label of [/^Name/, /^Street/, /^Zip code/, /^Customer number/, 'Provider customer number']) {
      expect(await form.getByLabel(label).getAttribute('readonly'), String(label)).not.toBeNull();
    }
    expect(await form.getByLabel(/^Contact name/).getAttribute('readonly')).toBeNull();

    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'address-types.png'), fullPage: true });
    await page.getByRole('button', { name: 'Details of Müller Maschinenbau GmbH' }).click();
  });

  it('marks the default consignee in the list', async () => {
    const { page } = session;
    const consignee = 'Schmidt Werkzeugbau GmbH';
    expect(await row(consignee).getByRole('cell').last().textContent()).toBe('No');
    await page.getByRole('button', { name: `Details of ${consignee}` }).click();
    const form = page.getByRole('form', { name: `Details of ${consignee}` });
    await type(form, 'Default consignee').check();
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The address was updated.').waitFor();
    await expect.poll(() => row(consignee).getByRole('cell').last().textContent()).toBe('✓ Yes');
    expect(await storedAddress(consignee)).toMatchObject({ isDefaultConsigneeAddress: true });
  });
});
