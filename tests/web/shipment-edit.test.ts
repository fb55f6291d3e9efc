import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { authHeader } from '../harness/auth.ts';
import {
  describeViolations,
  screenshotDir,
  seriousAccessibilityViolations,
  signedInSession,
} from './browser.ts';
import { saveDraftShipment } from './shipments.ts';

let number: string;

const session = signedInSession({
  username: 'customer1',
  path: '/shipments/list',
  before: async (portal) => {
    number = (
      await saveDraftShipment(portal, 'customer1', {
        consignee: { name: 'Zeta Textil GmbH', city: 'Nürnberg', zipCode: '90402' },
        orderNumber: 'ORD-BEFORE',
      })
    ).shipmentNumber;
  },
  heading: 'Shipment overview',
});

const row = () => session.page.locator('tbody tr').filter({ hasText: number }).first();
const orderNumber = () =>
  session.page.getByRole('region', { name: 'Order characteristics', exact: true }).getByLabel('Order number');
const startEditing = async () => {
  const { page } = session;
  await page
    .getByRole('group', { name: `Actions of shipment ${number}` })
    .getByRole('button', { name: 'Edit' })
    .click();
  await orderNumber().waitFor();
};

async function savedShipment() {
  const { portal } = session;
  const response = await fetch(`${portal.url}/api/shipments/${number}`, {
    headers: await authHeader(portal, 'customer1'),
  });
  return (await response.json()) as { orderNumber?: string; version: number };
}

describe('edit mode of a list row', () => {
  it('opens the order in the form, and abort restores the backup', async () => {
    const { page } = session;
    await page.getByRole('button', { name: `Details of ${number}` }).click();
    await startEditing();
    expect(await orderNumber().inputValue()).toBe('ORD-BEFORE');
    expect(
      await page.getByRole('region', { name: 'Consignee', exact: true }).getByLabel(/^Name/).inputValue(),
    ).toBe('Zeta Textil GmbH');
    await orderNumber().fill('ORD-DISCARDED');
    await page.getByRole('button', { name: 'Abort' }).click();
    await orderNumber().waitFor({ state: 'detached' });
    await row().getByRole('cell', { name: 'ORD-BEFORE', exact: true }).waitFor();
    await startEditing();
    expect(await orderNumber().inputValue()).toBe('ORD-BEFORE');
    expect((await savedShipment()).orderNumber).toBe('ORD-BEFORE');
  });

  it('saves the change with the version read, and the row shows it', async () => {
    const { page } = session;
    const before = await savedShipment();
    await orderNumber().fill('ORD-AFTER');
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'list-edit-mode.png'), fullPage: true });
    const [put] = await Promise.all([
      page.waitForRequest(
        (request) => request.method() === 'PUT' && request.url().endsWith(`/api/shipments/${number}`),
      ),
      page.getByRole('button', { name: 'Save', exact: true }).click(),
    ]);
    expect(put.postDataJSON()).toMatchObject({ orderNumber: 'ORD-AFTER', version: before.version });
    await orderNumber().waitFor({ state: 'detached' });
    await row().getByRole('cell', { name: 'ORD-AFTER', exact: true }).waitFor();
    const after = await savedShipment();
    expect(after.orderNumber).toBe('ORD-AFTER');
    expect(after.version).toBeGreaterThan(before.version);
  });
});
