import '../../i18n/screens/english.ts';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  SimpleGrid,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type FocusEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { administrativeDataLocked } from '../../../../contracts/masterdata/address-types.ts';
import type { Address } from '../../../../contracts/masterdata/addresses.ts';
import { requiredContactFields } from '../../../../contracts/rules/contact-requirements.ts';
import { DEFAULT_COUNTRY } from '../../../../contracts/shipment/party-values.ts';
import { defaultPartyAddressQuery } from '../../api/default-parties.ts';
import { addressSearchQuery } from '../../api/order-reference.ts';
import { currentUserQuery } from '../../api/user.ts';
import { useSession } from '../../auth/session.ts';
import { Select } from '../../forms/deferred-inputs.tsx';
import { notesForNewParty, notesOfParty, withNames } from '../delivery-note-rules.ts';
import { useOrderFormContext } from '../order-form.ts';
import {
  blankParty,
  contactNumberProblem,
  isLoadingSite,
  isNeutral,
  loadPhoneRules,
  type PartyContact,
  type PartyRole,
  type PartyValues,
  partyFromAddress,
  userContact,
  withLoadingSite,
  withNeutral,
  withUserContact,
} from '../party-rules.ts';
import { useDefaultPartyPending } from '../StartDefaults.tsx';
import { useNotificationCodes } from '../use-notification-codes.ts';
import { PartyLocationFields } from './PartyLocationFields.tsx';
import { SaveInAddressBookButton } from './SaveInAddressBookButton.tsx';
import { useOrderField } from './use-field.ts';
import { useNoteAttachmentSync } from './use-note-attachments.ts';

/** Search in the address book waits this long after the last keystroke (spec section 9). */
const SEARCH_DEBOUNCE_MS = 500;

interface Props {
  party: PartyRole;
  title: string;
  /** Address book types offered in the dropdown. */
  types: string;
}

const optionLabel = (address: Address) => `${address.name}, ${address.city}`;

/** The party is this address book entry: it came from it (its self link). */
const isEntryOf = (address: Address, party: PartyValues) =>
  Boolean(party._links?.self?.href) && address._links?.self?.href === party._links?.self?.href;

/** The signed-in user's contact data for the sender's prefill (spec section 6); undefined until known. */
function useUserContact(): PartyContact | undefined {
  const subject = useSession().user?.profile.sub ?? '';
  const user = useQuery({ ...currentUserQuery(subject), enabled: subject !== '' }).data;
  return useMemo(() => (user ? userContact(user) : undefined), [user]);
}

/**
 * The address book box of a party: the user's search (debounced), the entry picked from it, and a
 * new order's start entry shown as if it had been picked.
 */
function usePartyAddressBox(party: PartyRole, types: string, current: PartyValues) {
  const [search, setSearch] = useState('');
  // Undefined until the user picks an entry, clears the box or resets the party.
  const [picked, setPicked] = useState<Address | null | undefined>(undefined);
  const [searched, setSearched] = useState(false);
  // A new order's party comes from the user's default address (StartDefaults): the box shows that
  // entry, as if it had been picked, unless the user has begun to search meanwhile.
  const defaultEntry = useQuery({
    ...defaultPartyAddressQuery(party),
    enabled: picked === undefined && Boolean(current._links?.self?.href),
  }).data;
  const startEntry =
    picked === undefined && !searched && defaultEntry && isEntryOf(defaultEntry, current)
      ? defaultEntry
      : null;
  const chosen = picked === undefined ? startEntry : picked;
  // The start entry's label is the search text at once, so the box shows it before the real
  // dropdown is there (which would set it itself).
  const [labelledEntry, setLabelledEntry] = useState<string | null>(null);
  if (startEntry && labelledEntry !== startEntry.id) {
    setLabelledEntry(startEntry.id);
    setSearch(optionLabel(startEntry));
  }
  // The dropdown shows the chosen entry's label as its search text: that is no search.
  const [debounced] = useDebouncedValue(
    chosen && search === optionLabel(chosen) ? '' : search,
    SEARCH_DEBOUNCE_MS,
  );
  const addresses = useInfiniteQuery(addressSearchQuery(debounced, types));
  const found = addresses.data?.pages.flatMap((page) => page.items) ?? [];
  const options = chosen && !found.some((option) => option.id === chosen.id) ? [chosen, ...found] : found;
  return {
    chosen,
    options,
    search,
    loadMore: () => void addresses.fetchNextPage(),
    // Entered or typed into before the start entry is there: the box stays the user's search.
    onFocus: () => {
      if (!chosen) setSearched(true);
    },
    onSearchChange: (text: string) => {
      setSearch(text);
      if (!chosen && text !== '') setSearched(true);
    },
    pick: (address: Address | null) => setPicked(address),
    clear: () => {
      setPicked(null);
      setSearch('');
    },
  };
}

