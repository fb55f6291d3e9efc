import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  describeViolations,
  screenshotDir,
  seriousAccessibilityViolations,
  signedInSession,
} from './browser.ts';

const session = signedInSession({
  username: 'admin',
  path: '/administration/packagingCodes',
});

async function open(route: string, title: string) {
  const { page, portal } = session;
  await page.goto(`${portal.url}${route}`);
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  await page.locator('tbody tr').first().waitFor();
}

async function stored(url: string, language = 'en') {
  const { portal } = session;
  const response = await fetch(`${portal.url}${url}`, { headers: { 'accept-language': language } });
  return { status: response.status, body: response.ok ? await response.json() : undefined };
}

async function expectAccessible(name: string) {
  const { page } = session;
  const violations = await seriousAccessibilityViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/** A field by its whole label; required ones end in an asterisk. */
const labelled = (label: string) =>
  new RegExp(`^${label.replace(/[()]/g, (bracket) => `\\${bracket}`)}( \\*)?$`);

const row = (text: string) => session.page.locator('tbody tr').filter({ hasText: text }).first();

/** The name fields of a code named in every language, as the English form labels them. */
const everyName = (names: { de: string; en: string; cs: string; sk: string }) => ({
  'Name (German, master)': names.de,
  'Name (English)': names.en,
  'Name (Czech)': names.cs,
  'Name (Slovak)': names.sk,
});

/**
 * Adds an entry with the list's create form (`fields` by label, `name` what the English list shows),
 * finds it by the search and renames it in its row (the field labelled `renameField`).
 */
async function createAndEdit(options: {
  route: string;
  title: string;
  screenshot: string;
  key: { label: string; value: string };
  fields?: Record<string, string>;
  name: string;
  renameField?: string;
  renamed: string;
  flag?: string;
}) {
  const { page } = session;
  await open(options.route, options.title);
  expect(await page.locator('tbody tr').count()).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'New entry' }).click();
  const create = page.getByRole('form', { name: 'New entry' });
  await create.getByLabel(options.key.label).fill(options.key.value);
  for (const [label, value] of Object.entries(options.fields ?? { Name: options.name }))
    await create.getByLabel(labelled(label)).fill(value);
  if (options.flag) await create.getByLabel(options.flag).check({ force: true });
  await expectAccessible(`${options.screenshot}-create`);
  await create.getByRole('button', { name: 'Save' }).click();
  await page.getByText('The entry was saved.').first().waitFor();
  await create.waitFor({ state: 'detached' });

  await page.getByLabel('Search').fill(options.key.value);
  await row(options.name).waitFor();
  await page
    .getByRole('button', { name: `Details of ${options.key.value.toUpperCase()} ${options.name}` })
    .click();
  const edit = page.getByRole('form', { name: 'Change entry' });
  expect(await edit.getByLabel(options.key.label).getAttribute('readonly')).not.toBeNull();
  await edit.getByLabel(labelled(options.renameField ?? 'Name')).fill(options.renamed);
  await edit.getByRole('button', { name: 'Save' }).click();
  await row(options.renamed).waitFor();
  await page.screenshot({
    path: path.join(screenshotDir, `${options.screenshot}-edited.png`),
    fullPage: true,
  });
}

describe('the code lists of the administration', () => {
  it('lists, adds and renames a packaging code', async () => {
    await createAndEdit({
      route: '/administration/packagingCodes',
      title: 'Packaging codes',
      screenshot: 'admin-packaging-codes',
      key: { label: 'Identifier', value: 'zk' },
      fields: everyName({
        de: 'Zargenkiste',
        en: 'Collar box',
        cs: 'Nástavková bedna',
        sk: 'Nástavcová debna',
      }),
      name: 'Collar box',
      renameField: 'Name (English)',
      renamed: 'Wooden collar box',
    });
    // The customers' calls answer the names the form gave, each in its reader's language.
    expect((await stored('/api/packagingCodes/ZK')).body.name).toBe('Wooden collar box');
    expect((await stored('/api/packagingCodes/ZK', 'de')).body.name).toBe('Zargenkiste');
    expect((await stored('/api/packagingCodes/ZK', 'sk')).body.name).toBe('Nástavcová debna');
  });

  it('lists, adds and changes an incoterm code with its international flag', async () => {
    await createAndEdit({
      route: '/administration/incoTermCodes',
      title: 'Incoterm codes',
      screenshot: 'admin-incoterm-codes',
      key: { label: 'Identifier', value: 'Q7' },
      fields: everyName({
        de: 'Frei Baustelle',
        en: 'Free construction site',
        cs: 'Franko staveniště',
        sk: 'Franko stavenisko',
      }),
      name: 'Free construction site',
      renameField: 'Name (English)',
      renamed: 'Free construction site, duty unpaid',
      flag: 'International',
    });
    expect((await stored('/api/incotermCodes/Q7', 'de')).body.name).toBe('Frei Baustelle');
    expect((await stored('/api/incotermCodes/Q7')).body).toMatchObject({
      name: 'Free construction site, duty unpaid',
      international: true,
    });
  });

  it('lists, adds and renames a hazmat packaging code', async () => {
    await createAndEdit({
      route: '/administration/hazmatCodes',
      title: 'Hazmat packaging codes',
      screenshot: 'admin-hazmat-codes',
      key: { label: 'Code', value: 'zz7' },
      name: 'Sonderkiste',
      renamed: 'Sonderkiste mit Innenverpackung',
    });
    expect((await stored('/api/hazmatCodes/ZZ7')).body.name).toBe('Sonderkiste mit Innenverpackung');
  });
});
