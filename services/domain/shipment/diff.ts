import type { FieldChange } from '../../../contracts/shipment/events.ts';

export type { FieldChange };

type Plain = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Plain =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * Field-level changes from `before` to `after`, leaf by leaf: 'consignee.zipCode',
 * 'cargoList.items[0].weight'. A new object or list item is listed with all its fields, a removed
 * one as its path with null, so the audit log shows exactly what a user entered.
 */
export function diff(before: unknown, after: unknown, path = ''): FieldChange[] {
  if (after === undefined || after === null) {
    return before === undefined || before === null ? [] : [{ path, value: null }];
  }
  if (Array.isArray(after)) {
    const previous = Array.isArray(before) ? before : [];
    const changes: FieldChange[] = [];
    for (let index = 0; index < Math.max(previous.length, after.length); index += 1) {
      changes.push(...diff(previous[index], after[index], `${path}[${index}]`));
    }
    return changes;
  }
  if (isPlainObject(after)) {
    const previous = isPlainObject(before) ? before : {};
    const keys = [...Object.keys(after), ...Object.keys(previous).filter((key) => !(key in after))];
    return keys.flatMap((key) => diff(previous[key], after[key], join(path, key)));
  }
  return Object.is(before, after) ? [] : [{ path, value: after }];
}
