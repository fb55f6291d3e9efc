import { useQuery } from '@tanstack/react-query';
import { startTransition, useEffect, useRef } from 'react';
import { defaultCargoTemplateQuery, defaultPartyAddressQuery } from '../api/order-reference.ts';
import { itemFromTemplate } from './cargo-rules.ts';
import { notesForNewParty } from './delivery-note-rules.ts';
import { useOrderFormContext } from './order-form.ts';
import { emptyCargoItem } from './order-values.ts';
import { partyFromAddress } from './party-rules.ts';
import { useNotificationCodes } from './use-notification-codes.ts';

const untouched = (item: unknown) => JSON.stringify(item) === JSON.stringify(emptyCargoItem());

/**
 * A new order starts from the user's defaults (spec 000 section 7): the default sender and the
 * default consignee of the address book, with the delivery notes they bring, and the default cargo
 * template as the first item. Each fills only what the user has not begun to enter, once. The
 * fills render as transitions: the form renders again in slices, so typing that begins meanwhile is
 * not held up (docs/decisions/0157).
 */
export function StartDefaults() {
  const form = useOrderFormContext();
  const codes = useNotificationCodes();
  const sender = useQuery(defaultPartyAddressQuery('sender'));
  const consignee = useQuery(defaultPartyAddressQuery('consignee'));
  const template = useQuery(defaultCargoTemplateQuery());
  const done = useRef({ sender: false, consignee: false, template: false });

  useEffect(() => {
    if (!codes) return;
    for (const [role, query] of [
      ['sender', sender],
      ['consignee', consignee],
    ] as const) {
      if (done.current[role] || !query.isFetched) continue;
      done.current[role] = true;
      const address = query.data;
      if (!address || form.getValues()[role].name) continue;
      const current = form.getValues()[role];
      const fromBook = partyFromAddress(address, role);
      // The contact data the sender started with (the user's own) stays where the address has none.
      const party = {
        ...fromBook,
        contactName: fromBook.contactName || current.contactName,
        phone: fromBook.phone || current.phone,
        email: fromBook.email || current.email,
      };
      startTransition(() => {
        form.setFieldValue(role, party);
        const notes = form.getValues().deliveryNotes ?? [];
        form.setFieldValue('deliveryNotes', notesForNewParty(notes, role, party.deliveryNotes ?? [], codes));
      });
    }
  }, [codes, sender, consignee, form]);

  useEffect(() => {
    if (done.current.template || !template.isFetched) return;
    done.current.template = true;
    const items = form.getValues().cargoList.items;
    if (!template.data || items.length !== 1 || !untouched(items[0])) return;
    const item = itemFromTemplate(template.data, undefined);
    startTransition(() => form.setFieldValue('cargoList.items.0', item));
  }, [template, form]);

  return null;
}
