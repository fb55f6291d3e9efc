import { useEffect } from 'react';
import { syncedAttachments } from '../delivery-note-rules.ts';
import { useOrderFormContext } from '../order-form.ts';
import { useNotificationCodes } from '../use-notification-codes.ts';

/**
 * Keeps the attachment texts of notes whose code names required fields in step with those fields
 * (spec 000 section 4). Every card that edits such a field or the notes runs it, so the wizard's
 * steps keep it too; running it twice in one render changes nothing.
 */
export function useNoteAttachmentSync(): void {
  const form = useOrderFormContext();
  const codes = useNotificationCodes();
  const synced = codes ? syncedAttachments(form.getValues(), codes) : null;
  useEffect(() => {
    if (synced) form.setFieldValue('deliveryNotes', synced);
  });
}
