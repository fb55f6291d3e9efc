import {
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cargoTemplatesQuery, packagingCodesQuery } from '../../api/order-reference.ts';
import { useOrderFormContext } from '../order-form.ts';
import { cargoVolume, emptyCargoItem, emptyHazmat } from '../order-values.ts';
import { HazmatFields } from './HazmatFields.tsx';
import { useOrderField } from './use-field.ts';

/** The numbered cargo items, each with its dangerous-goods entries; cbm follows the dimensions. */
export function CargoListCard() {
  const { t } = useTranslation();
  const form = useOrderFormContext();
  const field = useOrderField();
  const packingCodes = useQuery(packagingCodesQuery());
  const [templateSearch, setTemplateSearch] = useState('');
  const [debounced] = useDebouncedValue(templateSearch, 500);
  const templates = useQuery(cargoTemplatesQuery(debounced));
  const items = form.getValues().cargoList.items;
  const volume = cargoVolume(items);
  useEffect(() => {
    if (volume !== undefined) form.setFieldValue('cargoList.cbm', volume);
  }, [volume, form.setFieldValue]);

  const addFromTemplate = (name: string | null) => {
    const template = templates.data?.find((option) => option.name === name);
    if (!template) return;
    const { name: _name, ...item } = template;
    form.insertListItem('cargoList.items', { ...emptyCargoItem(), ...item });
  };
  const toggleDangerousGoods = (index: number, checked: boolean) => {
    form.setFieldValue(`cargoList.items.${index}.dangerousGoods`, checked);
    form.setFieldValue(`cargoList.items.${index}.hazmats`, checked ? [emptyHazmat()] : []);
  };
  return (
    <Card withBorder component="section" aria-label={t('fields.cargoList')}>
      <Title order={3} size="h4" mb="sm">
        {t('fields.cargoList')}
      </Title>
      <Stack gap="md">
        {items.map((item, index) => (
          <Stack
            // biome-ignore lint/suspicious/noArrayIndexKey: cargo items have no id; the position is their number
            key={index}
            gap="xs"
            role="group"
            aria-label={`${t('fields.items')} ${index + 1}`}
          >
            <Text fw={600}>
              {t('fields.items')} {index + 1}
            </Text>
            <Group grow align="flex-start" gap="xs">
              <NumberInput
                label={t('fields.colliQty')}
                withAsterisk
                min={1}
                allowDecimal={false}
                {...field(`cargoList.items.${index}.colliQty`)}
              />
              <Select
                label={t('fields.packingCode')}
                withAsterisk
                searchable
                data={(packingCodes.data ?? []).map((code) => ({
                  value: code.identifier,
                  label: `${code.identifier} ${code.name}`,
                }))}
                {...field(`cargoList.items.${index}.packingCode`)}
              />
              <TextInput
                label={t('fields.goods')}
                withAsterisk
                maxLength={30}
                {...field(`cargoList.items.${index}.goods`)}
              />
              <TextInput
                label={t('fields.marking')}
                maxLength={17}
                {...field(`cargoList.items.${index}.marking`)}
              />
            </Group>
            <Group grow align="flex-start" gap="xs">
              <NumberInput
                label={t('fields.length')}
                min={1}
                max={999}
                allowDecimal={false}
                {...field(`cargoList.items.${index}.length`)}
              />
              <NumberInput
                label={t('fields.width')}
                min={1}
                max={999}
                allowDecimal={false}
                {...field(`cargoList.items.${index}.width`)}
              />
              <NumberInput
                label={t('fields.height')}
                min={1}
                max={999}
                allowDecimal={false}
                {...field(`cargoList.items.${index}.height`)}
              />
              <NumberInput
                label={t('fields.weight')}
                withAsterisk
                min={1}
                max={99999}
                allowDecimal={false}
                {...field(`cargoList.items.${index}.weight`)}
              />
            </Group>
            <Group>
              <Checkbox
                label={t('orderForm.dangerousGoods')}
                checked={Boolean(item.dangerousGoods)}
                onChange={(event) => toggleDangerousGoods(index, event.currentTarget.checked)}
              />
              {items.length > 1 && (
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  onClick={() => form.removeListItem('cargoList.items', index)}
                >
                  {t('orderForm.removeItem', { number: index + 1 })}
                </Button>
              )}
            </Group>
            {(item.hazmats ?? []).map((_hazmat, hazmatIndex) => (
              <HazmatFields
                // biome-ignore lint/suspicious/noArrayIndexKey: hazmat entries have no id; the position is their number
                key={hazmatIndex}
                path={`cargoList.items.${index}.hazmats.${hazmatIndex}`}
              />
            ))}
          </Stack>
        ))}
        <Group align="flex-end">
          <Button variant="default" onClick={() => form.insertListItem('cargoList.items', emptyCargoItem())}>
            {t('orderForm.addItem')}
          </Button>
          <Select
            label={t('orderForm.addFromTemplate')}
            searchable
            value={null}
            searchValue={templateSearch}
            onSearchChange={setTemplateSearch}
            filter={({ options }) => options}
            data={(templates.data ?? []).map((template) => template.name)}
            onChange={addFromTemplate}
          />
        </Group>
      </Stack>
    </Card>
  );
}
