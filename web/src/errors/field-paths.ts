/* Kept apart from field-errors.ts, whose message texts of every language the first screen does not need. */

/** The part of a chosen entry the form keeps (`product.identifier`): the user sees the entry's name. */
const INNER_SEGMENTS = new Set(['identifier', 'value']);

/**
 * A field path (`cargoList.items[0].weight`, also `cargoList.items.0.weight`) as the user reads it
 * ("Cargo list › Item 1 › Weight"): each segment by its label, list positions counted from 1,
 * `product.identifier` as "Product"; unknown segments stay as they are.
 */
export function fieldPathLabel(path: string, label: (segment: string) => string | undefined): string {
  const segments = path.replace(/\.(\d+)(?=\.|$)/g, '[$1]').split('.');
  if (segments.length > 1 && INNER_SEGMENTS.has(segments.at(-1) ?? '')) segments.pop();
  return segments
    .map((segment) => {
      const match = /^(.+?)\[(\d+)\]$/.exec(segment);
      const name = match ? match[1]! : segment;
      const text = label(name) ?? name;
      return match ? `${text} ${Number(match[2]) + 1}` : text;
    })
    .join(' › ');
}
