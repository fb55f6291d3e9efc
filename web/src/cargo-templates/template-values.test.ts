import { describe, expect, it } from 'vitest';
import { cargoTemplateFormValues, cargoTemplatePayload } from './template-values.ts';

describe('cargo template form values', () => {
  it('start a new template with one piece and no measures', () => {
    expect(cargoTemplateFormValues()).toMatchObject({ colliQty: 1, weight: '', isDefault: false });
  });

  it('send empty texts and measures as null and trim the rest', () => {
    const payload = cargoTemplatePayload({
      ...cargoTemplateFormValues(),
      name: ' Europalette ',
      goods: '',
      weight: 120,
      colliQty: '',
    });
    expect(payload).toMatchObject({
      name: 'Europalette',
      goods: null,
      weight: 120,
      length: null,
      colliQty: 1,
    });
  });
});
