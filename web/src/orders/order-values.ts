import type { ShipmentPayloadInput } from '../../../contracts/shipment/shipment.ts';

/*
 * The order form's values without the schema library: the form renders and takes input before the
 * contract's schemas have loaded (`order-validation.ts`, docs/decisions/0143).
 */

/** The order as the form holds it: the contract's payload, with '' wherever an input is empty. */
export type OrderValues = ShipmentPayloadInput;

const emptyParty = {
  name: '',
  customerId: '',
  additionalName: '',
  street: '',
  zipCode: '',
  city: '',
  country: 'DE',
  contactName: '',
  phone: '',
  mobile: '',
  email: '',
  web: '',
};

export const emptyCargoItem = () => ({
  colliQty: 1,
  packingCode: '',
  goods: '',
  marking: '',
  orderNumber: '',
  weight: '' as unknown as number,
  length: '' as unknown as number,
  width: '' as unknown as number,
  height: '' as unknown as number,
  dangerousGoods: false,
  hazmats: [],
});

export const emptyHazmat = () => ({
  unNumber: '',
  quantity: 1,
  packagingCode: '',
  packagingGroup: '',
  massUnit: 'kg' as const,
  weight: '' as unknown as number,
  technicalName: '',
  neq: '' as unknown as number,
  limitedQuantities: false,
  environmentalHazard: false,
});

export function emptyOrder(): OrderValues {
  return {
    sender: { ...emptyParty },
    consignee: { ...emptyParty },
    orderNumber: '',
    referenceNumber: '',
    shippingDate: '',
    shippingTimeFrom: '',
    shippingTimeUntil: '',
    shippingNotice: '',
    shippingTerms: { identifier: '' },
    // Money inputs need their object to type into; a currency without a value is dropped on saving.
    collectOnDelivery: { value: '' as unknown as number, currency: 'EUR' },
    insuranceValue: { value: '' as unknown as number, currency: 'EUR' },
    product: { identifier: '' },
    deliveryDate: '',
    deliveryNotes: [],
    cargoList: { items: [emptyCargoItem()] },
  };
}

/** Empty inputs ('' or null) are absent values, as the contract expects; so are empty money entries. */
export function payloadOf(values: OrderValues): OrderValues {
  return prune(values) as OrderValues;
}

function prune(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(prune);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .map(([key, inner]) => [key, prune(inner)] as const)
      .filter(([, inner]) => inner !== undefined);
    const object = Object.fromEntries(entries);
    if ('currency' in object && !('value' in object)) return undefined;
    return object;
  }
  return value === '' || value === null ? undefined : value;
}

/** Cargo volume: colli x length x width x height / 1,000,000 in cbm, 3 decimals; none when 0 (spec section 5). */
export function cargoVolume(items: OrderValues['cargoList']['items']): number | undefined {
  const volume = items.reduce((sum, item) => {
    const size =
      Number(item.colliQty ?? 1) *
      Number(item.length || 0) *
      Number(item.width || 0) *
      Number(item.height || 0);
    return sum + size / 1_000_000;
  }, 0);
  return volume > 0 ? Math.round(volume * 1000) / 1000 : undefined;
}
