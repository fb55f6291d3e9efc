/** Values at dotted paths (`data.shipment.consignee.name`, `data.changes.3.value`) of an event. */

type Container = Record<string, unknown> | unknown[];

const isContainer = (value: unknown): value is Container => value !== null && typeof value === 'object';

export function valueAt(root: Record<string, unknown>, path: string): unknown {
  let current: unknown = root;
  for (const segment of path.split('.')) {
    if (!isContainer(current)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** Sets an existing path; a path that no longer leads anywhere changes nothing. */
export function setAt(root: Record<string, unknown>, path: string, value: unknown): void {
  const segments = path.split('.');
  const last = segments.pop() as string;
  let current: unknown = root;
  for (const segment of segments) {
    if (!isContainer(current)) return;
    current = (current as Record<string, unknown>)[segment];
  }
  if (isContainer(current)) (current as Record<string, unknown>)[last] = value;
}

/**
 * A copy of `root` in which the containers on the way to each path are copies of their own, so that
 * `setAt` on the copy at those paths leaves `root` as it was. Everything off those paths is shared
 * with `root` (a deep copy of a whole order per sealed event cost more than the sealing itself).
 */
export function copyAlong<T extends Record<string, unknown>>(root: T, paths: readonly string[]): T {
  const copies = new WeakSet<object>();
  const copyOf = (container: Container): Container => {
    const copy = Array.isArray(container) ? [...container] : { ...container };
    copies.add(copy);
    return copy;
  };
  const top = copyOf(root) as T;
  for (const path of paths) {
    const segments = path.split('.');
    segments.pop();
    let current: unknown = top;
    for (const segment of segments) {
      if (!isContainer(current)) break;
      const parent = current as Record<string, unknown>;
      const child = parent[segment];
      if (!isContainer(child)) break;
      if (!copies.has(child)) parent[segment] = copyOf(child);
      current = parent[segment];
    }
  }
  return top;
}
