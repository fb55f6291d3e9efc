import { fieldErrorsByPath } from '../forms/field-error.ts';
import { type OrderValues, orderErrors } from './order-values.ts';

/** The form's validator: the contract schema the server checks with, errors keyed by field path. */
export const validateOrder = (values: OrderValues) => fieldErrorsByPath(orderErrors(values));
