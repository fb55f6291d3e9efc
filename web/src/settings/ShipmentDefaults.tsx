import '../i18n/screens/english.ts';
import { Checkbox, Group, NativeSelect, Radio, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PersonalSettingValue } from '../../../contracts/masterdata/settings.ts';
import { incotermsQuery } from '../api/order-reference.ts';
import { branchCurrencyQuery } from '../api/settings.ts';
import type { SettingsEditor } from './use-settings-editor.ts';

type RequiredField = PersonalSettingValue<'REQUIRED_FIELDS'>[number];

const requiredFields: [RequiredField, 'marking' | 'orderNumber' | 'shipmentOrderNumber'][] = [
  ['marking', 'marking'],
  ['orderNumber', 'orderNumber'],
  ['shipment.orderNumber', 'shipmentOrderNumber'],
];

const offsets = ['0', '1', '2'] as const;

/** Mandatory fields, default shipping terms, currency and shipping date of new shipments. */
export function ShipmentDefaults({ editor }: { editor: SettingsEditor }) {
  const { t } = useTranslation();
  const incoterms = useQuery(incotermsQuery());
  const branchCurrency = useQuery(branchCurrencyQuery());
  const { values } = editor;

  const incotermSelect = (name: 'INCOTERMS_NATIONAL' | 'INCOTERMS_INTERNATIONAL', international: boolean) => (
    <NativeSelect
      label={t(
        `settings.shipments.${name === 'INCOTERMS_NATIONAL' ? 'incotermsNational' : 'incotermsInternational'}`,
      )}
      value={values[name] ?? ''}
      onChange={(event) => editor.save({ name, value: event.currentTarget.value })}
      error={editor.errorOf(name)}
      data={[
        { value: '', label: t('settings.shipments.noDefault') },
        ...(incoterms.data ?? [])
          .filter((code) => code.international === international)
          .map((code) => ({ value: code.identifier, label: `${code.identifier} – ${code.name}` })),
      ]}
    />
  );

  const currency = branchCurrency.data;
  return (
    <Stack gap="lg">
      <Checkbox.Group
        label={t('settings.shipments.requiredFields')}
        value={values.REQUIRED_FIELDS ?? []}
        onChange={(value) => editor.save({ name: 'REQUIRED_FIELDS', value })}
        error={editor.errorOf('REQUIRED_FIELDS')}
      >
        <Group mt="xs">
          {requiredFields.map(([field, key]) => (
            <Checkbox key={field} value={field} label={t(`settings.shipments.requiredField.${key}`)} />
          ))}
        </Group>
      </Checkbox.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {incotermSelect('INCOTERMS_NATIONAL', false)}
        {incotermSelect('INCOTERMS_INTERNATIONAL', true)}
        {currency && currency !== 'EUR' && (
          <NativeSelect
            label={t('settings.shipments.currency')}
            value={values.CURRENCY_DEFAULT || currency}
            onChange={(event) => editor.save({ name: 'CURRENCY_DEFAULT', value: event.currentTarget.value })}
            error={editor.errorOf('CURRENCY_DEFAULT')}
            data={[currency, 'EUR']}
          />
        )}
      </SimpleGrid>
      <Radio.Group
        label={t('settings.shipments.shippingDateOffset')}
        value={String(values.SHIPPING_DATE_OFFSET ?? 0)}
        onChange={(value) => editor.save({ name: 'SHIPPING_DATE_OFFSET', value: Number(value) })}
        error={editor.errorOf('SHIPPING_DATE_OFFSET')}
      >
        <Group mt="xs">
          {offsets.map((offset) => (
            <Radio key={offset} value={offset} label={t(`settings.shipments.offset.days${offset}`)} />
          ))}
        </Group>
      </Radio.Group>
    </Stack>
  );
}
