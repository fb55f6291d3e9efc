import { describe, expect, it } from 'vitest';
import { notificationCodes } from './notification-codes.ts';
import { products } from './products.ts';
import { incotermCodes, packagingCodes } from './reference.ts';
import {
  attachmentLabelNames,
  incotermCodeNames,
  notificationCodeNames,
  packagingCodeNames,
  productNames,
  type ReferenceNames,
} from './reference-names.ts';

/** The keys of `names` that lack a name in one of the portal's other languages. */
const untranslated = (keys: string[], names: ReferenceNames) =>
  keys.filter((key) => !(names[key]?.en && names[key]?.cs && names[key]?.sk));

describe("the reference data's names in the portal's languages", () => {
  it('names every seeded code in English, Czech and Slovak beside its German master name', () => {
    expect(
      untranslated(
        packagingCodes.map((code) => code.identifier),
        packagingCodeNames,
      ),
    ).toEqual([]);
    expect(
      untranslated(
        incotermCodes.map((code) => code.identifier),
        incotermCodeNames,
      ),
    ).toEqual([]);
    expect(
      untranslated(
        notificationCodes.map((code) => code.identifier),
        notificationCodeNames,
      ),
    ).toEqual([]);
    expect(
      untranslated(
        products.map((product) => product.identifier),
        productNames,
      ),
    ).toEqual([]);
  });

  it('names every attachment label of the delivery-note codes', () => {
    const labels = notificationCodes.flatMap((code) => (code.attachment ? [code.attachment.name] : []));
    expect(untranslated(labels, attachmentLabelNames)).toEqual([]);
  });
});
