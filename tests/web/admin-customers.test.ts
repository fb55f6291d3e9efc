import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { authHeader } from '../harness/auth.ts';
import { sshKeyPair } from '../harness/sftp.ts';
import {
  describeViolations,
  openSignedIn,
  screenshotDir,
  seriousAccessibilityViolations,
  signedInSession,
} from './browser.ts';

const PAGE = '/administration/customers';

async function api(method: string, url: string, username = 'centraladmin') {
  const { portal } = session;
  const response = await fetch(`${portal.url}${url}`, {
    method,
    headers: await authHeader(portal, username),
  });
  return { status: response.status, body: response.status === 204 ? undefined : await response.json() };
}

async function addressCount(customerId: string): Promise<number> {
  const { body } = await api('GET', `/api/admin/customers/${customerId}/addresses`);
  return body.page.totalElements;
}

const customerRow = (customerId: string) =>
  session.page.locator('tbody tr').filter({ hasText: customerId }).first();
const openCustomer = (customerId: string) =>
  session.page.getByRole('button', { name: new RegExp(`^Customer ${customerId} `) });

const CSV = [
  'name;street;zipCode;city;country;types',
  'Kovárna Plzeň s.r.o.;Tylova 57;31600;Plzeň;CZ;CONSIGNEE',
  'Liberecké Textilie a.s.;Šumavská 3;460 01;Liberec;CZ;CONSIGNEE',
].join('\r\n');

const session = signedInSession({
  username: 'centraladmin',
  path: `${PAGE}?searchText=100001`,
  acceptDownloads: true,
  reopen: true,
  heading: 'Customers',
});

