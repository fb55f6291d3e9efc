import { createFormContext } from '@mantine/form';
import type { OrderValues } from './order-values.ts';

/** The order form's state, shared by the cards of the form and of the wizard. */
export const [OrderFormProvider, useOrderFormContext, useOrderForm] = createFormContext<OrderValues>();