type PartyAddressBox = ReturnType<typeof usePartyAddressBox>;

/**
 * Sender or consignee (spec section 2, items 1 and 2): address book dropdown (25 a page, more on
 * scroll), address and contact data, loading site and neutral shipping for the sender, retail or
 * business for the consignee, reset and save-or-update in the address book. Choosing or resetting
 * the party replaces the delivery notes it brought.
 */
export function PartyCard({ party, title, types }: Props) {
  const { t } = useTranslation();
  const form = useOrderFormContext();
  const { roles } = useSession();
  const contact = useUserContact();
  const codes = useNotificationCodes() ?? [];
  const values = form.getValues();
  const current = values[party];
  const box = usePartyAddressBox(party, types, current);
  const sender = party === 'sender';
  const locked = administrativeDataLocked(current.emonsCustomerId, roles);
  useNoteAttachmentSync();

  // The sender of a new order starts with the user's contact data, once the profile is known.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the profile arrives, not on every change
  useEffect(() => {
    const now = form.getValues()[party];
    const prefilled = withUserContact(now, contact);
    if (sender && !now.name && prefilled !== now) form.setFieldValue(party, prefilled);
  }, [contact]);

  const replaceParty = (next: PartyValues) => {
    const filled = sender ? withUserContact(next, contact) : next;
    form.setFieldValue(party, filled);
    const notes = form.getValues().deliveryNotes ?? [];
    form.setFieldValue('deliveryNotes', notesForNewParty(notes, party, filled.deliveryNotes ?? [], codes));
    for (const key of Object.keys(filled)) form.clearFieldError(`${party}.${key}`);
  };
  const choose = (id: string | null) => {
    const address = box.options.find((option) => option.id === id) ?? null;
    box.pick(address);
    if (address) replaceParty(partyFromAddress(address, party));
  };
  const reset = () => {
    box.clear();
    replaceParty(blankParty(party));
  };
  const ownNotes = withNames(notesOfParty(values.deliveryNotes ?? [], party), codes);

  return (
    <Card withBorder component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={reset}>
            {t('orderParties.reset')}
          </Button>
          <SaveInAddressBookButton party={party} />
        </Group>
      </Group>
      <AddressBookSelect box={box} onChange={choose} />
      <DefaultPartyStatus party={party} empty={!current.name} />
      {sender ? <SenderOptions contact={contact} /> : <ConsigneeOptions />}
      {locked && (
        <Alert color="blue" mb="sm">
          {t('orderParties.lockedHint')}
        </Alert>
      )}
      <PartyAddressFields party={party} readOnly={locked} />
      <PartyContactFields party={party} />
      <Text size="sm" c="dimmed" mt="sm">
        {t('orderParties.partyDeliveryNotes')}:{' '}
        {ownNotes.length > 0
          ? ownNotes.map((note) => `${note.identifier} ${note.name ?? ''}`.trim()).join(', ')
          : t('orderParties.noPartyDeliveryNotes')}
      </Text>
    </Card>
  );
}

/** The address book dropdown: the server searches, and its pages load on scrolling. */
function AddressBookSelect({
  box,
  onChange,
}: {
  box: PartyAddressBox;
  onChange: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('orderForm.addressBook')}
      placeholder={t('orderForm.searchAddress')}
      searchable
      clearable
      value={box.chosen?.id ?? null}
      data={box.options.map((option) => ({ value: option.id, label: optionLabel(option) }))}
      searchValue={box.search}
      onFocus={box.onFocus}
      onSearchChange={box.onSearchChange}
      onChange={onChange}
      filter={({ options: all }) => all}
      nothingFoundMessage={t('orderForm.nothingFound')}
      scrollAreaProps={{ onBottomReached: box.loadMore }}
      mb="sm"
    />
  );
}

/** While the user's default party loads, says so; an empty consignee says that none is chosen. */
function DefaultPartyStatus({ party, empty }: { party: PartyRole; empty: boolean }) {
  const { t } = useTranslation();
  const loadingDefault = useDefaultPartyPending(party);
  const sender = party === 'sender';
  if (loadingDefault)
    return (
      <Group gap="xs" mb="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text c="dimmed" size="sm">
          {sender ? t('orderParties.loadingDefaultSender') : t('orderParties.loadingDefaultConsignee')}
        </Text>
      </Group>
    );
  if (sender || !empty) return null;
  return (
    <Text c="dimmed" size="sm" mb="xs">
      {t('fixed.noAddressSelected')}
    </Text>
  );
}

