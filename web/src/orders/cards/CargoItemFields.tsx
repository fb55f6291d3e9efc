import '../../i18n/screens/english.ts';
import { Button, Checkbox, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderRules } from '../../../../contracts/shipment/order-rules.ts';
import { NumberInput, Select } from '../../forms/deferred-inputs.tsx';
import {
  type CargoItemValues,
  dangerousGoodsLocked,
  isExceptionalMeasure,
  isRequiredField,
  offeredCodes,
  withDangerousGoods,
} from '../cargo-rules.ts';
import { useOrderFormContext } from '../order-form.ts';
import { emptyHazmat } from '../order-values.ts';
import { HazmatFields } from './HazmatFields.tsx';
import { unit, useOrderField } from './use-field.ts';

interface Props {
  index: number;
  item: CargoItemValues;
  rules: OrderRules;
  consigneeCountry: string | undefined;
  packingCodes: readonly { identifier: string; name: string }[];
  removable: boolean;
  onExceptionalMeasure: () => void;
}

/** One numbered cargo item with its measures, weight and dangerous-goods entries (spec section 5). */
export function CargoItemFields({
  index,
  item,
  rules,
  consigneeCountry,
  packingCodes,
  removable,
  onExceptionalMeasure,
}: Props) {
  const { t } = useTranslation();
  const form = useOrderFormContext();
  const field = useOrderField();
  const path = `cargoList.items.${index}`;
  const number = index + 1;
  const hazmats = item.hazmats ?? [];
  const locked = dangerousGoodsLocked(item);
  const codes = offeredCodes(
    packingCodes,
    (code) => code.identifier,
    consigneeCountry,
    rules,
    item.packingCode,
  );

  const setItem = (next: CargoItemValues) => form.setFieldValue(`cargoList.items.${index}`, next);

  return (
    <Paper withBorder p="sm" role="group" aria-label={`${t('fields.items')} ${number}`}>
      <Stack gap="xs">
        <Text fw={600}>
          {t('fields.items')} {number}
        </Text>
        <Group grow align="flex-start" gap="xs">
          <NumberInput
            label={t('fields.colliQty')}
            withAsterisk
            min={1}
            allowNegative={false}
            allowDecimal={false}
            {...field(`${path}.colliQty`)}
          />
          <Select
            label={t('fields.packingCode')}
            withAsterisk
            searchable
            data={codes.map((code) => ({ value: code.identifier, label: `${code.identifier} ${code.name}` }))}
            {...field(`${path}.packingCode`)}
          />
          <TextInput label={t('fields.goods')} withAsterisk maxLength={30} {...field(`${path}.goods`)} />
          <TextInput
            label={t('fields.marking')}
            withAsterisk={isRequiredField(rules, 'cargoList.items.marking')}
            maxLength={17}
            {...field(`${path}.marking`)}
          />
          <TextInput
            label={t('fields.orderNumber')}
            withAsterisk={isRequiredField(rules, 'cargoList.items.orderNumber')}
            maxLength={35}
            {...field(`${path}.orderNumber`)}
          />
        </Group>
        <CargoItemMeasures index={index} rules={rules} onExceptionalMeasure={onExceptionalMeasure} />
        <Group justify="space-between">
          <Checkbox
            label={t('orderForm.dangerousGoods')}
            checked={Boolean(item.dangerousGoods)}
            disabled={locked}
            description={locked ? t('orderCargo.dangerousGoodsLocked') : undefined}
            error={field(`${path}.dangerousGoods`).error || field(`${path}.hazmats`).error}
            onChange={(event) => setItem(withDangerousGoods(item, event.currentTarget.checked))}
          />
          <Button
            variant="subtle"
            color="red"
            size="xs"
            disabled={!removable}
            onClick={() => form.removeListItem('cargoList.items', index)}
          >
            {t('orderForm.removeItem', { number })}
          </Button>
        </Group>
        {hazmats.map((_hazmat, hazmatIndex) => (
          <HazmatFields
            // biome-ignore lint/suspicious/noArrayIndexKey: hazmat entries have no id; the position is their number
            key={hazmatIndex}
            itemIndex={index}
            index={hazmatIndex}
          />
        ))}
        {item.dangerousGoods && (
          <Group>
            <Button
              variant="default"
              size="xs"
              onClick={() => form.insertListItem(`${path}.hazmats`, emptyHazmat())}
            >
              {t('orderCargo.addHazmat')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

interface MeasuresProps {
  index: number;
  rules: OrderRules;
  onExceptionalMeasure: () => void;
}

/** The cargo item's length, width and height in cm and its weight in kg. */
function CargoItemMeasures({ index, rules, onExceptionalMeasure }: MeasuresProps) {
  const { t } = useTranslation();
  const form = useOrderFormContext();
  const field = useOrderField();
  const path = `cargoList.items.${index}`;

  /** A measure input that warns, on leaving it, of an exceptional length or height. */
  const measure = (name: 'length' | 'width' | 'height') => {
    const props = field(`${path}.${name}`);
    return {
      ...props,
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        props.onBlur?.(event);
        const value = form.getValues().cargoList.items[index]?.[name];
        if (isExceptionalMeasure(name, value)) onExceptionalMeasure();
      },
    };
  };

  return (
    <Group grow align="flex-start" gap="xs">
      {(['length', 'width', 'height'] as const).map((name) => (
        <NumberInput
          key={name}
          label={t(`fields.${name}`)}
          withAsterisk={!rules.dimensionsOptional}
          min={1}
          max={999}
          allowNegative={false}
          allowDecimal={false}
          {...unit('cm')}
          {...measure(name)}
        />
      ))}
      <NumberInput
        label={t('fields.weight')}
        withAsterisk
        min={1}
        max={99999}
        allowNegative={false}
        allowDecimal={false}
        {...unit('kg')}
        {...field(`${path}.weight`)}
      />
    </Group>
  );
}
