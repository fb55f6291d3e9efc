import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader } from './harness/auth.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';

let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

async function get(url: string, language: string, username?: string) {
  const auth = username ? await authHeader(portal, username) : {};
  const response = await portal.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-language': language, ...auth },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const named = (list: { identifier: string; name: string }[]) =>
  Object.fromEntries(list.map((entry) => [entry.identifier, entry.name]));

describe("reference data in the reader's language", () => {
  it('names products in the language of the request, German as the data has it', async () => {
    const products = async (language: string) =>
      named((await get('/api/products', language))._embedded.products);
    expect((await products('de')).P81).toBe('Wunschtermin');
    expect((await products('en')).P81).toBe('Preferred date');
    expect((await products('cs')).P81).toBe('Termín na přání');
    expect((await products('sk')).P81).toBe('Termín na želanie');
    expect((await get('/api/products/166', 'en')).name).toBe('Private delivery');
    const route = await get(
      '/api/products/byOriginAndDestination?originAlpha2Code=DE&originZipCode=20539&destinationAlpha2Code=DE&destinationZipCode=80339',
      'cs',
    );
    expect(named(route._embedded.products).P01).toBe('Standard');
    expect(JSON.stringify(route)).not.toContain('"names"');
  });

  it('names delivery-note and packing codes in the language of the request, and finds them by it', async () => {
    const notes = named(
      (await get('/api/notificationCodes?active=true&size=100', 'sk'))._embedded.notificationCodes,
    );
    expect(notes['103']).toBe('Doručenie iba s hydraulickým čelom');
    expect((await get('/api/notificationCodes/101', 'en')).name).toBe('Phone notice before delivery');
    expect((await get('/api/packagingCodes/KT', 'en')).name).toBe('Carton');
    expect((await get('/api/packagingCodes/KT', 'de')).name).toBe('Karton');
    const found = await get('/api/packagingCodes?query=Pytel', 'cs');
    expect(named(found._embedded.packagingCodes)).toEqual({ SA: 'Pytel' });
    // A term every language's key would contain finds nothing by the keys themselves.
    expect((await get('/api/packagingCodes?query=cs', 'cs'))._embedded?.packagingCodes ?? []).toEqual([]);
  });

  it('shows the names of the ADR lists as the data has them: they have no translations', async () => {
    const german = await get('/api/hazmatCodes?query=1A1', 'de');
    const english = await get('/api/hazmatCodes?query=1A1', 'en');
    expect(english._embedded.hazmatCodes[0].name).toBe(german._embedded.hazmatCodes[0].name);
  });

  const languages = ['en', 'de', 'cs', 'sk'] as const;
  type Language = (typeof languages)[number];

  /** The codes of a list as the customers' call and the administrators' list name them in `language`. */
  async function bothDoors(collection: string, language: Language, query = 'size=100') {
    const customers = (await get(`/api/${collection}?${query}`, language))._embedded[collection];
    const admins = (await get(`/api/admin/${collection}?${query}`, language, 'admin'))._embedded[collection];
    return { customers, admins };
  }

  const expected: Record<
    Language,
    { EP: string; FP: string; terms04: string; terms24: string; label101: string }
  > = {
    en: {
      EP: 'One-way pallet',
      FP: 'Flat pallet (Euro pallet)',
      terms04: 'Free domicile',
      terms24: 'EXW – Ex Works',
      label101: 'Yes, phone number',
    },
    de: {
      EP: 'Einwegpalette',
      FP: 'Flachpalette (Europalette)',
      terms04: 'frei Haus',
      terms24: 'EXW – ab Werk',
      label101: 'Ja, Telefonnummer',
    },
    cs: {
      EP: 'Jednorázová paleta',
      FP: 'Plochá paleta (europaleta)',
      terms04: 'Franko dům',
      terms24: 'EXW – Ze závodu',
      label101: 'Ano, telefonní číslo',
    },
    sk: {
      EP: 'Jednorazová paleta',
      FP: 'Plochá paleta (europaleta)',
      terms04: 'Franko dom',
      terms24: 'EXW – Zo závodu',
      label101: 'Áno, telefónne číslo',
    },
  };

  it.each(languages)(
    'names packing codes, shipping terms and attachment labels in %s alike for customers and administrators',
    async (language) => {
      const want = expected[language];
      const packaging = await bothDoors('packagingCodes', language);
      expect(named(packaging.admins)).toEqual(named(packaging.customers));
      expect(named(packaging.customers)).toMatchObject({ EP: want.EP, FP: want.FP });

      const terms = await bothDoors('incotermCodes', language);
      expect(named(terms.admins)).toEqual(named(terms.customers));
      expect(named(terms.customers)).toMatchObject({ '04': want.terms04, '24': want.terms24 });
      expect((await get('/api/incotermCodes/04', language)).name).toBe(want.terms04);

      const notes = await bothDoors('notificationCodes', language, 'size=100&sort=identifier,asc');
      const labels = (list: { identifier: string; attachment: { label?: string } | null }[]) =>
        Object.fromEntries(list.map((code) => [code.identifier, code.attachment?.label ?? null]));
      expect(named(notes.admins)).toEqual(named(notes.customers));
      // The administrators' list holds the inactive codes too; the customers' are among them alike.
      expect(labels(notes.admins)).toMatchObject(labels(notes.customers));
      const phone = notes.customers.find((code: { identifier: string }) => code.identifier === '101');
      // The label is the reader's; the master label stays beside it for the form's rules.
      expect(phone.attachment).toMatchObject({ label: want.label101, name: 'Ja, Telefonnummer' });
    },
  );

  it('has every packing code, shipping term and attachment label in all four languages, the master under de', async () => {
    const german = await bothDoors('incotermCodes', 'de');
    for (const collection of ['packagingCodes', 'incotermCodes', 'notificationCodes']) {
      const { admins } = await bothDoors(collection, 'en');
      for (const code of admins) {
        expect(Object.keys(code.names).sort(), `${collection} ${code.identifier}`).toEqual([
          'cs',
          'de',
          'en',
          'sk',
        ]);
      }
    }
    // No German text reaches an English, Czech or Slovak reader of the shipping terms and labels.
    for (const language of ['en', 'cs', 'sk'] as const) {
      const terms = named((await bothDoors('incotermCodes', language)).customers);
      for (const code of german.customers) expect(terms[code.identifier], language).not.toBe(code.name);
      const notes = (await get('/api/notificationCodes?size=100', language))._embedded.notificationCodes;
      for (const code of notes.filter((entry: { attachment: unknown }) => entry.attachment))
        expect(code.attachment.label, `${language} ${code.identifier}`).not.toBe(code.attachment.name);
    }
  });

  it('takes the names an administrator gives a code in every language', async () => {
    const auth = await authHeader(portal, 'admin');
    const changed = await portal.app.inject({
      method: 'PUT',
      url: '/api/packagingCodes/VS',
      headers: { ...auth, 'accept-language': 'cs' },
      payload: {
        identifier: 'VS',
        name: 'Verschlag',
        names: { en: 'Wooden crate', cs: 'Dřevěná laťová bedna', sk: 'Drevená latková debna' },
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Dřevěná laťová bedna',
      names: { de: 'Verschlag', en: 'Wooden crate', cs: 'Dřevěná laťová bedna', sk: 'Drevená latková debna' },
    });
    expect((await get('/api/packagingCodes/VS', 'en')).name).toBe('Wooden crate');
    expect((await get('/api/packagingCodes/VS', 'de')).name).toBe('Verschlag');
    // A rename that leaves the names out keeps them.
    const renamed = await portal.app.inject({
      method: 'PUT',
      url: '/api/packagingCodes/VS',
      headers: auth,
      payload: { identifier: 'VS', name: 'Holzverschlag' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await get('/api/packagingCodes/VS', 'de')).name).toBe('Holzverschlag');
    expect((await get('/api/packagingCodes/VS', 'sk')).name).toBe('Drevená latková debna');
  });
});
