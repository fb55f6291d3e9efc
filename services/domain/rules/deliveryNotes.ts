import { MAX_DELIVERY_NOTES, type OrderDeliveryNote } from '../../../contracts/shipment/index.ts';
import { isEmpty, valueAt } from './paths.ts';
import type { NotificationCodeRules } from './reference.ts';

export type NoteParty = 'sender' | 'consignee';

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

/**
 * A note whose code lists required fields takes its attachment text from the first filled one
 * (read-only in the form).
 */
export function fillRequiredFieldAttachments(
  notes: readonly OrderDeliveryNote[],
  codes: readonly NotificationCodeRules[],
  order: unknown,
): OrderDeliveryNote[] {
  return notes.map((note) => {
    const fields = codes.find((code) => code.identifier === note.identifier)?.requiredFields ?? [];
    const source = fields.map((field) => valueAt(order, field)).find((value) => !isEmpty(value));
    return source === undefined ? note : { ...note, attachmentValue: String(source).slice(0, 35) };
  });
}

/** The attachment text is entered for attachments named 'Ja…' and is required when the code has a validator. */
export function attachmentTextRequired(code: NotificationCodeRules): boolean {
  return Boolean(code.attachment?.name.startsWith('Ja') && code.attachment.validator);
}
