/**
 * A reference record (product, delivery-note code, packing code) as a reader of `language` sees it:
 * its name in that language where the data has one, else the master name (docs/decisions/0126).
 */
export function inLanguage<T extends { name: string; names?: Record<string, string> | undefined }>(
  record: T,
  language: string,
): Omit<T, 'names'> {
  const { names, ...rest } = record;
  return { ...rest, name: names?.[language] || record.name };
}
