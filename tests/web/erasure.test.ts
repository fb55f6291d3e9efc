import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../services/identity/password.ts';
import { insertUser } from '../../services/identity/users.ts';
import { authHeader } from '../harness/auth.ts';
import {
  describeViolations,
  screenshotDir,
  seriousAccessibilityViolations,
  signedInSession,
} from './browser.ts';

const PAGE = '/administration/customers?searchText=100001';
const person = {
  name: 'Ottilie Quenzelmann',
  street: 'Zwirbelgasse 9',
  zipCode: '80339',
  city: 'München',
  country: 'DE',
  email: 'ottilie.quenzelmann@example.org',
  types: ['CONSIGNEE'],
};

async function api(method: string, url: string, username: string, body?: unknown) {
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

const session = signedInSession({
  username: 'admin',
  path: PAGE,
  before: async () => {
    expect((await api('POST', '/api/addresses', 'customer1', person)).status).toBe(201);
  },
  reopen: true,
  heading: 'Customers',
});

describe('erasure of personal data by an administrator', () => {
  it('erases the party of an address-book entry after a confirmation', async () => {
    const { page } = session;
    await page.getByRole('button', { name: /^Customer 100001 / }).click();
    await page.getByRole('tab', { name: 'Addresses' }).click();
    const row = page.getByRole('tabpanel').locator('tbody tr', { hasText: person.name });
    await row.waitFor();
    await page.getByRole('button', { name: `Erase personal data of ${person.name}` }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(`Erase ${person.name} everywhere?`).waitFor();
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'erasure-confirmation.png'), fullPage: true });

    // Cancelling keeps everything.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await row.waitFor();

    await page.getByRole('button', { name: `Erase personal data of ${person.name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Erase personal data' }).click();
    await page.getByText(/^Personal data erased: 0 shipments, 0 mails, 1 address-book entries\./).waitFor();
    await row.waitFor({ state: 'detached' });
    await page.screenshot({ path: path.join(screenshotDir, 'erasure-done.png'), fullPage: true });
    const book = await api('GET', '/api/addresses?size=100', 'customer1');
    expect(JSON.stringify(book.body)).not.toContain('Quenzelmann');
  });

  it("erases a user from the customer's users after a confirmation, and offers it for other users only", async () => {
    const { page, portal } = session;
    await insertUser(portal.runtime.db, {
      username: 'quenzelfrieda',
      email: 'frieda.quenzel@example.org',
      firstName: 'Frieda',
      lastName: 'Quenzel',
      phone: '',
      passwordHash: await hashPassword('Quenzel-2026!'),
      roles: ['User'],
      customerIds: ['100001'],
      confirmed: true,
    });
    await page.getByRole('tab', { name: 'Users' }).click();
    const row = page.getByRole('tabpanel').locator('tbody tr', { hasText: 'quenzelfrieda' });
    await row.waitFor();
    await page.getByRole('button', { name: 'Erase personal data of quenzelfrieda' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Erase user quenzelfrieda everywhere?', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Erase personal data' }).click();
    await page
      .getByText(/^Personal data erased: 0 mails, 0 sign-in records, \d+ change-log entries\./)
      .waitFor();
    await row.waitFor({ state: 'detached' });
    expect((await api('GET', '/api/admin/users/quenzelfrieda', 'admin')).status).toBe(404);
    // The signed-in admin's own row offers no erasure; a central admin is offered none at all.
    const own = await api('GET', '/api/admin/users/admin', 'admin');
    expect(own.body._links.erasure).toBeUndefined();
    const members = await api('GET', '/api/admin/customers/100001/members', 'centraladmin');
    for (const user of members.body._embedded.users) expect(user._links.erasure).toBeUndefined();
    expect(
      (await api('GET', '/api/admin/customers/100001/members', 'admin')).body._embedded.users[0]._links
        .erasure,
    ).toBeDefined();
  });

  it('offers the erasure to administrators only', async () => {
    const asCentralAdmin = await api('GET', '/api/admin/customers/100001/addresses?size=100', 'centraladmin');
    expect(asCentralAdmin.status).toBe(200);
    for (const address of asCentralAdmin.body._embedded.addresses)
      expect(address._links.erasure).toBeUndefined();
  });
});
