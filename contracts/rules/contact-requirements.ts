import { isEmpty, valueAt } from './paths.ts';

/**
 * The rule 'fields_required': it passes when any of the listed fields (dotted paths on the order)
 * is filled.
 */
export function fieldsRequired(order: unknown, fields: readonly string[]): boolean {
  return fields.some((field) => !isEmpty(valueAt(order, field)));
}

/** Contacts the carrier needs for a product's delivery (spec section 5, consignee contacts). */
const CONTACTS_BY_PRODUCT: Readonly<Record<string, readonly string[]>> = {
  '150': ['consignee.phone', 'consignee.mobile'],
  '166': ['consignee.phone', 'consignee.mobile'],
  '230': ['consignee.web'],
  '352': ['consignee.mobile', 'consignee.email', 'consignee.phone'],
  '400': ['consignee.email'],
  '601': ['sender.phone'],
};

/** The contact fields of which a product needs at least one; empty when it needs none. */
export function requiredContactFields(productIdentifier: string): readonly string[] {
  return CONTACTS_BY_PRODUCT[productIdentifier] ?? [];
}

/** The contact fields to flag because the product needs one of them and all are empty. */
export function missingContactFields(order: unknown, productIdentifier: string): readonly string[] {
  const fields = requiredContactFields(productIdentifier);
  return fields.length > 0 && !fieldsRequired(order, fields) ? fields : [];
}
