import type { OrderDeliveryNote } from '../shipment/deliveryNote.ts';
import { MAX_DELIVERY_NOTES } from '../shipment/deliveryNote-values.ts';
import { isValidEmail, isValidPhone } from './contacts.ts';
import { isEmpty, valueAt } from './paths.ts';

/**
 * The delivery note rules of spec 000 section 4 ("Delivery notes on an order"), pure, for the
 * shipment decider and the order form alike.
 */

/** A delivery note code (notification code) as the rules read it. */
export interface NotificationCodeRules {
  identifier: string;
  default: boolean;
  multiUsage: boolean;
  active: boolean;
  attachment?: { name: string; defaultValue?: string | null; validator?: string | null } | null;
  /** Field paths on the order ('consignee.phone', 'sender.email', ...) that fill the attachment text. */
  requiredFields?: readonly string[];
  /** Products the note may go with; absent or null: every product. */
  products?: readonly string[] | null;
}

export type NoteParty = 'sender' | 'consignee';

/** The note that asks the user to consult customer service (delivery-notes.consult-customer-service). */
export const CONSULT_CUSTOMER_SERVICE_NOTE = '199';

/** Typed attachment texts are at most this long (spec 000 section 9). */
export const ATTACHMENT_TEXT_MAX = 35;

/** An attachment text taken from a party's field is as long as that field allows (e-mail: 255). */
export const ATTACHMENT_FIELD_VALUE_MAX = 255;

/** Notes whose identifier begins with 6 belong to the sender, all others to the consignee. */
export function noteOwner(identifier: string): NoteParty {
  return identifier.startsWith('6') ? 'sender' : 'consignee';
}

const markerOf = (party: NoteParty) => (party === 'sender' ? '_sender' : '_consignee');

type CodeLookup = (identifier: string) => NotificationCodeRules | undefined;

/** A note is present already when its code is there, unless the code may be used again with another text. */
function isPresent(notes: readonly OrderDeliveryNote[], note: OrderDeliveryNote, codes: CodeLookup): boolean {
  const multiUsage = codes(note.identifier)?.multiUsage ?? false;
  return notes.some(
    (existing) =>
      existing.identifier === note.identifier &&
      (!multiUsage || (existing.attachmentValue ?? '') === (note.attachmentValue ?? '')),
  );
}

/** The notes every order starts with: active default codes with their default attachment text. */
export function defaultNotes(codes: readonly NotificationCodeRules[]): OrderDeliveryNote[] {
  return codes
    .filter((code) => code.default && code.active)
    .map((code) =>
      code.attachment?.defaultValue
        ? { identifier: code.identifier, attachmentValue: code.attachment.defaultValue }
        : { identifier: code.identifier },
    );
}

export interface PartyChange {
  notes: readonly OrderDeliveryNote[];
  /** Which party was replaced. */
  party: NoteParty;
  /** The delivery notes the new party brings from the address book. */
  partyNotes: readonly OrderDeliveryNote[];
  codes: readonly NotificationCodeRules[];
}

/**
 * When the sender or consignee changes, the notes the previous party brought are dropped, the new
 * party's notes (marked as its own) and the default notes are added unless present, and the list is
 * cut to the maximum.
 */
export function notesAfterPartyChange(change: PartyChange): OrderDeliveryNote[] {
  const marker = markerOf(change.party);
  const lookup: CodeLookup = (identifier) => change.codes.find((code) => code.identifier === identifier);
  const notes = change.notes.filter((note) => !note[marker]);
  const incoming = [
    ...change.partyNotes.map((note) => ({ ...note, [marker]: true })),
    ...defaultNotes(change.codes),
  ];
  for (const note of incoming) {
    if (!isPresent(notes, note, lookup)) notes.push(note);
  }
  return notes.slice(0, MAX_DELIVERY_NOTES);
}

/** A manually added note goes first; at the maximum nothing is added (delivery-notes.maximum-reached). */
export function addManualNote(
  notes: readonly OrderDeliveryNote[],
  note: OrderDeliveryNote,
): { notes: OrderDeliveryNote[]; maximumReached: boolean } {
  if (notes.length >= MAX_DELIVERY_NOTES) return { notes: [...notes], maximumReached: true };
  return { notes: [note, ...notes], maximumReached: false };
}

/** The identifiers of the codes a product allows: a code naming products only on those, others on every product. */
export function notesAllowedOnProduct(
  codes: readonly Pick<NotificationCodeRules, 'identifier' | 'products'>[],
  product: string,
): string[] {
  return codes
    .filter((code) => !code.products || code.products.includes(product))
    .map((code) => code.identifier);
}

