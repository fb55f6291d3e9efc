import type { NotificationAttachment } from './tables.ts';

/**
 * The one place that turns reference records (products, delivery-note codes, packing codes,
 * shipping terms) into what a reader of `language` sees, for the customers' calls and the
 * administrators' lists alike (docs/decisions/0126, 0211): the name in that language where the
 * data has one, else the master (German) name.
 */

type Named = { name: string; names?: Record<string, string> | undefined };

/** A reference record as a reader of `language` sees it, without the names of the other languages. */
export function inLanguage<T extends Named>(record: T, language: string): Omit<T, 'names'> {
  const { names, ...rest } = record;
  return { ...rest, name: names?.[language] || record.name };
}

/**
 * As `inLanguage`, with the names of every language beside it (the master under `de`): what the
 * administrators' lists answer, so their forms change the master name and the translations.
 */
export function withEveryName<T extends Named>(record: T, language: string) {
  return { ...inLanguage(record, language), names: { ...record.names, de: record.name } };
}

/**
 * A delivery-note code's attachment as a reader of `language` sees it: `label` in that language,
 * `name` the master label the form's rules read ('Ja, ...' asks for a text).
 */
export function attachmentInLanguage(attachment: NotificationAttachment | null, language: string) {
  if (!attachment) return null;
  const { names, ...rest } = attachment;
  return { ...rest, label: names?.[language] || attachment.name };
}

/** A delivery-note code in the reader's language: its name and its attachment's label. */
export function noteInLanguage<T extends Named & { attachment: NotificationAttachment | null }>(
  code: T,
  language: string,
) {
  return { ...inLanguage(code, language), attachment: attachmentInLanguage(code.attachment, language) };
}
