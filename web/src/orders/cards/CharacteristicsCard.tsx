import '../../i18n/screens/english.ts';
import { Card, Group, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Currency } from '../../../../contracts/masterdata/reference.ts';
import { addMonths } from '../../../../contracts/rules/calendar.ts';
import { DEFAULT_COUNTRY } from '../../../../contracts/shipment/party-values.ts';
import { currencyConfigsQuery } from '../../api/currencies.ts';
import { type DaysOff, localToday, useDaysOff } from '../../api/holidays.ts';
import { incotermsQuery } from '../../api/order-reference.ts';
import { useDateValueFormat } from '../../forms/date-format.ts';
import { DatePickerInput, NumberInput, Select } from '../../forms/deferred-inputs.tsx';
import { TimeField } from '../../forms/TimeField.tsx';
import { useLanguage } from '../../i18n/index.ts';
import { collectOnDeliveryEnabled, insuranceHints } from '../characteristics-rules.ts';
import { useOrderFormContext } from '../order-form.ts';
import { useOrderDefaults } from '../use-order-defaults.ts';
import { useOrderRules } from '../use-order-rules.ts';
import { useRouteProducts } from '../use-route-products.ts';
import { useOrderField } from './use-field.ts';

/** Order number, reference, shipping date and times, shipping terms, cash on delivery and insurance. */
export function CharacteristicsCard() {
  const { t } = useTranslation();
  const language = useLanguage();
  const form = useOrderFormContext();
  const field = useOrderField();
  const incoterms = useQuery(incotermsQuery());
  const currencies = useQuery(currencyConfigsQuery());
  const values = form.getValues();
  const senderCountry = values.sender.country ?? DEFAULT_COUNTRY;
  const consigneeCountry = values.consignee.country ?? DEFAULT_COUNTRY;
  const international = senderCountry !== 'DE' || consigneeCountry !== 'DE';
  const daysOff = useDaysOff([senderCountry], language);
  const { chosen: product } = useRouteProducts();
  const codValue = values.collectOnDelivery?.value;
  const codEnabled = collectOnDeliveryEnabled(senderCountry, consigneeCountry, product, codValue);
  const currencyCodes = (currencies.data ?? []).map((currency) => currency.isoCode);
  const currencyOptions = currencyCodes.length > 0 ? currencyCodes : ['EUR', 'CZK'];
  const { waiverCustomer } = useOrderRules(values.emonsCustomerId);
  const terms = (incoterms.data ?? []).filter((code) => code.international === international);
  useOrderDefaults(
    senderCountry,
    daysOff,
    incoterms.data ? terms.map((code) => code.identifier) : undefined,
    international,
  );
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
        <ShippingDateField daysOff={daysOff} />
        <Group grow gap="xs" align="flex-start">
          <TimeField label={t('fields.shippingTimeFrom')} {...field('shippingTimeFrom')} />
          <TimeField label={t('fields.shippingTimeUntil')} {...field('shippingTimeUntil')} />
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
            description={codEnabled ? undefined : t('characteristicsCard.codOnly')}
            // The hint goes under the input, so the input stays on the line of the currency and of
            // the insurance value beside it.
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            min={0}
            decimalScale={2}
            disabled={!codEnabled}
            {...field('collectOnDelivery.value')}
          />
          <Select
            label={t('fields.currency')}
            data={currencyOptions}
            allowDeselect={false}
            disabled={!codEnabled}
            {...field('collectOnDelivery.currency')}
          />
        </Group>
        <InsuranceFields
          currencies={currencies.data}
          currencyOptions={currencyOptions}
          waiverCustomer={waiverCustomer}
        />
      </SimpleGrid>
    </Card>
  );
}

/** The shipping date: from today up to two months ahead, never on a day off at the sender's. */
function ShippingDateField({ daysOff }: { daysOff: DaysOff }) {
  const { t } = useTranslation();
  const dateFormat = useDateValueFormat();
  const field = useOrderField();
  const today = localToday();
  const date = field('shippingDate');
  return (
    <DatePickerInput
      valueFormat={dateFormat}
      label={t('fields.shippingDate')}
      withAsterisk
      minDate={today}
      maxDate={addMonths(today, 2)}
      excludeDate={daysOff.isDayOff}
      getDayProps={(day) => {
        const holiday = daysOff.holidayName(day);
        return holiday ? { title: t('productCard.holiday', { name: holiday }) } : {};
      }}
      {...date}
      value={date.value || null}
    />
  );
}

interface InsuranceProps {
  currencies: readonly Currency[] | undefined;
  currencyOptions: readonly string[];
  waiverCustomer: boolean;
}

/** The insurance value with its currency and the insurance messages (spec section 8). */
function InsuranceFields({ currencies, currencyOptions, waiverCustomer }: InsuranceProps) {
  const { t } = useTranslation();
  const form = useOrderFormContext();
  const field = useOrderField();
  const values = form.getValues();
  const insuranceCurrency = currencies?.find(
    (currency) => currency.isoCode === (values.insuranceValue?.currency ?? 'EUR'),
  );
  const insuranceValue = values.insuranceValue?.value;
  const hasInsuranceValue =
    insuranceValue !== undefined && insuranceValue !== null && String(insuranceValue) !== '';
  const hints = insuranceHints(insuranceValue, insuranceCurrency, waiverCustomer);
  return (
    <>
      {/* A waiver customer insures elsewhere: the field only shows a value already there. */}
      {(!waiverCustomer || hasInsuranceValue) && (
        <Group grow gap="xs" align="flex-start">
          <NumberInput
            label={t('fields.insuranceValue')}
            min={0}
            decimalScale={2}
            {...field('insuranceValue.value')}
          />
          <Select
            label={t('fields.currency')}
            data={currencyOptions}
            allowDeselect={false}
            {...field('insuranceValue.currency')}
          />
        </Group>
      )}
      {hints.map((hint) => (
        <Text
          key={hint.key}
          size="sm"
          c={hint.key.endsWith('adviceText') ? 'orange.9' : 'dimmed'}
          role="status"
        >
          {hint.key === 'order.insuranceValue.adviceText'
            ? t('characteristicsCard.adviceText', { threshold: hint.threshold, currency: hint.currency })
            : t('characteristicsCard.defaultInsurance', { perKg: hint.perKg, currency: hint.currency })}
        </Text>
      ))}
    </>
  );
}
