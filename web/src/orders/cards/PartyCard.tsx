import { Card, Group, Select, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AddressOption, addressSearchQuery } from '../../api/order-reference.ts';
import { useOrderFormContext } from '../order-form.ts';
import { useOrderField } from './use-field.ts';

/** Search in the address book waits this long after the last keystroke (spec section 9). */
const SEARCH_DEBOUNCE_MS = 500;

interface Props {
  party: 'sender' | 'consignee';
  title: string;
  /** Address book types offered in the dropdown. */
  types: string;
}

/** Sender or consignee: address book dropdown (25 a page, more on scroll), address and contact data. */
export function PartyCard({ party, title, types }: Props) {
  const { t } = useTranslation();
  const form = useOrderFormContext();
  const field = useOrderField();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const addresses = useInfiniteQuery(addressSearchQuery(debounced, types));
  const options = addresses.data?.pages.flatMap((page) => page.items) ?? [];
  const choose = (id: string | null) => {
    const address = options.find((option) => option.id === id);
    if (address) form.setFieldValue(party, { ...form.getValues()[party], ...partyOf(address) });
  };
  const empty = !form.getValues()[party].name;
  return (
    <Card withBorder component="section" aria-label={title}>
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      <Select
        label={t('orderForm.addressBook')}
        placeholder={t('orderForm.searchAddress')}
        searchable
        clearable
        data={options.map((option) => ({ value: option.id, label: `${option.name}, ${option.city}` }))}
        searchValue={search}
        onSearchChange={setSearch}
        onChange={choose}
        filter={({ options: all }) => all}
        nothingFoundMessage={t('orderForm.nothingFound')}
        scrollAreaProps={{ onBottomReached: () => void addresses.fetchNextPage() }}
        mb="sm"
      />
      {party === 'consignee' && empty && (
        <Text c="dimmed" size="sm" mb="xs">
          {t('fixed.noAddressSelected')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <TextInput label={t('fields.name')} withAsterisk maxLength={35} {...field(`${party}.name`)} />
        <TextInput label={t('fields.customerId')} maxLength={35} {...field(`${party}.customerId`)} />
        <TextInput label={t('fields.additionalName')} maxLength={35} {...field(`${party}.additionalName`)} />
        <TextInput label={t('fields.street')} withAsterisk maxLength={35} {...field(`${party}.street`)} />
        <Group grow align="flex-start" gap="xs">
          <TextInput label={t('fields.country')} withAsterisk maxLength={2} {...field(`${party}.country`)} />
          <TextInput label={t('fields.zipCode')} withAsterisk maxLength={10} {...field(`${party}.zipCode`)} />
        </Group>
        <TextInput label={t('fields.city')} withAsterisk maxLength={35} {...field(`${party}.city`)} />
        <TextInput label={t('fields.contactName')} {...field(`${party}.contactName`)} />
        <TextInput label={t('fields.phone')} type="tel" {...field(`${party}.phone`)} />
        <TextInput label={t('fields.email')} type="email" {...field(`${party}.email`)} />
      </SimpleGrid>
    </Card>
  );
}

function partyOf(address: AddressOption) {
  return {
    name: address.name,
    additionalName: address.additionalName ?? '',
    customerId: address.customerId ?? '',
    street: address.street,
    country: address.country,
    zipCode: address.zipCode,
    city: address.city,
    contactName: address.contactName ?? '',
    phone: address.phone ?? '',
    email: address.email ?? '',
  };
}
