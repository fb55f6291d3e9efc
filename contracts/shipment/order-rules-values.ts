/*
 * The order rules' plain values and checks, without zod, for the web app's order form, which
 * renders before the schema library has loaded (docs/decisions/0143); `order-rules.ts` re-exports
 * them beside its schemas.
 */
import type { FieldError } from '../problem.ts';
import { PALLET_EXCHANGE_CODE, palletExchangeAllowed } from './cargo-values.ts';
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

/**
 * What a customer's settings add to the order rules (spec 001 section 3); `orderRulesSchema` in
 * order-rules.ts checks this shape.
 */
export interface OrderRules {
  customerId: string;
  requiredFields: RequiredFieldPath[];
  /** Length, width and height may stay empty. */
  dimensionsOptional: boolean;
  cbmMandatory: boolean;
  loadingLengthMandatory: boolean;
  /** MANDATORY_FIELDS or ADMIN_MANDATORY_FIELDS name storingPos: the storing positions are required. */
  storingPosMandatory: boolean;
  /** Pallet exchange countries beyond the standard ones. */
  palletExchangeCountries: string[];
  /** A waiver customer: the form hides the default-insurance hint, and the insurance field unless a value is there. */
  waiverCustomer: boolean;
}

/** The field paths a REQUIRED_FIELDS setting value names; unknown names are left out. */
export function requiredFieldPathsOf(settingValue: unknown): RequiredFieldPath[] {
  if (!Array.isArray(settingValue)) return [];
  return settingValue.flatMap((name) => {
    const path = typeof name === 'string' ? REQUIRED_FIELD_SETTING_NAMES[name] : undefined;
    return path ? [path] : [];
  });
}

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
