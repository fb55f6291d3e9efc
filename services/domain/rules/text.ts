/** Control characters (tabs, line breaks, NUL, ...) and code points Unicode has not assigned. */
const STRIPPED = /[\p{Cc}\p{Cn}]/gu;

export function stripText(value: string): string {
  return value.replace(STRIPPED, '');
}

/**
 * A copy of `value` with every string inside stripped of control and unassigned characters, as every
 * text field is before it is saved (they would break the label printers and the branch's systems).
 */
export function stripTextFields<T>(value: T): T {
  if (typeof value === 'string') return stripText(value) as T;
  if (Array.isArray(value)) return value.map((item) => stripTextFields(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, stripTextFields(entry)]),
    ) as T;
  }
  return value;
}
