import { Card, Group, NumberInput, Select, SimpleGrid, TextInput, Title } from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { incotermsQuery } from '../../api/order-reference.ts';
import { isWeekend } from '../../shipments/actions/announce-form.ts';
import { useOrderFormContext } from '../order-form.ts';
import { useOrderField } from './use-field.ts';

const TWO_MONTHS_MS = 61 * 86_400_000;

/** Order number, reference, shipping date and times, shipping terms, cash on delivery and insurance. */
export function CharacteristicsCard() {
  const { t } = useTranslation();
  const form = useOrderFormContext();
  const field = useOrderField();
  const incoterms = useQuery(incotermsQuery());
  const values = form.getValues();
  const international = values.sender.country !== 'DE' || values.consignee.country !== 'DE';
  const terms = (incoterms.data ?? []).filter((code) => code.international === international);
  const today = new Date().toISOString().slice(0, 10);
  const date = field('shippingDate');
  return (
    <Card withBorder component="section" aria-label={t('orderForm.characteristics')}>
      <Title order={3} size="h4" mb="sm">
        {t('orderForm.characteristics')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <TextInput label={t('fields.orderNumber')} maxLength={35} {...field('orderNumber')} />
        <TextInput
          label={t('fields.referenceNumber')}
          maxLength={10}
          inputMode="numeric"
          {...field('referenceNumber')}
        />
        <DatePickerInput
          label={t('fields.shippingDate')}
          withAsterisk
          minDate={today}
          maxDate={new Date(Date.now() + TWO_MONTHS_MS).toISOString().slice(0, 10)}
          excludeDate={isWeekend}
          {...date}
          value={date.value || null}
        />
        <Group grow gap="xs" align="flex-start">
          <TimeInput label={t('fields.shippingTimeFrom')} step={900} {...field('shippingTimeFrom')} />
          <TimeInput label={t('fields.shippingTimeUntil')} step={900} {...field('shippingTimeUntil')} />
        </Group>
        <TextInput label={t('fields.shippingNotice')} maxLength={35} {...field('shippingNotice')} />
        <Select
          label={t('fields.shippingTerms')}
          withAsterisk
          data={terms.map((code) => ({ value: code.identifier, label: `${code.identifier} ${code.name}` }))}
          {...field('shippingTerms.identifier')}
        />
        <Group grow gap="xs" align="flex-start">
          <NumberInput
            label={t('fields.collectOnDelivery')}
            min={0}
            decimalScale={2}
            {...field('collectOnDelivery.value')}
          />
          <Select
            label={t('fields.currency')}
            data={['EUR', 'CZK']}
            allowDeselect={false}
            {...field('collectOnDelivery.currency')}
          />
        </Group>
        <Group grow gap="xs" align="flex-start">
          <NumberInput
            label={t('fields.insuranceValue')}
            min={0}
            decimalScale={2}
            {...field('insuranceValue.value')}
          />
          <Select
            label={t('fields.currency')}
            data={['EUR', 'CZK']}
            allowDeselect={false}
            {...field('insuranceValue.currency')}
          />
        </Group>
      </SimpleGrid>
    </Card>
  );
}
