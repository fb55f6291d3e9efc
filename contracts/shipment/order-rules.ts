import { z } from 'zod';
import type { FieldError } from '../problem.ts';
import { PALLET_EXCHANGE_CODE, palletExchangeAllowed } from './cargo.ts';
import { countryCodeSchema } from './fields.ts';
import { messageKeys as m } from './messages.ts';

/**
 * The fields a REQUIRED_FIELDS setting (customer or personal) can require, by the order's field
 * names; the settings name the cargo item's fields bare ('marking') and the order's with 'shipment.'.
 */
export const requiredFieldPaths = [
  'orderNumber',
  'cargoList.items.marking',
  'cargoList.items.orderNumber',
] as const;
export type RequiredFieldPath = (typeof requiredFieldPaths)[number];

const REQUIRED_FIELD_SETTING_NAMES: Record<string, RequiredFieldPath> = {
  'shipment.orderNumber': 'orderNumber',
  orderNumber: 'cargoList.items.orderNumber',
  marking: 'cargoList.items.marking',
};

/** The field paths a REQUIRED_FIELDS setting value names; unknown names are left out. */
export function requiredFieldPathsOf(settingValue: unknown): RequiredFieldPath[] {
  if (!Array.isArray(settingValue)) return [];
  return settingValue.flatMap((name) => {
    const path = typeof name === 'string' ? REQUIRED_FIELD_SETTING_NAMES[name] : undefined;
    return path ? [path] : [];
  });
}

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
});
export type OrderRules = z.infer<typeof orderRulesSchema>;

export const orderRulesQuerySchema = z.object({
  /** The customer the order is for; default the user's first. */
  customerId: z.string().length(6).optional(),
});

/** The rules of an order whose customer sets nothing beyond the spec's defaults. */
export const defaultOrderRules = (customerId = ''): OrderRules => ({
  customerId,
  requiredFields: [],
  dimensionsOptional: false,
  cbmMandatory: false,
  loadingLengthMandatory: false,
  storingPosMandatory: false,
  palletExchangeCountries: [],
  waiverCustomer: false,
});

/** An order as far as the customer's rules read it; everything may still be missing. */
export interface OrderRulesInput {
  orderNumber?: string;
  consignee?: { country?: string };
  cargoList?: {
    storingPos?: number;
    cbm?: number;
    loadingLength?: number;
    loadingEquipmentType?: string;
    items?: readonly {
      marking?: string;
      orderNumber?: string;
      packingCode?: string;
      length?: number;
      width?: number;
      height?: number;
    }[];
  };
}

const DIMENSIONS = ['length', 'width', 'height'] as const;

/**
 * The field errors (spec section 5, "Shipment info" and "Cargo item") that depend on the customer's
 * settings: required fields, required dimensions, mandatory cbm and loading length, and pallet
 * exchange (FP as packing code or loading equipment) outside the exchange countries. Field names as
 * the server writes them: 'cargoList.items[0].marking'.
 */
export function orderRuleErrors(order: OrderRulesInput, rules: Omit<OrderRules, 'customerId'>): FieldError[] {
  const errors: FieldError[] = [];
  const report = (field: string, defaultMessage: string) => errors.push({ field, defaultMessage });
  const filled = (value: string | undefined) => Boolean(value?.trim());
  if (rules.requiredFields.includes('orderNumber') && !filled(order.orderNumber))
    report('orderNumber', m.required);
  const cargoList = order.cargoList ?? {};
  const exchange = palletExchangeAllowed(order.consignee?.country, rules.palletExchangeCountries);
  if (rules.cbmMandatory && cargoList.cbm === undefined) report('cargoList.cbm', m.required);
  if (rules.loadingLengthMandatory && cargoList.loadingLength === undefined)
    report('cargoList.loadingLength', m.required);
  if (rules.storingPosMandatory && cargoList.storingPos === undefined)
    report('cargoList.storingPos', m.required);
  if (cargoList.loadingEquipmentType === PALLET_EXCHANGE_CODE && !exchange)
    report('cargoList.loadingEquipmentType', m.palletExchangeNotAllowed);
  (cargoList.items ?? []).forEach((item, index) => {
    const path = `cargoList.items[${index}]`;
    if (!rules.dimensionsOptional) {
      for (const dimension of DIMENSIONS)
        if (item[dimension] === undefined) report(`${path}.${dimension}`, m.required);
    }
    for (const field of ['marking', 'orderNumber'] as const) {
      if (rules.requiredFields.includes(`cargoList.items.${field}`) && !filled(item[field]))
        report(`${path}.${field}`, m.required);
    }
    if (item.packingCode === PALLET_EXCHANGE_CODE && !exchange)
      report(`${path}.packingCode`, m.palletExchangeNotAllowed);
  });
  return errors;
}
