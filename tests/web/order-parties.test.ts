import path from 'node:path';
import type { Locator, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { authHeader } from '../harness/auth.ts';
import {
  describeViolations,
  screenshotDir,
  seriousAccessibilityViolations,
  signedInSession,
} from './browser.ts';

/** A consignee of customer1's address book that brings two delivery notes along. */
const NOTED_CONSIGNEE = {
  types: ['CONSIGNEE'],
  name: 'Avis Empfänger GmbH',
  street: 'Landsberger Straße 200',
  zipCode: '80339',
  city: 'München',
  country: 'DE',
  email: 'avis@avis-empfaenger.example',
  deliveryNotes: [{ identifier: '103' }, { identifier: '190', attachmentValue: 'Tor 3' }],
};

async function api(method: 'GET' | 'POST', url: string, body?: object) {
  const { portal } = session;
  const response = await fetch(`${portal.url}${url}`, {
    method,
    headers: {
      ...(await authHeader(portal, 'customer1')),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(response.ok, `${method} ${url}: ${response.status}`).toBe(true);
  return response.json() as Promise<Record<string, unknown>>;
}

const session = signedInSession({
  username: 'customer1',
  path: '/shipments/create?mode=form',
  before: async () => {
    await api('POST', '/api/addresses', NOTED_CONSIGNEE);
    // customer1 takes over the forwarder's customer 100002 as a second invoice recipient.
    await api('POST', '/api/invoiceRecipientAddresses/migrate/100002');
  },
});

const labelled = (label: string) => new RegExp(`^${label}( \\*)?$`);
const card = (name: string) => session.page.getByRole('region', { name, exact: true });
const input = (scope: Locator, label: string) => scope.getByLabel(labelled(label)).first();

async function choose(scope: Locator, label: string, option: RegExp, search?: string) {
  const { page } = session;
  const target = input(scope, label);
  await target.click();
  if (search) await target.fill(search);
  await page.locator('[role="listbox"]:visible').getByRole('option', { name: option }).first().click();
}

async function fieldValue(scope: Locator, label: string) {
  return input(scope, label).inputValue();
}

/** The notes listed in the delivery notes card, by their remove buttons ("Remove <name>"). */
function noteRemovers() {
  return card('Delivery notes')
    .getByRole('button', { name: /^Remove / })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
}

describe('sender, consignee, invoice recipient and delivery notes on the order form', () => {
  it("prefills the sender's contact from the signed-in user and clears it for neutral shipping", async () => {
    const sender = card('Sender');
    // A new order starts from the default sender (the customer's own address, with its contact);
    // reset, the sender takes the signed-in user's contact data.
    await expect.poll(() => fieldValue(sender, 'Name')).toBe('Müller Maschinenbau GmbH');
    expect(await fieldValue(sender, 'Contact name')).toBe('Jana Müller');
    await sender.getByRole('button', { name: 'Reset' }).click();
    expect(await fieldValue(sender, 'Name')).toBe('');
    await expect.poll(() => fieldValue(sender, 'Contact name')).toBe('Anna Müller');
    expect(await fieldValue(sender, 'Phone')).toBe('+49 40 1234567');
    expect(await fieldValue(sender, 'E-mail')).toBe('customer1@mueller-maschinenbau.example');

    await sender.getByRole('checkbox', { name: 'Neutral shipping' }).check();
    expect(await fieldValue(sender, 'Contact name')).toBe('');
    expect(await fieldValue(sender, 'Phone')).toBe('');

    await sender.getByRole('checkbox', { name: 'Neutral shipping' }).uncheck();
    expect(await fieldValue(sender, 'Contact name')).toBe('Anna Müller');

    await sender.getByRole('checkbox', { name: 'Neutral shipping' }).check();
    await sender.getByRole('checkbox', { name: 'Loading site' }).check();
    expect(await sender.getByRole('checkbox', { name: 'Neutral shipping' }).isChecked()).toBe(false);
    expect(await fieldValue(sender, 'Contact name')).toBe('Anna Müller');
  });

  it('adds the notes of a consignee from the address book and drops them for the next one', async () => {
    const consignee = card('Consignee');
    await consignee.getByText('Keine Adresse ausgewählt.').waitFor();
    await choose(consignee, 'Address book', /^Avis Empfänger GmbH/, 'Avis');
    expect(await fieldValue(consignee, 'Name')).toBe('Avis Empfänger GmbH');
    await expect.poll(noteRemovers).toEqual([
      'Remove Delivery with tail lift only',
      'Remove Note to the driver',
      // 102 is a default note: it joins as soon as the consignee has an e-mail address to copy.
      'Remove Notice by e-mail',
    ]);
    const notes = card('Delivery notes');
    // 190 asks for a text ('Ja, Hinweistext'); 102 takes its text from the consignee's e-mail, read-only.
    expect(await notes.getByLabel('Attachment text of 190 Yes, note text').inputValue()).toBe('Tor 3');
    const emailText = notes.getByLabel(/^Attachment text of 102/);
    await expect.poll(() => emailText.inputValue()).toBe('avis@avis-empfaenger.example');
    expect(await emailText.getAttribute('readonly')).not.toBeNull();
    await consignee.getByText(/^Own delivery notes: 103 .*190 .*102 /).waitFor();

    await choose(consignee, 'Address book', /^Schmidt Werkzeugbau GmbH/, 'Schmidt');
    await expect.poll(noteRemovers).toEqual(['Remove Notice by e-mail']);
    // A text copied from a party field is kept whole (typed texts hold 35 characters at most).
    await expect.poll(() => emailText.inputValue()).toBe('wareneingang@schmidt-werkzeugbau.example');
  });

  it('keeps what is typed into the address book search while the dropdowns are still loading', async () => {
    const { page, portal } = session;
    // The dropdowns' library is held back until the search is typed into the stand-in
    // (docs/decisions/0143); the text and the focus must go over to the real dropdown.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const library = /\/assets\/deferred-library-[^/]*\.js$/;
    await page.route(library, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto(`${portal.url}/shipments/create?mode=form`);
      const search = input(card('Consignee'), 'Address book');
      await search.click();
      await page.keyboard.type('Avi');
      expect(await search.getAttribute('aria-haspopup')).toBeNull();
      expect(await search.inputValue()).toBe('Avi');
      release();
      await expect.poll(() => search.getAttribute('aria-haspopup')).toBe('listbox');
      expect(await search.inputValue()).toBe('Avi');
      expect(await search.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.type('s');
      await page
        .locator('[role="listbox"]:visible')
        .getByRole('option', { name: /^Avis Empfänger GmbH/ })
        .click();
      expect(await fieldValue(card('Consignee'), 'Name')).toBe('Avis Empfänger GmbH');
    } finally {
      release();
      await page.unroute(library);
    }
  });

  it('keeps a character typed as soon as the form shows while its cards and dropdowns come in', async () => {
    const { page, portal } = session;
    // The form's answers are asked for when the route is entered and the cards ask the very same
    // queries (docs/decisions/0164): no answer is asked for twice.
    const requests: string[] = [];
    const onRequest = (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) requests.push(`${url.pathname}${url.search}`);
    };
    page.on('request', onRequest);
    try {
      await page.goto(`${portal.url}/shipments/create?mode=form`);
      // The first field that takes input, typed into at once: the sender's address book search,
      // a stand-in until its card's dropdowns come in (docs/decisions/0163, 0165). Entered as a user
      // enters it (a focus event), it selects the default sender it may already show, and the
      // character replaces it.
      const search = input(card('Sender'), 'Address book');
      await search.focus();
      await page.keyboard.press('S');
      // The cards below the first row mount after it; the save button comes last.
      await page.getByRole('button', { name: 'Save' }).waitFor();
      await expect.poll(() => search.getAttribute('aria-haspopup')).toBe('listbox');
      expect(await search.inputValue()).toBe('S');
      expect(await search.evaluate((element) => element === document.activeElement)).toBe(true);
      await expect
        .poll(() => input(card('Consignee'), 'Address book').getAttribute('aria-haspopup'))
        .toBe('listbox');
      await page.keyboard.press('Escape');
      await page.waitForLoadState('networkidle');
      expect(requests.filter((request, index) => requests.indexOf(request) !== index)).toEqual([]);
      expect(requests).toContain('/api/addresses/defaultSender');
    } finally {
      page.off('request', onRequest);
    }
  });

  it('reformats the zip code on leaving it and takes the city from the lookup', async () => {
    const consignee = card('Consignee');
    await consignee.getByRole('button', { name: 'Reset' }).click();
    expect(await fieldValue(consignee, 'Name')).toBe('');
    await consignee.getByText('Keine Adresse ausgewählt.').waitFor();
    // Without the consignee's e-mail address there is nothing to notify by e-mail: no note 102.
    await expect.poll(noteRemovers).toEqual([]);
    await choose(consignee, 'Country', /^Czech Republic$/, 'Czech');
    await input(consignee, 'Zip code').fill('11000');
    await input(consignee, 'Zip code').blur();
    await expect.poll(() => fieldValue(consignee, 'Zip code')).toBe('110 00');
    await expect.poll(() => fieldValue(consignee, 'City')).toBe('Praha 1');

    // An invalid zip code is named and empties the city.
    await input(consignee, 'Zip code').fill('1100');
    await input(consignee, 'Zip code').blur();
    await consignee.getByText('wrong postal code for country').waitFor();
    await expect.poll(() => fieldValue(consignee, 'City')).toBe('');
    await input(consignee, 'Zip code').fill('110 00');
    await input(consignee, 'Zip code').blur();
    await expect.poll(() => fieldValue(consignee, 'City')).toBe('Praha 1');
  });

  it('saves the new consignee into the address book', async () => {
    const { page } = session;
    const consignee = card('Consignee');
    await input(consignee, 'Name').fill('Pražská Dílna s.r.o.');
    await input(consignee, 'Street').fill('Národní 10');
    // Numbers are checked against the country's numbering plan (here CZ) on leaving the field.
    await input(consignee, 'Mobile').fill('222 123 456');
    await input(consignee, 'Mobile').blur();
    await consignee.getByText('is not a valid mobile number').waitFor();
    await input(consignee, 'Mobile').fill('602 123 456');
    await input(consignee, 'Mobile').blur();
    expect(await consignee.getByText('is not a valid mobile number').count()).toBe(0);
    await consignee.getByRole('checkbox', { name: 'Private customer' }).check();
    expect(await consignee.getByRole('checkbox', { name: 'Business customer' }).isChecked()).toBe(false);
    await consignee.getByRole('button', { name: 'Add to address book' }).click();
    await page.getByText('The address was saved.').waitFor();
    await consignee.getByRole('button', { name: 'Update in address book' }).waitFor();
    const found = await api('GET', `/api/addresses?query=${encodeURIComponent('Pražská Dílna')}`);
    expect((found._embedded as { addresses: unknown[] }).addresses).toMatchObject([
      {
        name: 'Pražská Dílna s.r.o.',
        country: 'CZ',
        zipCode: '110 00',
        city: 'Praha 1',
        isRetail: true,
        mobile: '602 123 456',
        types: ['CONSIGNEE'],
      },
    ]);

    await input(consignee, 'Contact name').fill('Jan Dvořák');
    await consignee.getByRole('button', { name: 'Update in address book' }).click();
    await page.getByText('The address was updated.').waitFor();
    const updated = await api('GET', `/api/addresses?query=${encodeURIComponent('Pražská Dílna')}`);
    expect((updated._embedded as { addresses: unknown[] }).addresses).toMatchObject([
      { contactName: 'Jan Dvořák' },
    ]);
  });

  it('bills a divergent invoice recipient only while the box is ticked', async () => {
    const { page } = session;
    const recipient = card('Invoice recipient');
    await recipient
      .getByText('(Müller Maschinenbau GmbH, Billwerder Neuer Deich 72, DE-20539 Hamburg)')
      .waitFor();
    await recipient.getByRole('checkbox', { name: 'Divergent invoice recipient' }).check();
    await choose(recipient, 'Choose an invoice recipient', /^Novák Logistika s\.r\.o\. \(100002\)$/);
    expect(await fieldValue(recipient, 'Name')).toBe('Novák Logistika s.r.o.');
    expect(await input(recipient, 'Name').getAttribute('readonly')).not.toBeNull();
    expect(await input(recipient, 'Contact name').getAttribute('readonly')).toBeNull();
    await input(recipient, 'Contact name').fill('Účtárna');

    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'order-parties.png'), fullPage: true });

    await recipient.getByRole('checkbox', { name: 'Divergent invoice recipient' }).uncheck();
    await recipient.getByText(/^\(Müller Maschinenbau GmbH, /).waitFor();
    expect(await recipient.getByLabel(labelled('Name')).count()).toBe(0);
  });

  it("shows the default sender in the sender's address book box, not the box's placeholder", async () => {
    const { page, portal } = session;
    await page.goto(`${portal.url}/shipments/create?mode=form`);
    const sender = card('Sender');
    await expect.poll(() => fieldValue(sender, 'Name')).toBe('Müller Maschinenbau GmbH');
    const box = input(sender, 'Address book');
    const placeholderShown = () => box.evaluate((element) => element.matches(':placeholder-shown'));
    await expect.poll(() => box.inputValue()).toBe('Müller Maschinenbau GmbH, Hamburg');
    expect(await placeholderShown()).toBe(false);
    // Once the real dropdown is there it still shows the entry, which is the chosen option.
    await expect.poll(() => box.getAttribute('aria-haspopup')).toBe('listbox');
    expect(await box.inputValue()).toBe('Müller Maschinenbau GmbH, Hamburg');
    await box.click();
    await page
      .locator('[role="listbox"]:visible')
      .getByRole('option', { name: /^Müller Maschinenbau GmbH, Hamburg/, selected: true })
      .waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('banner').getByLabel('Language', { exact: true }).selectOption('de');
    try {
      const absender = card('Absender');
      expect(await input(absender, 'Adressbuch').inputValue()).toBe('Müller Maschinenbau GmbH, Hamburg');
      // Reset, the box is empty and shows its placeholder again.
      await absender.getByRole('button', { name: 'Zurücksetzen' }).click();
      expect(await input(absender, 'Adressbuch').inputValue()).toBe('');
      expect(
        await input(absender, 'Adressbuch').evaluate((element) => element.matches(':placeholder-shown')),
      ).toBe(true);
    } finally {
      await page.getByRole('banner').getByLabel('Sprache', { exact: true }).selectOption('en');
    }
  });

  it('shows that the default sender is loading in the wizard, asked for before the form is there', async () => {
    const { page, portal } = session;
    for (const language of [
      { code: 'en', sender: 'Sender', loading: 'Loading the default sender…', box: 'Address book' },
      { code: 'de', sender: 'Absender', loading: 'Standardabsender wird geladen…', box: 'Adressbuch' },
    ]) {
      await page.evaluate((code) => localStorage.setItem('freight-portal.language', code), language.code);
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const requests: string[] = [];
      const onRequest = (request: Request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) requests.push(url.pathname);
      };
      page.on('request', onRequest);
      await page.route('**/api/addresses/defaultSender', async (route) => {
        await held;
        await route.continue();
      });
      try {
        await page.goto(`${portal.url}/shipments/create?mode=wizard`);
        const sender = card(language.sender);
        const loading = sender.getByRole('status').filter({ hasText: language.loading });
        await loading.waitFor();
        // The sign stays while the answer is held back.
        await page.waitForTimeout(500);
        expect(await loading.isVisible()).toBe(true);
        expect(await input(sender, 'Name').inputValue()).toBe('');
        // The default sender is asked for by the route itself, before the form's other answers.
        expect(requests.indexOf('/api/addresses/defaultSender')).toBeGreaterThanOrEqual(0);
        expect(requests.indexOf('/api/addresses/defaultSender')).toBeLessThan(
          requests.indexOf('/api/settings'),
        );

        release();
        await expect.poll(() => input(sender, 'Name').inputValue()).toBe('Müller Maschinenbau GmbH');
        await loading.waitFor({ state: 'detached' });
        await expect
          .poll(() => input(sender, language.box).inputValue())
          .toBe('Müller Maschinenbau GmbH, Hamburg');
      } finally {
        release();
        page.off('request', onRequest);
        await page.unroute('**/api/addresses/defaultSender');
        await page.evaluate(() => localStorage.setItem('freight-portal.language', 'en'));
      }
    }
  });
});
