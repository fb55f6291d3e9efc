import '../../i18n/screens/english.ts';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cargoTemplatesQuery, packagingCodesQuery } from '../../api/order-reference.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { Select } from '../../forms/deferred-inputs.tsx';
import { canRemoveItem, itemFromTemplate, offeredCodes } from '../cargo-rules.ts';
import { useOrderFormContext } from '../order-form.ts';
import { cargoVolume, emptyCargoItem } from '../order-values.ts';
import { useOrderRules } from '../use-order-rules.ts';
import { CargoItemFields } from './CargoItemFields.tsx';

/** Spec section 9: the template dropdown shows 15 templates, searched after 500 ms without typing. */
const TEMPLATE_SEARCH_DEBOUNCE_MS = 500;

/**
 * The numbered cargo items, each with its dangerous-goods entries (spec section 2, item 8). The
 * items' dimensions give the volume, written to cbm when above 0; an exceptional length or height
 * opens the 'Achtung!' warning.
 */
export function CargoListCard() {
  const { t } = useTranslation();
  const form = useOrderFormContext();
  const { cargoList, consignee, emonsCustomerId } = form.getValues();
  const { items } = cargoList;
  const rules = useOrderRules(emonsCustomerId);
  const packingCodes = useQuery(packagingCodesQuery());
  const [templateSearch, setTemplateSearch] = useState('');
  const [debounced] = useDebouncedValue(templateSearch, TEMPLATE_SEARCH_DEBOUNCE_MS);
  const templates = useQuery(cargoTemplatesQuery(debounced));
  const [exceptionalMeasure, setExceptionalMeasure] = useState(false);

  const volume = cargoVolume(items);
  useEffect(() => {
    if (volume !== undefined) form.setFieldValue('cargoList.cbm', volume);
  }, [volume, form.setFieldValue]);

  const addFromTemplate = (id: string | null) => {
    const template = templates.data?.find((option) => option.id === id);
    if (!template) return;
    const offered = packingCodes.data
      ? offeredCodes(packingCodes.data, (code) => code.identifier, consignee.country, rules).map(
          (code) => code.identifier,
        )
      : undefined;
    form.insertListItem('cargoList.items', itemFromTemplate(template, offered));
    setTemplateSearch('');
  };

  return (
    <Card withBorder component="section" aria-label={t('fields.cargoList')}>
      <Title order={3} size="h4" mb="sm">
        {t('fields.cargoList')}
      </Title>
      <Stack gap="md">
        {items.map((item, index) => (
          <CargoItemFields
            // biome-ignore lint/suspicious/noArrayIndexKey: cargo items have no id; the position is their number
            key={index}
            index={index}
            item={item}
            rules={rules}
            consigneeCountry={consignee.country}
            packingCodes={packingCodes.data ?? []}
            removable={canRemoveItem(items)}
            onExceptionalMeasure={() => setExceptionalMeasure(true)}
          />
        ))}
        <Group align="flex-end">
          <Button variant="default" onClick={() => form.insertListItem('cargoList.items', emptyCargoItem())}>
            {t('orderForm.addItem')}
          </Button>
          <Select
            label={t('orderForm.addFromTemplate')}
            placeholder={t('orderCargo.searchTemplate')}
            searchable
            value={null}
            searchValue={templateSearch}
            onSearchChange={setTemplateSearch}
            // The server searches; the dropdown shows what it answered.
            filter={({ options }) => options}
            nothingFoundMessage={templates.isFetching ? undefined : t('orderCargo.noTemplates')}
            data={(templates.data ?? []).map((template) => ({ value: template.id, label: template.name }))}
            onChange={addFromTemplate}
          />
        </Group>
      </Stack>
      <Dialog
        opened={exceptionalMeasure}
        onClose={() => setExceptionalMeasure(false)}
        title={t('orderCargo.attention')}
        centered
      >
        <Stack>
          <Text>{t('orderCargo.exceptionalMeasure')}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setExceptionalMeasure(false)}>{t('orderCargo.ok')}</Button>
          </Group>
        </Stack>
      </Dialog>
    </Card>
  );
}
