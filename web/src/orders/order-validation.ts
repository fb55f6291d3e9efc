import type { OrderRules } from '../../../contracts/shipment/order-rules.ts';
import { fieldErrorsByPath } from '../forms/field-error.ts';
import { type OrderValues, orderErrors } from './order-values.ts';

/**
 * The form's validator: the contract schema the server checks with, and the rules the customer's
 * settings add, when known (useOrderRules); errors keyed by field path.
 */
export const validateOrder = (values: OrderValues, rules?: OrderRules) =>
  fieldErrorsByPath(orderErrors(values, rules));
