import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { customerSetting, sftpKeySignsIn, sftpSignsIn, sshKeyPair } from '../harness/sftp.ts';
import {
  describeViolations,
  openSignedIn,
  screenshotDir,
  seriousAccessibilityViolations,
  signedInSession,
} from './browser.ts';

const session = signedInSession({
  username: 'customer1',
  path: '/settings',
  before: async (portal) => {
    await customerSetting(portal, '100001', 'SFTP_ENABLED', true);
  },
  reopen: true,
  heading: 'Settings',
});

const signsIn = (username: string, password: string) => sftpSignsIn(session.portal, username, password);

describe('the SFTP account in the settings', () => {
  it('shows the account name and gives a new password, once, that signs in', async () => {
    const { page } = session;
    await page.getByRole('tab', { name: 'SFTP' }).click();
    const row = page.getByRole('row', { name: /100001/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('not set yet');
    await page.screenshot({ path: path.join(screenshotDir, 'settings-sftp-account.png'), fullPage: true });

    await row.getByRole('button', { name: 'New password' }).click();
    const dialog = page.getByRole('dialog', { name: 'New SFTP password for 100001' });
    await dialog.getByText('The current password stops working at once', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Generate new password' }).click();
    const shown = page.getByLabel('New SFTP password', { exact: true });
    await shown.waitFor();
    const password = (await shown.textContent())?.trim() ?? '';
    expect(password).toMatch(/^[a-zA-HJ-NP-Z1-9]{12}$/);
    await expect.poll(async () => row.textContent()).toContain('set');
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({
      path: path.join(screenshotDir, 'settings-sftp-new-password.png'),
      fullPage: true,
    });

    expect(await signsIn('100001', password)).toBe(true);
  });

  it('adds a pasted SSH key, which signs in, names a refused one, and removes a key after asking', async () => {
    const { page, portal } = session;
    const pair = sshKeyPair('cron@erp.example');
    const keys = page.getByRole('table', { name: 'SSH keys for 100001' });
    await keys.getByText('No keys yet', { exact: false }).waitFor();

    // A private key is refused under the field, in words, and nothing is added.
    const field = page.getByRole('textbox', { name: 'Public key' });
    await field.fill(pair.private);
    await page.getByRole('button', { name: 'Add key' }).click();
    await page.getByText('is a private key: paste the public key', { exact: false }).waitFor();
    expect(await keys.getByRole('row').count()).toBe(2);

    await field.fill(pair.public);
    await page.getByRole('textbox', { name: /^Label/ }).fill('Warehouse ERP');
    await page.getByRole('button', { name: 'Add key' }).click();
    const row = keys.getByRole('row', { name: /Warehouse ERP/ });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/ssh-ed25519 \(256 bits\)SHA256:[A-Za-z0-9+/]{43}/);
    expect(await field.inputValue()).toBe('');
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'settings-sftp-keys.png'), fullPage: true });
    expect(await sftpKeySignsIn(portal, '100001', pair.private)).toBe(true);

    await row.getByRole('button', { name: 'Remove key Warehouse ERP' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Remove the key Warehouse ERP?', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await keys.getByText('No keys yet', { exact: false }).waitFor();
    expect(await sftpKeySignsIn(portal, '100001', pair.private)).toBe(false);
  });

  it("leads to the chapter of the manual on order files, in the reader's language", async () => {
    const { page } = session;
    await page.getByRole('link', { name: 'The user manual explains the order files' }).click();
    await page.waitForURL((url) => url.pathname === '/help/manual' && url.hash === '#sftp-order-files');
    await page.getByRole('heading', { name: 'Order files by SFTP' }).waitFor();
    await page.getByText('orderNumber;shippingDate;deliveryDate').waitFor();
    await page.getByText('row 3, consigneeZipCode: must not be empty').waitFor();
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.locator('#sftp-order-files').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(screenshotDir, 'help-manual-sftp-en.png') });

    await page.getByRole('banner').getByLabel('Language', { exact: true }).selectOption('de');
    await page.getByRole('heading', { name: 'Auftragsdateien per SFTP' }).waitFor();
    await page.getByRole('heading', { name: 'Der Fehlerbericht' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(screenshotDir, 'help-manual-sftp-de.png') });
  });

  it('is not offered to a user whose customer has no SFTP', async () => {
    const { portal } = session;
    const other = await openSignedIn(portal.url, 'customer2', '/settings');
    try {
      await other.page.goto(`${portal.url}/settings`);
      await other.page.getByRole('tab', { name: 'Notifications' }).waitFor();
      await other.page.waitForLoadState('networkidle');
      expect(await other.page.getByRole('tab', { name: 'SFTP' }).count()).toBe(0);
    } finally {
      await other.browser.close();
    }
  });
});