/**
 * After a product change only the notes the product allows stay; `removed` non-empty shows the
 * notice product.consigneeAnnouncementFiltered.
 */
export function notesAllowedByProduct(
  notes: readonly OrderDeliveryNote[],
  allowed: readonly string[] | undefined,
): { notes: OrderDeliveryNote[]; removed: OrderDeliveryNote[] } {
  if (!allowed) return { notes: [...notes], removed: [] };
  return {
    notes: notes.filter((note) => allowed.includes(note.identifier)),
    removed: notes.filter((note) => !allowed.includes(note.identifier)),
  };
}

/** Whether a code's attachment text comes from the order's fields (and is read-only then). */
export function attachmentFromRequiredFields(code: NotificationCodeRules | undefined): boolean {
  return (code?.requiredFields?.length ?? 0) > 0;
}

/**
 * A note whose code lists required fields takes its attachment text, whole, from the first filled
 * one (read-only in the form); while none of them is filled the note has nothing to say and is left
 * out (an e-mail notice for a consignee without an e-mail address).
 */
export function fillRequiredFieldAttachments(
  notes: readonly OrderDeliveryNote[],
  codes: readonly NotificationCodeRules[],
  order: unknown,
): OrderDeliveryNote[] {
  return notes.flatMap((note) => {
    const fields = codes.find((code) => code.identifier === note.identifier)?.requiredFields ?? [];
    if (fields.length === 0) return [note];
    const source = fields.map((field) => valueAt(order, field)).find((value) => !isEmpty(value));
    return source === undefined ? [] : [{ ...note, attachmentValue: String(source) }];
  });
}

/** The attachment text is entered only for attachments whose name starts with 'Ja'. */
export function attachmentTextShown(code: NotificationCodeRules | undefined): boolean {
  return code?.attachment?.name.startsWith('Ja') ?? false;
}

/**
 * The attachment's label in the reader's language (`label`, as the reference calls answer it), else
 * its master name; the rules above read the master name, never the label.
 */
export function attachmentLabel(
  code: { attachment?: { name: string; label?: string | undefined } | null | undefined } | undefined,
): string {
  return code?.attachment?.label ?? code?.attachment?.name ?? '';
}

/** The attachment text is required for attachments named 'Ja…' whose code has a validator. */
export function attachmentTextRequired(code: NotificationCodeRules): boolean {
  return attachmentTextShown(code) && Boolean(code.attachment?.validator);
}

/** The message keys of attachmentValueProblem (the shipment messages' keys). */
export const ATTACHMENT_PROBLEMS = {
  required: 'field.required',
  tooLong: 'field.too-long',
  fromField: 'delivery-notes.attachment-from-field',
  phone: 'validation.phone',
  email: 'validation.email',
  digits: 'validation.digits',
} as const;

/**
 * What is wrong with a note's attachment text, as every door checks it (the order form, the API,
 * order files, IFTMIN): a text taken from the order's fields must be that field's value (and is
 * required, as the form fills it, where the code asks for a text); a typed
 * one is required where the code asks for it, at most ATTACHMENT_TEXT_MAX characters, and passes
 * the code's validator (phone of the note's party, e-mail, number). Undefined when nothing is.
 */
export function attachmentValueProblem(
  code: NotificationCodeRules,
  note: OrderDeliveryNote,
  order: unknown,
): (typeof ATTACHMENT_PROBLEMS)[keyof typeof ATTACHMENT_PROBLEMS] | undefined {
  const value = note.attachmentValue?.trim() ?? '';
  if (attachmentFromRequiredFields(code)) {
    const source = (code.requiredFields ?? [])
      .map((field) => valueAt(order, field))
      .find((candidate) => !isEmpty(candidate));
    if (value === '') return attachmentTextRequired(code) ? ATTACHMENT_PROBLEMS.required : undefined;
    return source !== undefined && String(source).trim() === value
      ? undefined
      : ATTACHMENT_PROBLEMS.fromField;
  }
  if (value === '') return attachmentTextRequired(code) ? ATTACHMENT_PROBLEMS.required : undefined;
  if (value.length > ATTACHMENT_TEXT_MAX) return ATTACHMENT_PROBLEMS.tooLong;
  const party = valueAt(order, noteOwner(note.identifier));
  const country = String(valueAt(party, 'country') ?? 'DE');
  switch (code.attachment?.validator) {
    case 'phone':
      return isValidPhone(value, country) ? undefined : ATTACHMENT_PROBLEMS.phone;
    case 'email':
      return isValidEmail(value) ? undefined : ATTACHMENT_PROBLEMS.email;
    case 'number':
      return /^\d{1,5}$/.test(value) ? undefined : ATTACHMENT_PROBLEMS.digits;
    default:
      return undefined;
  }
}
