import type { NotificationCode } from '../../../contracts/masterdata/reference.ts';
import type { DeliveryNotePreference } from '../../../contracts/masterdata/settings.ts';
import {
  addManualNote,
  CONSULT_CUSTOMER_SERVICE_NOTE,
  fillRequiredFieldAttachments,
  type NoteParty,
  noteOwner,
  notesAfterPartyChange,
  notesAllowedByProduct,
  notesAllowedOnProduct,
} from '../../../contracts/rules/delivery-notes.ts';
import type { OrderDeliveryNote } from '../../../contracts/shipment/deliveryNote.ts';
import type { OrderValues } from './order-values.ts';

/**
 * The order form's side of the delivery note rules (spec 000 section 4): the rules themselves are
 * the shared ones of contracts/rules/delivery-notes.ts, which the server applies too.
 */

type Codes = readonly NotificationCode[];
type Notes = readonly OrderDeliveryNote[];

/** Each note with the name of its code, as the list shows it. */
export function withNames(notes: Notes, codes: Codes): OrderDeliveryNote[] {
  return notes.map((note) => {
    if (note.name) return note;
    const name = codes.find((code) => code.identifier === note.identifier)?.name;
    return name ? { ...note, name } : note;
  });
}

/** The notes after the sender or consignee was replaced by one that brings `partyNotes`. */
export function notesForNewParty(
  notes: Notes,
  party: NoteParty,
  partyNotes: Notes,
  codes: Codes,
): OrderDeliveryNote[] {
  return withNames(notesAfterPartyChange({ notes, party, partyNotes, codes }), codes);
}

/** The notes a party card shows as its own: identifiers beginning with 6 are the sender's. */
export function notesOfParty(notes: Notes, party: NoteParty): OrderDeliveryNote[] {
  return notes.filter((note) => noteOwner(note.identifier) === party);
}

/**
 * The codes the add dropdown offers: active ones the chosen product allows, except those on the
 * order already unless they may be used again.
 */
export function addableCodes(codes: Codes, notes: Notes, product: string | undefined): NotificationCode[] {
  const allowed = product ? new Set(notesAllowedOnProduct(codes, product)) : undefined;
  return codes.filter(
    (code) =>
      code.active &&
      (!allowed || allowed.has(code.identifier)) &&
      (code.multiUsage || !notes.some((note) => note.identifier === code.identifier)),
  );
}

/** A note the user adds goes first, with its code's default attachment text. */
export function withManualNote(
  notes: Notes,
  code: NotificationCode,
): { notes: OrderDeliveryNote[]; maximumReached: boolean } {
  const note: OrderDeliveryNote = { identifier: code.identifier, name: code.name };
  if (code.attachment?.defaultValue) note.attachmentValue = code.attachment.defaultValue;
  return addManualNote(notes, note);
}

/**
 * The notes with their attachment texts taken from the order's fields where the code names
 * required fields; null when nothing changes, so a form is only touched when it must.
 */
export function syncedAttachments(values: OrderValues, codes: Codes): OrderDeliveryNote[] | null {
  const notes = values.deliveryNotes ?? [];
  const synced = fillRequiredFieldAttachments(notes, codes, values);
  const changed =
    synced.length !== notes.length ||
    synced.some((note, index) => note.attachmentValue !== notes[index]?.attachmentValue);
  return changed ? synced : null;
}

/** After a product change: the notes it allows, and those removed (product.consigneeAnnouncementFiltered). */
export function notesForProduct(notes: Notes, codes: Codes, product: string) {
  return notesAllowedByProduct(notes, notesAllowedOnProduct(codes, product));
}

/** Note 199 asks to consult customer service first (delivery-notes.consult-customer-service). */
export const consultCustomerService = (notes: Notes): boolean =>
  notes.some((note) => note.identifier === CONSULT_CUSTOMER_SERVICE_NOTE);

/**
 * The codes as the signed-in user set them up (personal setting NOTIFICATION_CODES, decision 0040):
 * a code the user switched off is not offered, the user's default flag decides which notes an order
 * starts with, and the user's attachment text replaces the code's default text. Codes the user never
 * touched stay as the forwarder defined them.
 */
export function codesWithPreferences(
  codes: Codes,
  preferences: readonly DeliveryNotePreference[] | undefined,
): NotificationCode[] {
  if (!preferences || preferences.length === 0) return [...codes];
  return codes.map((code) => {
    const preference = preferences.find((entry) => entry.identifier === code.identifier);
    if (!preference) return code;
    const active = code.active && preference.active;
    return {
      ...code,
      active,
      default: active && preference.default,
      attachment:
        code.attachment && preference.attachmentValue
          ? { ...code.attachment, defaultValue: preference.attachmentValue }
          : code.attachment,
    };
  });
}
