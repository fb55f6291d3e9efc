import { describe, expect, it } from 'vitest';
import { screensEn } from '../i18n/screens/en.ts';
import { fieldMessageText, fieldPathLabel } from './field-errors.ts';

const translate = (key: 'validation.required' | 'validation.invalid') =>
  key === 'validation.required' ? 'darf nicht leer sein' : 'ist ungültig';

describe('fieldMessageText', () => {
  it('translates the generic keys through the app texts', () => {
    expect(fieldMessageText('field.required', 'de', translate)).toBe('darf nicht leer sein');
  });

  it('translates shipment message keys into the UI language', () => {
    expect(fieldMessageText('validation.zipCode', 'de', translate)).toBe('falsche Postleitzahl für das Land');
    expect(fieldMessageText('validation.zipCode', 'en', translate)).toBe('wrong postal code for country');
  });

  it('leaves a text the server already translated as it is', () => {
    expect(fieldMessageText('muss ausgefüllt sein', 'de', translate)).toBe('muss ausgefüllt sein');
  });
});

describe('fieldPathLabel', () => {
  const label = (segment: string) => (screensEn.fields as Record<string, string>)[segment];

  it('names each segment and counts list positions from 1', () => {
    expect(fieldPathLabel('cargoList.items[0].hazmats[2].unNumber', label)).toBe(
      'Cargo list › Item 1 › Hazmat entry 3 › UN number',
    );
    expect(fieldPathLabel('consignee.zipCode', label)).toBe('Consignee › Zip code');
  });

  it("reads the form's own paths and names a chosen entry by its field", () => {
    expect(fieldPathLabel('cargoList.items.0.weight', label)).toBe('Cargo list › Item 1 › Weight');
    expect(fieldPathLabel('product.identifier', label)).toBe('Product');
    expect(fieldPathLabel('collectOnDelivery.value', label)).toBe(label('collectOnDelivery'));
  });

  it('keeps segments it has no label for', () => {
    expect(fieldPathLabel('sender.autosendShippingDocuments', label)).toBe(
      'Sender › autosendShippingDocuments',
    );
  });
});
