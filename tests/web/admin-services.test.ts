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
let browser: Browser;
let page: Page;

const PAGE = '/administration/services';

async function sftpStatus() {
  const response = await fetch(`${portal.url}/api/admin/services/sftp/status`, {
    headers: await authHeader(portal, 'admin'),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { enabled: boolean; changedBy: string | null };
}

beforeAll(async () => {
  await ensureWebBuild();
  portal = await startTestPortal();
  ({ browser, page } = await openSignedIn(portal.url, 'admin', PAGE));
  await page.getByRole('heading', { name: 'Services' }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('services administration', () => {
  it('shows the SFTP processing stopped and starts and stops it', async () => {
    const status = page.getByTestId('sftp-status');
    await expect.poll(() => status.textContent()).toBe('gestoppt');
    await page.getByRole('heading', { name: 'SFTP-Verarbeitung' }).waitFor();
    expect(await page.getByRole('button', { name: 'Stoppen' }).count()).toBe(0);

    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await page.getByRole('button', { name: 'Starten' }).click();
    await expect.poll(() => status.textContent()).toBe('gestartet');
    expect(await sftpStatus()).toMatchObject({ enabled: true, changedBy: 'admin' });
    await page.getByRole('button', { name: 'Stoppen' }).waitFor();
    await page.getByText(/Last changed .* by admin/).waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'admin-services-started.png') });

    // The state is the server's: after a reload it is still started.
    await page.reload();
    await expect.poll(() => page.getByTestId('sftp-status').textContent()).toBe('gestartet');
    await page.getByRole('button', { name: 'Stoppen' }).click();
    await expect.poll(() => page.getByTestId('sftp-status').textContent()).toBe('gestoppt');
    expect((await sftpStatus()).enabled).toBe(false);
  });

  it('shows the status as unknown when it cannot be read', async () => {
    await page.route('**/api/admin/services/sftp/status', (route) =>
      route.fulfill({ status: 503, contentType: 'application/problem+json', body: '{"status":503}' }),
    );
    await page.reload();
    await expect.poll(() => page.getByTestId('sftp-status').textContent()).toMatch(/^unknown/);
    expect(await page.getByRole('button', { name: /Starten|Stoppen/ }).count()).toBe(0);
    await page.unroute('**/api/admin/services/sftp/status');
  });
});
