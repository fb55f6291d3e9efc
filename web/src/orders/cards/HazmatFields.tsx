import '../../i18n/screens/english.ts';
import { Button, Checkbox, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { massUnits } from '../../../../contracts/shipment/cargo-values.ts';
import { hazmatCodesQuery, hazmatSearchQuery } from '../../api/order-reference.ts';
import { NumberInput, Select } from '../../forms/deferred-inputs.tsx';
import {
  type HazmatValues,
  hazmatFromReference,
  neqEnabled,
  technicalNameRequired,
  unNumberKey,
  unNumberLabel,
} from '../cargo-rules.ts';
import { useOrderFormContext } from '../order-form.ts';
import { unit, useOrderField } from './use-field.ts';

const UN_SEARCH_DEBOUNCE_MS = 500;

/**
 * One dangerous-goods entry (spec section 5, "Hazmat entry"): the UN number searched 25 at a time
 * with more loaded on scrolling, packages, packaging code and group, technical name for collective
 * entries, weight with its unit, and the net explosive quantity for class 1.
 */
export function HazmatFields({ itemIndex, index }: { itemIndex: number; index: number }) {
  const { t } = useTranslation();
  const form = useOrderFormContext();
  const field = useOrderField();
  const path = `cargoList.items.${itemIndex}.hazmats.${index}`;
  const hazmat = form.getValues().cargoList.items[itemIndex]?.hazmats?.[index];
  const codes = useQuery(hazmatCodesQuery());
  if (!hazmat) return null;

  const explosive = neqEnabled(hazmat);
  const number = index + 1;

  return (
    <Paper withBorder p="xs" role="group" aria-label={t('orderCargo.hazmatEntry', { number })}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            {t('orderCargo.hazmatEntry', { number })}
            {hazmat.hazardClass ? ` · ${t('orderCargo.hazardClass', { clazz: hazmat.hazardClass })}` : ''}
          </Text>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            onClick={() => form.removeListItem(`cargoList.items.${itemIndex}.hazmats`, index)}
          >
            {t('orderCargo.removeHazmat', { number })}
          </Button>
        </Group>
        <Group grow align="flex-start" gap="xs">
          <UnNumberSelect path={path} hazmat={hazmat} />
          <NumberInput
            label={t('orderCargo.hazmatQuantity')}
            withAsterisk
            min={1}
            allowNegative={false}
            allowDecimal={false}
            {...field(`${path}.quantity`)}
          />
          <Select
            label={t('fields.packagingCode')}
            withAsterisk
            searchable
            data={(codes.data ?? []).map((code) => ({
              value: code.code,
              label: `${code.code} ${code.name}`,
            }))}
            {...field(`${path}.packagingCode`)}
          />
          {/* The packing group is the chosen ADR row's (none for explosives, gases, batteries, ...). */}
          <TextInput
            label={t('fields.packagingGroup')}
            readOnly
            placeholder="–"
            maxLength={5}
            {...field(`${path}.packagingGroup`)}
          />
        </Group>
        <Group grow align="flex-start" gap="xs">
          <TextInput
            label={t('fields.technicalName')}
            withAsterisk={technicalNameRequired(hazmat)}
            maxLength={255}
            {...field(`${path}.technicalName`)}
          />
          <NumberInput
            label={t('orderForm.hazmatWeight')}
            withAsterisk
            min={1}
            max={99999}
            allowNegative={false}
            allowDecimal={false}
            {...unit(hazmat.massUnit === 'ltr' ? 'l' : 'kg')}
            {...field(`${path}.weight`)}
          />
          <Select
            label={t('orderCargo.massUnit')}
            withAsterisk
            allowDeselect={false}
            data={massUnits.map((unit) => ({ value: unit, label: t(`orderCargo.massUnits.${unit}`) }))}
            {...field(`${path}.massUnit`)}
          />
          <NumberInput
            label={t('fields.neq')}
            withAsterisk={explosive}
            disabled={!explosive}
            min={0}
            allowNegative={false}
            decimalScale={3}
            {...unit('kg')}
            {...field(`${path}.neq`)}
          />
        </Group>
        {/* Both go onto the transport documents (ADR 3.4 limited quantities, 5.4.1.1.18 environment). */}
        <Group gap="lg">
          <Checkbox
            label={t('orderCargo.limitedQuantities')}
            {...field(`${path}.limitedQuantities`, { type: 'checkbox' })}
          />
          <Checkbox
            label={t('orderCargo.environmentalHazard')}
            {...field(`${path}.environmentalHazard`, { type: 'checkbox' })}
          />
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The UN number, searched on the server 25 at a time with more loaded on scrolling; choosing one
 * puts its ADR row's facts into the entry.
 */
function UnNumberSelect({ path, hazmat }: { path: string; hazmat: HazmatValues }) {
  const { t } = useTranslation();
  const form = useOrderFormContext();
  const field = useOrderField();
  const [search, setSearch] = useState('');
  const selectedKey = unNumberKey(hazmat);
  const selectedLabel = hazmat.unNumber ? unNumberLabel(hazmat) : '';
  // Choosing an entry puts its label into the search box: that is no new search.
  const [query] = useDebouncedValue(search === selectedLabel ? '' : search, UN_SEARCH_DEBOUNCE_MS);
  const results = useInfiniteQuery(hazmatSearchQuery(query));
  const found = results.data?.pages.flatMap((page) => page.items) ?? [];
  const options = found.map((option) => ({
    value: unNumberKey(option),
    label: option.label ?? `UN ${option.unNumber} ${option.name}`,
  }));
  if (selectedKey && !options.some((option) => option.value === selectedKey)) {
    options.unshift({ value: selectedKey, label: selectedLabel });
  }
  const choose = (key: string | null) => {
    const reference = found.find((option) => unNumberKey(option) === key);
    if (reference) form.setFieldValue(path, hazmatFromReference(hazmat, reference));
  };
  return (
    <Select
      label={t('fields.unNumber')}
      placeholder={t('orderCargo.searchUnNumber')}
      withAsterisk
      searchable
      value={selectedKey || null}
      searchValue={search}
      onSearchChange={setSearch}
      // The server searches; the dropdown shows the pages it answered.
      filter={({ options: all }) => all}
      nothingFoundMessage={results.isFetching ? undefined : t('orderCargo.noUnNumbers')}
      data={options}
      onChange={choose}
      scrollAreaProps={{
        onBottomReached: () => {
          if (results.hasNextPage && !results.isFetchingNextPage) void results.fetchNextPage();
        },
      }}
      error={field(`${path}.unNumber`).error}
    />
  );
}
