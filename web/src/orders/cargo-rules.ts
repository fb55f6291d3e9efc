import type { Hazmat } from '../../../contracts/masterdata/reference.ts';
import type { CargoItemTemplate } from '../../../contracts/masterdata/templates.ts';
import {
  EXCEPTIONAL_HEIGHT_CM,
  EXCEPTIONAL_LENGTH_CM,
  isExplosiveClass,
  type LoadingEquipmentType,
  loadingEquipmentTypes,
  PALLET_EXCHANGE_CODE,
  palletExchangeAllowed,
} from '../../../contracts/shipment/cargo-values.ts';
import type { OrderRules } from '../../../contracts/shipment/order-rules.ts';
import { requiredFieldPathsOf } from '../../../contracts/shipment/order-rules-values.ts';
import { emptyCargoItem, emptyHazmat, type OrderValues } from './order-values.ts';

/** The rules of the cargo list card, shipment info card and hazmat entries (spec section 5). */

export type CargoItemValues = OrderValues['cargoList']['items'][number];
export type HazmatValues = NonNullable<CargoItemValues['hazmats']>[number];

/** The customer's rules plus the fields the user requires for themselves (personal REQUIRED_FIELDS). */
export function withPersonalRequiredFields(rules: OrderRules, personalSetting: unknown): OrderRules {
  const personal = requiredFieldPathsOf(personalSetting);
  if (personal.every((path) => rules.requiredFields.includes(path))) return rules;
  return { ...rules, requiredFields: [...new Set([...rules.requiredFields, ...personal])] };
}

export const isRequiredField = (rules: OrderRules, path: OrderRules['requiredFields'][number]) =>
  rules.requiredFields.includes(path);

/** Leaving a length over 745 cm or a height over 220 cm warns that the branch should be called. */
export function isExceptionalMeasure(field: 'length' | 'width' | 'height', value: unknown): boolean {
  const measure = Number(value);
  if (value === '' || value === null || value === undefined || Number.isNaN(measure)) return false;
  if (field === 'length') return measure > EXCEPTIONAL_LENGTH_CM;
  if (field === 'height') return measure > EXCEPTIONAL_HEIGHT_CM;
  return false;
}

const hasFullDimensions = (item: CargoItemValues) => Boolean(item.length && item.width && item.height);

/**
 * cbm is entered by hand only when it is mandatory, or when dimensions are optional and some item
 * lacks them; otherwise it follows the dimensions.
 */
export function cbmEnabled(rules: OrderRules, items: readonly CargoItemValues[]): boolean {
  return rules.cbmMandatory || (rules.dimensionsOptional && !items.every(hasFullDimensions));
}

/**
 * The codes offered for a consignee country: pallet exchange (FP) only where it is possible. A
 * value already chosen stays visible, so its error can say why it is refused.
 */
export function offeredCodes<T>(
  codes: readonly T[],
  codeOf: (code: T) => string,
  consigneeCountry: string | undefined,
  rules: Pick<OrderRules, 'palletExchangeCountries'>,
  current?: string,
): T[] {
  if (palletExchangeAllowed(consigneeCountry, rules.palletExchangeCountries)) return [...codes];
  return codes.filter((code) => codeOf(code) !== PALLET_EXCHANGE_CODE || codeOf(code) === current);
}

export const offeredEquipmentTypes = (
  consigneeCountry: string | undefined,
  rules: Pick<OrderRules, 'palletExchangeCountries'>,
  current?: string,
): LoadingEquipmentType[] =>
  offeredCodes(loadingEquipmentTypes, (code) => code, consigneeCountry, rules, current);

/** The loading equipment type is needed once a quantity above 0 is given. */
export const equipmentTypeRequired = (quantity: unknown): boolean => Number(quantity) > 0;

/**
 * A new cargo item from a template: its fields, with a packing code that is not offered (pallet
 * exchange for a consignee outside the exchange countries) cleared; dangerous goods bring one
 * empty hazmat entry, as ticking the checkbox does.
 */
