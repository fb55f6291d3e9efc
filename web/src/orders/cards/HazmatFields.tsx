import { Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hazmatCodesQuery, hazmatSearchQuery } from '../../api/order-reference.ts';
import { useOrderFormContext } from '../order-form.ts';
import { useOrderField } from './use-field.ts';

/** One dangerous-goods entry: the UN number searched 25 at a time, packaging, group and weight. */
export function HazmatFields({ path }: { path: string }) {
  const { t } = useTranslation();
  const form = useOrderFormContext();
  const field = useOrderField();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 500);
  const hazmats = useInfiniteQuery(hazmatSearchQuery(debounced));
  const codes = useQuery(hazmatCodesQuery());
  const options = hazmats.data?.pages.flatMap((page) => page.items) ?? [];
  const choose = (id: string | null) => {
    const hazmat = options.find((option) => String(option.id) === id);
    if (!hazmat) return;
    form.setFieldValue(`${path}.unNumber`, hazmat.unNumber);
    form.setFieldValue(`${path}.shippingName`, hazmat.name);
    form.setFieldValue(`${path}.hazardClass`, hazmat.clazz);
    form.setFieldValue(`${path}.classificationCode`, hazmat.classificationCode);
    form.setFieldValue(`${path}.packagingGroup`, hazmat.packagingGroup ?? '');
    form.setFieldValue(`${path}.tunnelRestrictionCode`, hazmat.tunnelRestrictionCode ?? '');
    form.setFieldValue(`${path}.sequenceNumber`, hazmat.sequenceNumber);
    form.setFieldValue(`${path}.collectiveTerm`, hazmat.collectiveTerm === 1);
    form.setFieldValue(`${path}.massUnit`, hazmat.massUnit === 2 ? 'ltr' : 'kg');
  };
  const unNumber = field(`${path}.unNumber`);
  return (
    <Group grow align="flex-start" gap="xs">
      <Select
        label={t('fields.unNumber')}
        withAsterisk
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        data={options.map((option) => ({ value: String(option.id), label: option.label ?? option.unNumber }))}
        onChange={choose}
        scrollAreaProps={{ onBottomReached: () => void hazmats.fetchNextPage() }}
        error={unNumber.error}
      />
      <Select
        label={t('fields.packagingCode')}
        withAsterisk
        searchable
        data={(codes.data ?? []).map((code) => ({ value: code.code, label: `${code.code} ${code.name}` }))}
        {...field(`${path}.packagingCode`)}
      />
      <TextInput label={t('fields.packagingGroup')} withAsterisk {...field(`${path}.packagingGroup`)} />
      <NumberInput
        label={t('orderForm.hazmatWeight')}
        withAsterisk
        min={1}
        allowDecimal={false}
        {...field(`${path}.weight`)}
      />
    </Group>
  );
}
