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
  shipmentDataSchema,
  shipmentPayloadSchema,
} from '../../../contracts/shipment/shipment.ts';
import { fieldErrorsByPath } from '../forms/field-error.ts';
import { emptyCargoItem, emptyOrder, type OrderValues, payloadOf } from './order-values.ts';

/*
 * The order form's checks with the contract's schemas (zod), in a chunk of their own that loads
 * after the form has rendered (`order-validation.ts`, docs/decisions/0143).
 */

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

/**
 * The form's validator: the contract schema the server checks with, and the rules the customer's
 * settings add, when known (useOrderRules); errors keyed by field path.
 */
export const validateOrder = (values: OrderValues, rules?: OrderRules) =>
  fieldErrorsByPath(orderErrors(values, rules));

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
