import type { CargoItemTemplate } from '../../../contracts/masterdata/templates.ts';

/** What the template form edits: texts as strings, measures as numbers or '' when empty (Mantine's NumberInput). */
export interface CargoTemplateFormValues {
  name: string;
  marking: string;
  orderNumber: string;
  colliQty: number | string;
  packingCode: string;
  goods: string;
  weight: number | string;
  length: number | string;
  width: number | string;
  height: number | string;
  dangerousGoods: boolean;
  isDefault: boolean;
}

export const textFields = ['name', 'marking', 'orderNumber', 'goods'] as const;
export const numberFields = ['colliQty', 'weight', 'length', 'width', 'height'] as const;

export function cargoTemplateFormValues(template?: CargoItemTemplate): CargoTemplateFormValues {
  return {
    name: template?.name ?? '',
    marking: template?.marking ?? '',
    orderNumber: template?.orderNumber ?? '',
    colliQty: template?.colliQty ?? 1,
    packingCode: template?.packingCode ?? '',
    goods: template?.goods ?? '',
    weight: template?.weight ?? '',
    length: template?.length ?? '',
    width: template?.width ?? '',
    height: template?.height ?? '',
    dangerousGoods: template?.dangerousGoods ?? false,
    isDefault: template?.isDefault ?? false,
  };
}

const numberOrNull = (value: number | string) => (value === '' ? null : Number(value));

/** The body of POST or PUT; an empty quantity falls back to the contract's default of 1. */
export function cargoTemplatePayload(values: CargoTemplateFormValues): Record<string, unknown> {
  const orNull = (value: string) => (value.trim() ? value.trim() : null);
  return {
    name: values.name.trim(),
    marking: orNull(values.marking),
    orderNumber: orNull(values.orderNumber),
    colliQty: numberOrNull(values.colliQty) ?? 1,
    packingCode: orNull(values.packingCode),
    goods: orNull(values.goods),
    weight: numberOrNull(values.weight),
    length: numberOrNull(values.length),
    width: numberOrNull(values.width),
    height: numberOrNull(values.height),
    dangerousGoods: values.dangerousGoods,
    isDefault: values.isDefault,
  };
}
