import type { FieldError } from '../../../contracts/problem.ts';
import { isValidZipCode } from '../../../contracts/rules/zip-codes.ts';
import { messageKeys } from '../../../contracts/shipment/messages.ts';
import {
  type OrderRules,
  type OrderRulesInput,
  orderRuleErrors,
} from '../../../contracts/shipment/order-rules.ts';
import { DEFAULT_COUNTRY } from '../../../contracts/shipment/party.ts';
import {
  type Shipment,
  type ShipmentPayloadInput,
  shipmentDataSchema,
  shipmentPayloadSchema,
} from '../../../contracts/shipment/shipment.ts';

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

/** The contract's own check, as the server runs it; the field paths are those of the form. */
export function orderErrors(values: OrderValues, rules?: OrderRules): FieldError[] {
  const payload = payloadOf(values);
  const result = shipmentPayloadSchema.safeParse(payload);
  const schemaErrors = result.success
    ? []
    : result.error.issues.map((issue) => ({ field: fieldName(issue.path), defaultMessage: issue.message }));
  // The customer's settings, as the server checks them (contracts/shipment/order-rules.ts).
  const ruleErrors = rules ? orderRuleErrors(payload as OrderRulesInput, rules) : [];
  // Zip codes by the country's format, as the server checks them, beside every other error.
  const reported = new Set(schemaErrors.map((error) => error.field));
  const zipErrors = (['sender', 'consignee'] as const).flatMap((party) => {
    const { zipCode = '', country = DEFAULT_COUNTRY } = values[party] ?? {};
    const field = `${party}.zipCode`;
    return zipCode.trim() && !reported.has(field) && !isValidZipCode(country, zipCode)
      ? [{ field, defaultMessage: messageKeys.zipCode }]
      : [];
  });
  return [...schemaErrors, ...zipErrors, ...ruleErrors];
}

/** A schema issue's path as the server names fields: 'cargoList.items[0].weight'. */
const fieldName = (path: readonly PropertyKey[]) =>
  path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index ? '.' : ''}${String(part)}`))
    .join('');

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

/**
 * A saved shipment as the form's values: its order data over the empty order, so every input has
 * a value; the read-only parts of the representation (number, state, links, ...) stay behind.
 */
export function orderValuesOf(shipment: Shipment): OrderValues {
  const empty = emptyOrder();
  const data = Object.fromEntries(
    Object.keys(shipmentDataSchema.shape)
      .filter((key) => shipment[key as keyof Shipment] !== undefined)
      .map((key) => [key, shipment[key as keyof Shipment]]),
  ) as Partial<OrderValues>;
  return {
    ...empty,
    ...data,
    // The customer the shipment is for: its settings decide the order rules.
    emonsCustomerId: shipment.emonsCustomerId,
    sender: { ...empty.sender, ...shipment.sender },
    consignee: { ...empty.consignee, ...shipment.consignee },
    cargoList: {
      ...shipment.cargoList,
      items: shipment.cargoList.items.map((item) => ({ ...emptyCargoItem(), ...item })),
    },
  };
}
