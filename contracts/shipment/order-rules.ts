import { z } from 'zod';
import { countryCodeSchema } from './fields.ts';
import { type OrderRules, requiredFieldPaths } from './order-rules-values.ts';

export {
  defaultOrderRules,
  type OrderRules,
  type OrderRulesInput,
  orderRuleErrors,
  type RequiredFieldPath,
  requiredFieldPaths,
  requiredFieldPathsOf,
} from './order-rules-values.ts';

/**
 * What a customer's settings add to the order rules (spec 001 section 3: REQUIRED_FIELDS,
 * OPTIONAL_FIELDS, MANDATORY_FIELDS and ADMIN_MANDATORY_FIELDS, ADDITIONAL_PALETTE_SWAP_COUNTRIES),
 * as GET /api/customer-data/orderRules answers them and the server validates orders with them.
 */
export const orderRulesSchema = z.object({
  customerId: z.string(),
  requiredFields: z.array(z.enum(requiredFieldPaths)),
  /** Length, width and height may stay empty. */
  dimensionsOptional: z.boolean(),
  cbmMandatory: z.boolean(),
  loadingLengthMandatory: z.boolean(),
  /** MANDATORY_FIELDS or ADMIN_MANDATORY_FIELDS name storingPos: the storing positions are required. */
  storingPosMandatory: z.boolean(),
  /** Pallet exchange countries beyond the standard ones. */
  palletExchangeCountries: z.array(countryCodeSchema),
  /** A waiver customer (no forwarder insurance): the form hides the default-insurance hint, and the
   * insurance field unless a value is there (spec 000 section 5). */
  waiverCustomer: z.boolean(),
}) satisfies z.ZodType<OrderRules>;

export const orderRulesQuerySchema = z.object({
  /** The customer the order is for; default the user's first. */
  customerId: z.string().length(6).optional(),
});
