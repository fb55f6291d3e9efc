import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { authHeader } from '../harness/auth.ts';
import {
  describeViolations,
  screenshotDir,
  seriousAccessibilityViolations,
  signedInSession,
} from './browser.ts';

const NAME = 'Europalette Maschinenteile';

const session = signedInSession({
  username: 'customer1',
  path: '/templates/cargoList',
  reopen: true,
  heading: 'Cargo item templates',
});

async function storedTemplates() {
  const { portal } = session;
  const response = await fetch(`${portal.url}/api/templates/cargoitems?query=${encodeURIComponent(NAME)}`, {
    headers: await authHeader(portal, 'customer1'),
  });
  const body = (await response.json()) as {
    _embedded: {
      cargoitems: { name: string; goods: string | null; weight: number | null; packingCode: string | null }[];
    };
  };
  return body._embedded.cargoitems;
}

const row = () => session.page.locator('tbody tr').filter({ hasText: NAME }).first();

describe('cargo item templates', () => {
  it('creates a template', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'New template' }).click();
    const form = page.getByRole('form', { name: 'New template' });
    await form.getByLabel(/^Template name/).fill(NAME);
    await form.getByLabel('Goods', { exact: true }).fill('Maschinenteile');
    await form.getByLabel('Weight', { exact: true }).fill('250');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The template was saved.').waitFor();
    await form.waitFor({ state: 'detached' });
    await row().getByRole('cell', { name: 'Maschinenteile', exact: true }).waitFor();
    expect(await storedTemplates()).toMatchObject([{ name: NAME, goods: 'Maschinenteile', weight: 250 }]);
  });

  it('shows a server field error on the field', async () => {
    const { page } = session;
    await page.getByRole('button', { name: `Details of ${NAME}` }).click();
    const form = page.getByRole('form', { name: `Details of ${NAME}` });
    await form.getByLabel('Marking', { exact: true }).fill('M'.repeat(18));
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByLabel('Marking', { exact: true }).and(page.locator('[aria-invalid=true]')).waitFor();
  });

  it('changes the weight of the template', async () => {
    const { page } = session;
    const form = page.getByRole('form', { name: `Details of ${NAME}` });
    await form.getByLabel('Marking', { exact: true }).fill('');
    await form.getByLabel('Weight', { exact: true }).fill('300');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The template was updated.').waitFor();
    await row().getByRole('cell', { name: '300', exact: true }).waitFor();
    expect(await storedTemplates()).toMatchObject([{ weight: 300 }]);

    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'cargo-templates.png'), fullPage: true });
  });

  it('chooses the packing code from the reference data, not as free text', async () => {
    const { page } = session;
    const form = page.getByRole('form', { name: `Details of ${NAME}` });
    const packingCode = form.getByLabel('Packing code', { exact: true });
    await packingCode.click();
    await page.getByRole('option', { name: 'KT – Carton' }).click();
    // The notice of the previous save closes on its own; the one this save shows is waited for.
    await page.getByText('The template was updated.').waitFor({ state: 'hidden' });
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The template was updated.').waitFor();
    await row().getByRole('cell', { name: 'KT', exact: true }).waitFor();
    expect(await storedTemplates()).toMatchObject([{ packingCode: 'KT' }]);
    // A code that is not in the list is no choice: the field keeps the chosen code.
    await packingCode.fill('XX');
    await packingCode.blur();
    expect(await packingCode.inputValue()).toBe('KT – Carton');
    await page.screenshot({
      path: path.join(screenshotDir, 'cargo-template-packing-code.png'),
      fullPage: true,
    });
  });

  it('deletes the template after a confirmation', async () => {
    const { page } = session;
    const form = page.getByRole('form', { name: `Details of ${NAME}` });
    await form.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await row().waitFor({ state: 'detached' });
    expect(await storedTemplates()).toEqual([]);
  });
});