describe('customer administration for a central admin', () => {
  it('opens with the searchText of the address and finds customers by the search box', async () => {
    const { page } = session;
    expect(await page.getByLabel('Search customers').inputValue()).toBe('100001');
    await customerRow('Müller Maschinenbau GmbH').waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await page.getByLabel('Search customers').fill('Novák');
    await customerRow('100002').waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await page.getByLabel('Search customers').fill('100001');
    await customerRow('Müller Maschinenbau GmbH').waitFor();
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  it('creates a customer through the lookup dialog, refusing an existing id', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'New customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'New customer' });
    const ok = dialog.getByRole('button', { name: 'OK' });
    await dialog.getByLabel(/^Customer number/).fill('10000');
    expect(await ok.isDisabled()).toBe(true);
    await dialog.getByLabel(/^Customer number/).fill('100001');
    await dialog.getByText('A customer with this id already exists.').waitFor();
    expect(await ok.isDisabled()).toBe(true);

    await dialog.getByLabel(/^Customer number/).fill('200001');
    await dialog.getByText('No customer with this id yet.', { exact: false }).waitFor();
    expect(await ok.isDisabled()).toBe(true);
    await dialog.getByLabel(/^Name/).fill('Donau Handels GmbH');
    await dialog.getByLabel(/^Street/).fill('Handelskai 94');
    await dialog.getByLabel(/^Zip code/).fill('1200');
    await dialog.getByLabel(/^City/).fill('Wien');
    await dialog.getByLabel(/^Country/).fill('AT');
    await dialog.getByLabel(/^Branch/).click();
    await page.getByRole('option', { name: /^VIE/ }).click();
    await ok.click();
    await page.getByText('The customer was created.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const created = await api('GET', '/api/admin/customers/200001');
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name: 'Donau Handels GmbH',
      location: 'VIE',
      country: 'AT',
      activated: true,
    });
  });

  it('deletes a customer only after the confirm box is ticked', async () => {
    const { page } = session;
    await page.getByLabel('Search customers').fill('200001');
    await openCustomer('200001').click();
    await page.getByRole('button', { name: 'Delete customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete customer 200001' });
    const remove = dialog.getByRole('button', { name: 'Delete customer' });
    expect(await remove.isDisabled()).toBe(true);
    await dialog.getByLabel('Yes, I want to delete this customer').check();
    await remove.click();
    await page.getByText('Customer 200001 was deleted.').waitFor();
    await page.getByText('No customers found.').waitFor();
    expect((await api('GET', '/api/admin/customers/200001')).status).toBe(404);
  });

  it('edits the master data and closes the row after saving', async () => {
    const { page } = session;
    await page.getByLabel('Search customers').fill('100001');
    await openCustomer('100001').click();
    const form = page.getByRole('form', { name: 'Master data' });
    const invitation = form.getByRole('link', { name: 'Registration link for a new user' });
    expect(await invitation.getAttribute('href')).toMatch(/\/registration\?customerId=100001&hash=\w+/);
    await form.getByLabel(/^Additional name/).fill('Werk Nord');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The customer was saved.').waitFor();
    await form.waitFor({ state: 'detached' });
    expect((await api('GET', '/api/admin/customers/100001')).body.additionalName).toBe('Werk Nord');
  });

  it('changes a setting at once and generates an SFTP password shown once', async () => {
    const { page } = session;
    await openCustomer('100001').click();
    await page.getByRole('tab', { name: 'Settings' }).click();
    const quotation = page.getByRole('switch', { name: 'Quotations enabled' });
    expect(await quotation.isChecked()).toBe(false);
    await quotation.click({ force: true });
    await page.getByText('Quotations enabled was saved.').waitFor();
    const settings = await api('GET', '/api/admin/customers/100001/settings');
    expect(
      settings.body.find((setting: { name: string }) => setting.name === 'QUOTATION_ENABLED').value,
    ).toBe(true);
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.getByRole('button', { name: 'Generate new password' }).click();
    const password = await page.getByTestId('sftp-password').textContent();
    expect(password).toMatch(/^[a-zA-HJ-NP-Z1-9]{12}$/);
  });

  it("keeps the SSH keys of the customer's SFTP account beside its password", async () => {
    const { page } = session;
    // Opened afresh: the password generated before is no longer shown.
    await page.getByRole('tab', { name: 'Master data' }).click();
    await page.getByRole('tab', { name: 'Settings' }).click();
    const keys = page.getByRole('table', { name: 'SSH keys for 100001' });
    await keys.getByText('No keys yet', { exact: false }).waitFor();
    await page.getByRole('textbox', { name: 'Public key' }).fill(sshKeyPair('erp@customer').public);
    await page.getByRole('button', { name: 'Add key' }).click();
    const row = keys.getByRole('row', { name: /erp@customer/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('(centraladmin)');
    const listed = await api('GET', '/api/admin/customers/100001/sftpKeys');
    expect(listed.body._embedded.sftpKeys).toMatchObject([
      { label: 'erp@customer', createdBy: 'centraladmin' },
    ]);
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await row.getByRole('button', { name: 'Remove key erp@customer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await keys.getByText('No keys yet', { exact: false }).waitFor();
    expect((await api('GET', '/api/admin/customers/100001/sftpKeys')).body._embedded.sftpKeys).toEqual([]);
  });

  it('adds an invoice recipient of the customer in the extra-large dialog', async () => {
    const { page } = session;
    await page.getByRole('tab', { name: 'Invoice recipients' }).click();
    // The customer's own master data is its default while none is chosen: listed, not editable.
    const own = page.getByRole('tabpanel').locator('tbody tr', { hasText: 'Müller Maschinenbau GmbH' });
    await own.getByText('Customer master data').waitFor();
    expect(await own.getByRole('button').count()).toBe(0);
    await page.getByRole('button', { name: 'Add invoice recipient' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add invoice recipient – customer 100001' });
    await dialog.getByLabel(/^Customer number/).fill('HAM-ZENTRALE');
    await dialog.getByLabel(/^Name/).fill('Müller Zentrale');
    await dialog.getByLabel(/^Street/).fill('Ballindamm 17');
    await dialog.getByLabel(/^Zip code/).fill('20095');
    await dialog.getByLabel(/^City/).fill('Hamburg');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('tabpanel').locator('tbody tr', { hasText: 'Müller Zentrale' }).waitFor();
    const stored = await api('GET', '/api/invoiceRecipientAddresses?ownerCustomerId=100001');
    expect(stored.body._embedded.invoiceRecipientAddresses).toMatchObject([
      { ownerCustomerId: '100001', customerId: '100001', id: null, isDefault: true },
      { ownerCustomerId: '100001', customerId: 'HAM-ZENTRALE', name: 'Müller Zentrale' },
    ]);
    await page.getByRole('button', { name: 'Edit Müller Zentrale' }).click();
    await page.getByRole('dialog', { name: 'Edit invoice recipient – customer 100001' }).waitFor();
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  });

  it('imports, exports and deletes addresses of the customer', async () => {
    const { page } = session;
    const before = await addressCount('100001');
    await page.getByRole('tab', { name: 'Addresses' }).click();
    const count = page.getByTestId('address-count');
    await expect.poll(() => count.textContent()).toBe(`Addresses: ${before}`);

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^Import addresses/ });
    // A row without a street is refused with the row's error, and nothing is imported.
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'broken.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('name;street;zipCode;city;country\r\nOhne Straße GmbH;;20095;Hamburg;DE'),
    });
    await dialog.getByRole('button', { name: 'Import file' }).click();
    await dialog.getByText(/^Row 1, street:/).waitFor();
    expect(await addressCount('100001')).toBe(before);

    await dialog.locator('input[type=file]').setInputFiles({
      name: 'addresses.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV),
    });
    await dialog.getByRole('button', { name: 'Import file' }).click();
    await page.getByText('Addresses imported: 2').waitFor();
    await expect.poll(() => count.textContent()).toBe(`Addresses: ${before + 2}`);
    await page.getByRole('tabpanel').locator('tbody tr', { hasText: 'Kovárna Plzeň s.r.o.' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('100001.vcf');
    const vcf = readFileSync((await download.path()) as string, 'utf8');
    expect(vcf.match(/BEGIN:VCARD/g)).toHaveLength(before + 2);

    await page.getByRole('button', { name: 'Delete Kovárna Plzeň s.r.o.' }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await confirm.getByText('Kovárna Plzeň s.r.o.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => count.textContent()).toBe(`Addresses: ${before + 1}`);
    expect(await addressCount('100001')).toBe(before + 1);

    // A new address entered here belongs to this customer, not to the administrator.
    await page.getByRole('tabpanel').getByRole('button', { name: 'New address' }).click();
    const form = page.getByRole('form', { name: 'New address' });
    await form.getByLabel(/^Name/).fill('Lager Harburg GmbH');
    await form.getByLabel(/^Street/).fill('Seehafenstraße 2');
    await form.getByLabel(/^Zip code/).fill('21079');
    await form.getByLabel(/^Zip code/).blur();
    // The city follows the zip code.
    await expect.poll(() => form.getByLabel(/^City/).inputValue()).toBe('Hamburg');
    await form.getByRole('checkbox', { name: 'Consignee', exact: true }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The address was saved.').waitFor();
    await expect.poll(() => count.textContent()).toBe(`Addresses: ${before + 2}`);
    const { body } = await api('GET', '/api/admin/customers/100001/addresses?query=Harburg');
    expect(body._embedded.addresses).toEqual([expect.objectContaining({ name: 'Lager Harburg GmbH' })]);
  });

  it('adds a user found by three characters, not one assigned already', async () => {
    const { page } = session;
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('tabpanel').locator('tbody tr', { hasText: 'customer1' }).waitFor();
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: /^Add user/ });
    await dialog.getByLabel(/^Search users/).fill('cu');
    await page.waitForTimeout(800);
    expect(await dialog.locator('tbody tr').count()).toBe(0);
    await dialog.getByLabel(/^Search users/).fill('customer');
    await dialog.locator('tbody tr', { hasText: 'customer2' }).waitFor();
    expect(
      await dialog.locator('tbody tr', { hasText: 'customer1' }).getByText('Already assigned').count(),
    ).toBe(1);
    await dialog.getByRole('button', { name: 'Add customer2' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('tabpanel').locator('tbody tr', { hasText: 'customer2' }).waitFor();
    const members = await api('GET', '/api/admin/customers/100001/members');
    expect(members.body._embedded.users.map((user: { username: string }) => user.username)).toEqual([
      'customer1',
      'customer2',
    ]);
  });

  it('passes the accessibility check with a customer open', async () => {
    const { page } = session;
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.getByRole('tab', { name: 'Addresses' }).click();
    await page.getByTestId('address-count').waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'admin-customers.png'), fullPage: true });
  });
});

describe('customer administration for a branch admin', () => {
  it('lists only the customers of branch HAM and preselects that branch for new customers', async () => {
    const { portal } = session;
    const branch = await openSignedIn(portal.url, 'branchadmin', PAGE);
    try {
      const own = branch.page;
      await own.goto(`${portal.url}${PAGE}`);
      await own.locator('tbody tr', { hasText: '100001' }).waitFor();
      await expect.poll(() => own.locator('tbody tr').count()).toBe(1);
      expect(await own.locator('tbody tr', { hasText: '100002' }).count()).toBe(0);
      await own.getByRole('button', { name: 'New customer' }).click();
      const dialog = own.getByRole('dialog', { name: 'New customer' });
      await dialog.getByLabel(/^Customer number/).fill('300001');
      const location = dialog.getByLabel(/^Branch/);
      await expect.poll(() => location.inputValue()).toMatch(/^HAM/);
      expect(await location.isDisabled()).toBe(true);
    } finally {
      await branch.browser.close();
    }
  });
});
