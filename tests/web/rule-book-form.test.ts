import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callAs } from '../harness/calls.ts';
import { type FormField, table } from '../rule-book-table.ts';
import { signedInSession } from './browser.ts';

/**
 * The order form against the conformance table (tests/rule-book-table.ts): each broken order whose
 * field the form takes is typed into that field, and the form names it with the message every other
 * door names. One page, the cases in sequence, each field put back before the next.
 */

const session = signedInSession({
  username: 'customer1',
  path: '/shipments/list',
  heading: 'Shipment overview',
});

/** A field's label; mandatory ones end in an asterisk. */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

/** A card of the form is a region; an item and a hazmat entry are groups inside it. */
function scopeOf(within: string[]): Locator {
  let scope: Locator = session.page.locator('body');
  for (const name of within)
    scope = /^(Item|Hazmat entry) \d+$/.test(name)
      ? scope.getByRole('group', { name, exact: true })
      : scope.getByRole('region', { name, exact: true });
  return scope;
}

async function choose(scope: Locator, label: string, option: RegExp, search?: string) {
  const input = scope.getByLabel(labelled(label)).first();
  await input.click();
  if (search) await input.fill(search);
  await session.page
    .locator('[role="listbox"]:visible')
    .getByRole('option', { name: option })
    .first()
    .click();
}

/** The error text the form shows for `input` ('' while it shows none). */
async function errorOf(input: Locator): Promise<string> {
  if ((await input.getAttribute('aria-invalid')) !== 'true') return '';
  const ids = (await input.getAttribute('aria-describedby')) ?? '';
  const id = ids.split(' ').find((candidate) => candidate.endsWith('error'));
  return id ? ((await session.page.locator(`[id="${id}"]`).textContent()) ?? '') : '';
}

async function enter(field: FormField, value: string): Promise<Locator> {
  const input = scopeOf(field.within).getByLabel(labelled(field.label)).first();
  await input.waitFor({ timeout: 5000 }).catch(async () => {
    throw new Error(
      `no field ${field.label} in ${field.within}: ${await scopeOf(field.within).textContent()}`,
    );
  });
  await input.fill(value);
  await input.press('Tab');
  return input;
}

const formCases = table.flatMap((broken) =>
  broken.form && 'within' in broken.form ? [{ ...broken, form: broken.form }] : [],
);

describe('the order form by the rule book', () => {
  it('names each broken field of the table with the message the API and the files name', async () => {
    const { page, portal } = session;
    expect(formCases.length).toBeGreaterThanOrEqual(12);
    await page.goto(`${portal.url}/shipments/create?mode=form`);
    await expect
      .poll(() => scopeOf(['Sender']).getByLabel(labelled('Name')).inputValue())
      .toBe('Müller Maschinenbau GmbH');
    // The order the table breaks: to Munich, with dangerous goods.
    const consignee = scopeOf(['Consignee']);
    await consignee.getByLabel(labelled('Name')).fill('Schmidt Werkzeugbau GmbH');
    await consignee.getByLabel(labelled('Street')).fill('Landsberger Straße 110');
    await consignee.getByLabel(labelled('Zip code')).fill('80339');
    await consignee.getByLabel(labelled('City')).fill('München');
    await choose(scopeOf(['Product']), 'Product', /^P01/);
    const item = scopeOf(['Item 1']);
    await item.getByLabel(labelled('Goods')).fill('Maschinenteile');
    await item.getByLabel(labelled('Weight')).fill('480');
    await item.getByLabel(labelled('Dangerous goods')).check();
    const entry = scopeOf(['Item 1', 'Hazmat entry 1']);
    await choose(entry, 'UN number', /UN 1263/, '1263');
    // The list gives paint in litres; the weight rule compares kilograms with kilograms.
    await choose(entry, 'Unit', /^kg$/);

    const shown: { rule: string; shown: string; expected: string }[] = [];
    for (const broken of formCases) {
      await enter(broken.form, broken.form.valid);
      const input = await enter(broken.form, broken.form.broken);
      // Save shows the errors of the whole order; the order lacks its packing code and measures, so
      // nothing is saved.
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect
        .poll(() => errorOf(input), { timeout: 3000 })
        .not.toBe('')
        .catch(() => undefined);
      shown.push({ rule: broken.rule, shown: await errorOf(input), expected: broken.message });
      const restored = await enter(broken.form, broken.form.valid);
      await expect.poll(() => errorOf(restored), { message: `${broken.rule}: put back` }).toBe('');
    }
    expect(shown).toEqual(shown.map((entry) => ({ ...entry, shown: entry.expected })));
    const saved = await callAs(portal, 'GET', '/api/shipments', 'customer1');
    expect(saved.body._embedded?.shipments ?? []).toEqual([]);
  }, 90_000);
});
