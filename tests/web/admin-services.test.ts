import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { authHeader } from '../harness/auth.ts';
import {
  describeViolations,
  screenshotDir,
  seriousAccessibilityViolations,
  signedInSession,
} from './browser.ts';

const PAGE = '/administration/services';

async function sftpStatus() {
  const { portal } = session;
  const response = await fetch(`${portal.url}/api/admin/services/sftp/status`, {
    headers: await authHeader(portal, 'admin'),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { enabled: boolean; changedBy: string | null };
}

const session = signedInSession({
  username: 'admin',
  path: PAGE,
  heading: 'Services',
});

describe('services administration', () => {
  it('shows the SFTP processing stopped and starts and stops it', async () => {
    const { page } = session;
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
    const { page } = session;
    await page.route('**/api/admin/services/sftp/status', (route) =>
      route.fulfill({ status: 503, contentType: 'application/problem+json', body: '{"status":503}' }),
    );
    await page.reload();
    await expect.poll(() => page.getByTestId('sftp-status').textContent()).toMatch(/^unknown/);
    expect(await page.getByRole('button', { name: /Starten|Stoppen/ }).count()).toBe(0);
    await page.unroute('**/api/admin/services/sftp/status');
  });
});
