/* Kept apart from field-errors.ts, whose message texts of every language the first screen does not need. */

/**
 * A field path (`cargoList.items[0].weight`) as the user reads it ("Cargo list › Item 1 › Weight"):
 * each segment by its label, list positions counted from 1; unknown segments stay as they are.
 */
export function fieldPathLabel(path: string, label: (segment: string) => string | undefined): string {
  return path
    .split('.')
    .map((segment) => {
      const match = /^(.+?)\[(\d+)\]$/.exec(segment);
      const name = match ? match[1]! : segment;
      const text = label(name) ?? name;
      return match ? `${text} ${Number(match[2]) + 1}` : text;
    })
    .join(' › ');
}
