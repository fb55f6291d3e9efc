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
