import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from './harness/portal.ts';

let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

async function get(url: string, language: string) {
  const response = await portal.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
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
});
