import { useQuery } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { defaultPartyAddressQuery } from '../api/default-parties.ts';
import { defaultCargoTemplateQuery, notificationCodesQuery } from '../api/order-reference.ts';
import { personalSettingsQuery } from '../api/settings.ts';
import { itemFromTemplate } from './cargo-rules.ts';
import { notesForNewParty } from './delivery-note-rules.ts';
import { useOrderFormContext } from './order-form.ts';
import { emptyCargoItem } from './order-values.ts';
import { type PartyRole, partyFromAddress } from './party-rules.ts';
import { useNotificationCodes } from './use-notification-codes.ts';

const untouched = (item: unknown) => JSON.stringify(item) === JSON.stringify(emptyCargoItem());

type PerParty = Record<PartyRole, boolean>;

const DefaultPartyPending = createContext<PerParty>({ sender: false, consignee: false });

/** Whether the party's card is still to receive the user's default address (a new order only). */
export const useDefaultPartyPending = (role: PartyRole): boolean => useContext(DefaultPartyPending)[role];

/**
 * A new order starts from the user's defaults (spec 000 section 7): the default sender and the
 * default consignee of the address book, with the delivery notes they bring, and the default cargo
 * template as the first item. Each fills only what the user has not begun to enter, once. The
 * fills render as transitions: the form renders again in slices, so typing that begins meanwhile is
 * not held up (docs/decisions/0157). Until a party's default is there, its card says it is loading
 * (useDefaultPartyPending, docs/decisions/0207).
 */
export function StartDefaults({ children }: { children: ReactNode }) {
  const form = useOrderFormContext();
  const codes = useNotificationCodes();
  // The notes of a default party need the codes; without them the party is not filled at all.
  const codeList = useQuery(notificationCodesQuery());
  const settings = useQuery({ ...personalSettingsQuery(), staleTime: 60_000 });
  const codesFailed = codeList.isError || settings.isError;
  const sender = useQuery(defaultPartyAddressQuery('sender'));
  const consignee = useQuery(defaultPartyAddressQuery('consignee'));
  const template = useQuery(defaultCargoTemplateQuery());
  const done = useRef({ sender: false, consignee: false, template: false });
  const [settled, setSettled] = useState<PerParty>({ sender: false, consignee: false });

  useEffect(() => {
    if (!codes) return;
    for (const [role, query] of [
      ['sender', sender],
      ['consignee', consignee],
    ] as const) {
      if (done.current[role] || !query.isFetched) continue;
      done.current[role] = true;
      const settle = () => setSettled((now) => ({ ...now, [role]: true }));
      const address = query.data;
      if (!address || form.getValues()[role].name) {
        settle();
        continue;
      }
      const current = form.getValues()[role];
      const fromBook = partyFromAddress(address, role);
      // The contact data the sender started with (the user's own) stays where the address has none.
      const party = {
        ...fromBook,
        contactName: fromBook.contactName || current.contactName,
        phone: fromBook.phone || current.phone,
        email: fromBook.email || current.email,
      };
      // The party and the end of its loading sign come in one render.
      startTransition(() => {
        form.setFieldValue(role, party);
        const notes = form.getValues().deliveryNotes ?? [];
        form.setFieldValue('deliveryNotes', notesForNewParty(notes, role, party.deliveryNotes ?? [], codes));
        settle();
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

  // Loading while the address is asked for, and while an address found waits for the codes.
  const pending = (role: PartyRole, query: typeof sender) =>
    !settled[role] && (query.isPending || (Boolean(query.data) && !codes && !codesFailed));
  const senderPending = pending('sender', sender);
  const consigneePending = pending('consignee', consignee);
  const value = useMemo(
    () => ({ sender: senderPending, consignee: consigneePending }),
    [senderPending, consigneePending],
  );
  return <DefaultPartyPending value={value}>{children}</DefaultPartyPending>;
}
