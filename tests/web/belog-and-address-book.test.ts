import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader } from '../harness/auth.ts';
import { startTestPortal, type TestPortal } from '../harness/portal.ts';
import { order } from '../shipments-helpers.ts';
import {
  describeViolations,
  ensureWebBuild,
  openSignedIn,
  screenshotDir,
  seriousAccessibilityViolations,
} from './browser.ts';

let portal: TestPortal;
const browsers: Browser[] = [];

beforeAll(async () => {
  await ensureWebBuild();
  portal = await startTestPortal();
});

afterAll(async () => {
  for (const browser of browsers) await browser.close();
  await portal?.stop();
});

async function api(method: string, url: string, username: string, body?: unknown) {
  const response = await fetch(`${portal.url}${url}`, {
    method,
    headers: {
      ...(await authHeader(portal, username)),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: response.status === 204 ? undefined : await response.json() };
}

async function signedIn(username: string, target: string) {
  const opened = await openSignedIn(portal.url, username, target);
  browsers.push(opened.browser);
  await opened.page.goto(`${portal.url}${target}`);
  return opened.page;
}

describe('contract logistics in the customer administration', () => {
  it('marks a customer for contract logistics with a switch; its next shipment is BELOG', async () => {
    const page = await signedIn('centraladmin', '/administration/customers?searchText=100001');
    await page.getByRole('button', { name: /^Customer 100001 / }).click();
    await page.getByRole('tab', { name: 'Settings' }).click();
    const belog = page.getByRole('switch', { name: 'Contract logistics customer (BELOG shipments)' });
    expect(await belog.isChecked()).toBe(false);
    await belog.click({ force: true });
    await page.getByText('Contract logistics customer (BELOG shipments) was saved.').waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'admin-customer-belog-setting.png') });
    const setting = await api('GET', '/api/admin/customers/100001/settings/BELOG_CUSTOMER', 'centraladmin');
    expect(setting.body.value).toBe(true);

    const created = await api('POST', '/api/shipments', 'customer1', order());
    expect(created.status).toBe(201);
    expect(created.body.type).toBe('BELOG');
  });
});

describe("the customer's own address book", () => {
  it('deletes all addresses after confirmation, and keeps them when the question is cancelled', async () => {
    const page = await signedIn('customer2', '/addresses/addresses');
    await page.getByRole('heading', { name: 'Address book' }).waitFor();
    const before = await api('GET', '/api/addresses', 'customer2');
    expect(before.body.page.totalElements).toBeGreaterThan(0);

    const deleteAll = page.getByRole('button', { name: 'Delete all addresses' });
    await deleteAll.click();
    const question = page.getByRole('dialog');
    await question.getByText('Delete all addresses of your address book?', { exact: false }).waitFor();
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'address-book-delete-all-question.png') });
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    expect((await api('GET', '/api/addresses', 'customer2')).body.page.totalElements).toBe(
      before.body.page.totalElements,
    );

    await deleteAll.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete all addresses' }).click();
    await page.getByText('All addresses were deleted.').waitFor();
    await page
      .getByText(/No addresses/i)
      .first()
      .waitFor();
    expect((await api('GET', '/api/addresses', 'customer2')).body.page.totalElements).toBe(0);
    expect((await api('GET', '/api/addresses', 'customer1')).body.page.totalElements).toBeGreaterThan(0);
    await deleteAll.waitFor({ state: 'detached' });
    await page.screenshot({ path: path.join(screenshotDir, 'address-book-emptied.png') });
  });
});
