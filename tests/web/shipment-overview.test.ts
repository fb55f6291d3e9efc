import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { authHeader } from '../harness/auth.ts';
import { order } from '../shipments-helpers.ts';
import {
  describeViolations,
  screenshotDir,
  seriousAccessibilityViolations,
  signedInSession,
} from './browser.ts';

let number: string;

async function api(method: string, url: string, body?: unknown) {
  const { portal } = session;
  const response = await fetch(`${portal.url}${url}`, {
    method,
    headers: {
      ...(await authHeader(portal, 'customer1')),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: response.status === 204 ? undefined : await response.json() };
}

const session = signedInSession({
  username: 'customer1',
  path: '/shipments/list',
  before: async () => {
    const base = order();
    const created = await api(
      'POST',
      '/api/shipments',
      order({
        sender: { ...base.sender, types: ['SENDER', 'LOADING_SITE'], isNeutral: true },
        neutralConsignor: {
          name: 'Neutral Versand GmbH',
          street: 'Alsterufer 3',
          zipCode: '20354',
          city: 'Hamburg',
          country: 'DE',
        },
        invoiceRecipient: {
          customerId: '100001',
          name: 'Müller Buchhaltung',
          street: 'Billwerder Neuer Deich 72',
          zipCode: '20539',
          city: 'Hamburg',
          country: 'DE',
        },
        shippingTimeFrom: '08:00',
        shippingTimeUntil: '16:00',
        shippingNotice: 'Rampe 4',
        deliveryNotes: [
          { identifier: '603', _sender: true },
          { identifier: '103', _consignee: true },
        ],
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    number = created.body.shipmentNumber;
  },
  reopen: true,
  ready: async ({ page }) => {
    await page.getByRole('button', { name: `Details of ${number}` }).click();
  },
});

describe('the overview of an expanded shipment row', () => {
  it('shows delivery notes, invoice recipient, markers, times, notice and names', async () => {
    const { page } = session;
    const overview = page.getByRole('tabpanel', { name: 'Overview' });
    await overview.getByText('Neutral Versand GmbH').waitFor();
    for (const text of [
      'Loading site',
      'Neutral shipping',
      'Müller Buchhaltung',
      '603 Pallet exchange at pick-up',
      '103 Delivery with tail lift only',
      '08:00 – 16:00',
      'Rampe 4',
    ]) {
      await overview.getByText(text, { exact: false }).first().waitFor({ timeout: 5000 });
    }
    // Product and shipping terms by name, not only their codes.
    const line = (label: string) => overview.locator('p').filter({ hasText: new RegExp(`^${label}:`) });
    await line('Shipping terms')
      .filter({ hasText: /^Shipping terms: 04 \S+/ })
      .waitFor();
    await line('Product')
      .filter({ hasText: /^Product: P01 \S+/ })
      .waitFor();
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({
      path: path.join(screenshotDir, 'shipment-overview-expanded.png'),
      fullPage: true,
    });
  });

  it('prints the labels of the shipment from the row footer', async () => {
    const { page } = session;
    const footer = page.getByRole('group', { name: `Actions of shipment ${number}` });
    await footer.getByRole('button', { name: 'Print labels' }).click();
    const dialog = page.getByRole('dialog', { name: 'Printer type' });
    await dialog.getByLabel('Laser (A4, four labels per sheet)').check();
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url().includes('/api/shipments/labels')),
      dialog.getByRole('button', { name: 'Print' }).click(),
    ]);
    expect(new URL(response.url()).searchParams.get('shipments')).toBe(number);
    expect(response.status()).toBe(200);
  });

  it('deletes the shipment from the row footer after confirmation', async () => {
    const { page } = session;
    const footer = page.getByRole('group', { name: `Actions of shipment ${number}` });
    await footer.getByRole('button', { name: 'Delete' }).click();
    const question = page.getByRole('dialog');
    await question.getByText(`Delete shipment ${number}? It cannot be restored.`).waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'shipment-footer-delete-question.png') });
    await question.getByRole('button', { name: 'Delete shipment' }).click();
    await page.getByText(`Deleted: ${number}`).waitFor();
    expect((await api('GET', `/api/shipments/${number}`)).status).toBe(404);
  });
});
