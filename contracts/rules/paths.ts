/** The value at a dotted path such as 'consignee.phone' or 'cargoList.items[0].weight'. */
export function valueAt(root: unknown, path: string): unknown {
  const keys = path.split(/\.|\[(\d+)\]/).filter((key) => key !== undefined && key !== '');
  let current: unknown = root;
  for (const key of keys) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Empty means absent, null, blank text or an empty list; zero and false are values. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}