/** The sender's loading site and neutral shipping; either fills in the user's contact data. */
function SenderOptions({ contact }: { contact: PartyContact | undefined }) {
  const { t } = useTranslation();
  const form = useOrderFormContext();
  const current = form.getValues().sender;
  return (
    <Group mb="sm">
      <Checkbox
        label={t('orderParties.loadingSite')}
        checked={isLoadingSite(current)}
        onChange={(event) =>
          form.setFieldValue('sender', withLoadingSite(current, event.currentTarget.checked, contact))
        }
      />
      <Checkbox
        label={t('orderParties.neutral')}
        checked={isNeutral(current)}
        onChange={(event) =>
          form.setFieldValue('sender', withNeutral(current, event.currentTarget.checked, contact))
        }
      />
    </Group>
  );
}

/** Retail or business consignee: two checkboxes of which one is always checked. */
function ConsigneeOptions() {
  const { t } = useTranslation();
  const form = useOrderFormContext();
  const current = form.getValues().consignee;
  return (
    <Group mb="sm">
      <Checkbox
        label={t('orderParties.retail')}
        checked={current.isRetail === true}
        onChange={(event) => form.setFieldValue('consignee.isRetail', event.currentTarget.checked)}
      />
      <Checkbox
        label={t('orderParties.business')}
        checked={current.isRetail !== true}
        onChange={(event) => form.setFieldValue('consignee.isRetail', !event.currentTarget.checked)}
      />
    </Group>
  );
}

/** Name, customer id, street and place; read-only where the administrative data is locked. */
function PartyAddressFields({ party, readOnly }: { party: PartyRole; readOnly: boolean }) {
  const { t } = useTranslation();
  const field = useOrderField();
  return (
    <>
      <Text size="sm" fw={500} mb={4}>
        {t('orderParties.addressData')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <TextInput
          label={t('fields.name')}
          withAsterisk
          maxLength={35}
          readOnly={readOnly}
          {...field(`${party}.name`)}
        />
        <TextInput
          label={t('fields.customerId')}
          maxLength={35}
          readOnly={readOnly}
          {...field(`${party}.customerId`)}
        />
        <TextInput
          label={t('fields.additionalName')}
          maxLength={35}
          readOnly={readOnly}
          {...field(`${party}.additionalName`)}
        />
        <TextInput
          label={t('fields.street')}
          withAsterisk
          maxLength={35}
          readOnly={readOnly}
          {...field(`${party}.street`)}
        />
        <PartyLocationFields party={party} readOnly={readOnly} />
      </SimpleGrid>
    </>
  );
}

/** Contact name, phone, mobile, e-mail and (for the consignee) web, required as the product needs them. */
function PartyContactFields({ party }: { party: PartyRole }) {
  const { t } = useTranslation();
  const form = useOrderFormContext();
  const field = useOrderField();
  const values = form.getValues();
  const neededContacts = requiredContactFields(values.product?.identifier ?? '');
  const needed = (name: string) => neededContacts.includes(`${party}.${name}`);
  // Phone and mobile are checked against the country's numbering plan on leaving the field; the
  // plans load when a number field is entered, if the idle moment after the form's start has not
  // loaded them yet.
  const numberField = (kind: 'phone' | 'mobile') => {
    const props = field(`${party}.${kind}`);
    return {
      ...props,
      onFocus: (event: FocusEvent<HTMLInputElement>) => {
        props.onFocus?.(event);
        void loadPhoneRules().catch(() => undefined);
      },
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        props.onBlur?.(event);
        const country = values[party].country ?? DEFAULT_COUNTRY;
        const value = event.currentTarget.value;
        void contactNumberProblem(kind, value, country).then(
          (problem) => {
            // A number changed meanwhile is checked when that field is left again.
            if (problem && form.getValues()[party][kind] === value)
              form.setFieldError(`${party}.${kind}`, problem);
            // Without the plans (the connection gone), the server's check on saving reports the number.
          },
          () => undefined,
        );
      },
    };
  };
  return (
    <>
      <Text size="sm" fw={500} mt="sm" mb={4}>
        {t('orderParties.contactData')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <TextInput label={t('fields.contactName')} maxLength={255} {...field(`${party}.contactName`)} />
        <TextInput
          label={t('fields.phone')}
          type="tel"
          maxLength={35}
          withAsterisk={needed('phone')}
          {...numberField('phone')}
        />
        <TextInput
          label={t('fields.mobile')}
          type="tel"
          maxLength={35}
          withAsterisk={needed('mobile')}
          {...numberField('mobile')}
        />
        <TextInput
          label={t('fields.email')}
          type="email"
          maxLength={255}
          withAsterisk={needed('email')}
          {...field(`${party}.email`)}
        />
        {party !== 'sender' && (
          <TextInput
            label={t('fields.web')}
            maxLength={70}
            withAsterisk={needed('web')}
            {...field(`${party}.web`)}
          />
        )}
      </SimpleGrid>
    </>
  );
}