export function itemFromTemplate(
  template: CargoItemTemplate,
  offeredPackingCodes: readonly string[] | undefined,
): CargoItemValues {
  const item = emptyCargoItem();
  const packingCode = template.packingCode ?? '';
  const offered = !offeredPackingCodes || offeredPackingCodes.includes(packingCode);
  const measure = (value: number | null | undefined) => value ?? ('' as unknown as number);
  const dangerousGoods = template.dangerousGoods === true;
  return {
    ...item,
    colliQty: template.colliQty ?? item.colliQty,
    packingCode: offered ? packingCode : '',
    goods: template.goods ?? '',
    marking: template.marking ?? '',
    orderNumber: template.orderNumber ?? '',
    weight: measure(template.weight),
    length: measure(template.length),
    width: measure(template.width),
    height: measure(template.height),
    dangerousGoods,
    hazmats: dangerousGoods ? [emptyHazmat()] : [],
  };
}

/** Ticking dangerous goods adds one empty hazmat entry; unticking removes them all. */
export function withDangerousGoods(item: CargoItemValues, checked: boolean): CargoItemValues {
  if (!checked) return { ...item, dangerousGoods: false, hazmats: [] };
  const hazmats = item.hazmats?.length ? item.hazmats : [emptyHazmat()];
  return { ...item, dangerousGoods: true, hazmats };
}

/** The checkbox cannot be unticked while hazmat entries exist: they are removed one by one first. */
export const dangerousGoodsLocked = (item: CargoItemValues): boolean => (item.hazmats?.length ?? 0) > 0;

/** The last cargo item stays: an order has at least one. */
export const canRemoveItem = (items: readonly unknown[]): boolean => items.length > 1;

/** The net explosive quantity is entered for class 1 only. */
export const neqEnabled = (hazmat: Pick<HazmatValues, 'hazardClass'>): boolean =>
  isExplosiveClass(hazmat.hazardClass);

export const technicalNameRequired = (
  hazmat: Pick<HazmatValues, 'collectiveTerm' | 'technicalNameRequired'>,
): boolean => Boolean(hazmat.collectiveTerm || hazmat.technicalNameRequired);

/** The UN-number select's value for an entry: UN number and sequence number identify the ADR row. */
export const unNumberKey = (entry: { unNumber?: string; sequenceNumber?: number }): string =>
  entry.unNumber ? `${entry.unNumber}/${entry.sequenceNumber ?? 1}` : '';

/** The label of a chosen entry when its row is not among the loaded search results. */
export function unNumberLabel(hazmat: HazmatValues): string {
  const details = [hazmat.hazardClass, hazmat.packagingGroup].filter(Boolean).join(', ');
  return `UN ${hazmat.unNumber} ${hazmat.shippingName ?? ''}${details ? ` (${details})` : ''}`.trim();
}

/**
 * The entry after choosing a UN number: the ADR row's facts replace the previous ones; the mass
 * unit follows the row (2 means litres); a net explosive quantity stays only within the same class.
 */
export function hazmatFromReference(current: HazmatValues, reference: Hazmat): HazmatValues {
  const sameClass = current.hazardClass === reference.clazz;
  return {
    ...current,
    unNumber: reference.unNumber,
    sequenceNumber: reference.sequenceNumber,
    shippingName: reference.name,
    hazardClass: reference.clazz,
    classificationCode: reference.classificationCode,
    packagingGroup: reference.packagingGroup ?? '',
    tunnelRestrictionCode: reference.tunnelRestrictionCode ?? '',
    transportCategory: String(reference.transportCategory ?? ''),
    factor: reference.factor,
    collectiveTerm: reference.collectiveTerm === 1,
    technicalNameRequired: reference.collectiveTerm === 1,
    massUnit: reference.massUnit === 2 ? 'ltr' : 'kg',
    neq: sameClass && isExplosiveClass(reference.clazz) ? current.neq : ('' as unknown as number),
  };
}
