import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiAs, type Json, order } from '../shipments-helpers.ts';
import {
  describeViolations,
  screenshotDir,
  seriousAccessibilityViolations,
  signedInSession,
} from './browser.ts';

let number: string;

/** A draft, then two edits by its customer: the order number, then the weight of the cargo item. */
async function shipmentEditedTwice(): Promise<string> {
  const { portal } = session;
  const customer1 = await apiAs(portal, 'customer1');
  const created = await customer1.request('POST', '/api/shipments', {
    body: order({ orderNumber: 'A-4711' }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const first: Json = await customer1.request('PUT', `/api/shipments/${created.body.shipmentNumber}`, {
    body: { ...order({ orderNumber: 'B-0815' }), version: created.body.version },
  });
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const heavier = order({ orderNumber: 'B-0815' });
  heavier.cargoList.items[0]!.weight = 520;
  const second: Json = await customer1.request('PUT', `/api/shipments/${created.body.shipmentNumber}`, {
    body: { ...heavier, version: first.body.version },
  });
  expect(second.status, JSON.stringify(second.body)).toBe(200);
  return String(created.body.shipmentNumber);
}

const session = signedInSession({
  username: 'auditor',
  path: '/shipments/list',
  before: async () => {
    number = await shipmentEditedTwice();
    // The auditor reads and changes nothing: the revisions are theirs to read too.
  },
  heading: 'Shipment overview',
});

const dialog = () => session.page.getByRole('dialog', { name: `Shipment ${number} as it was` });
const fieldRow = (fieldPath: string) => dialog().locator(`tr[data-path="${fieldPath}"]`);

describe('a shipment as it was at a revision of its audit log', () => {
  it('opens from the audit log entry with the changed field beside its previous value', async () => {
    const { page } = session;
    await page.getByRole('button', { name: `Details of ${number}` }).click();
    await page.getByRole('tab', { name: 'Audit log' }).click();
    const log = page.getByRole('tabpanel', { name: 'Audit log' });
    await log.getByRole('button', { name: 'Show revision 2' }).click();

    await dialog().getByRole('heading', { name: 'Revision 2' }).waitFor();
    await dialog().getByText('Highlighted: the fields changed since revision 1', { exact: false }).waitFor();
    const weight = fieldRow('cargoList.items[0].weight');
    expect(await weight.getAttribute('data-changed')).toBe('true');
    expect(await weight.getByRole('rowheader').textContent()).toBe('Item 1 › Weight');
    expect(await weight.locator('[data-value="previous"]').textContent()).toBe('480');
    expect(await weight.locator('[data-value="new"]').textContent()).toBe('520');
    // What this revision left alone is shown, not highlighted.
    const orderNumber = fieldRow('orderNumber');
    expect(await orderNumber.getAttribute('data-changed')).toBeNull();
    expect(await orderNumber.getByRole('cell').textContent()).toBe('B-0815');
    expect(await fieldRow('consignee.zipCode').getByRole('cell').textContent()).toBe('80339');
    expect(await dialog().locator('tr[data-changed]').count()).toBe(1);

    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'shipment-revision.png'), fullPage: true });
  });

  it('steps to the earlier revision, where the order number changed', async () => {
    const { page } = session;
    await dialog().getByRole('button', { name: 'Earlier revision' }).click();
    await dialog().getByRole('heading', { name: 'Revision 1' }).waitFor();
    const orderNumber = fieldRow('orderNumber');
    expect(await orderNumber.getAttribute('data-changed')).toBe('true');
    expect(await orderNumber.locator('[data-value="previous"]').textContent()).toBe('A-4711');
    expect(await orderNumber.locator('[data-value="new"]').textContent()).toBe('B-0815');
    expect(await fieldRow('cargoList.items[0].weight').getByRole('cell').textContent()).toBe('480');

    await dialog().getByRole('switch', { name: 'Changed fields only' }).check();
    await fieldRow('consignee.zipCode').waitFor({ state: 'detached' });
    expect(await dialog().locator('tbody tr').count()).toBe(
      await dialog().locator('tr[data-changed]').count(),
    );
    await page.screenshot({
      path: path.join(screenshotDir, 'shipment-revision-changed-only.png'),
      fullPage: true,
    });

    await dialog().getByRole('button', { name: 'Earlier revision' }).click();
    await dialog().getByText('The shipment as it was created.').waitFor();
    expect(await dialog().getByRole('button', { name: 'Earlier revision' }).isDisabled()).toBe(true);
    expect(await dialog().locator('tr[data-changed]').count()).toBe(0);
    expect(await fieldRow('orderNumber').getByRole('cell').textContent()).toBe('A-4711');
  });
});
