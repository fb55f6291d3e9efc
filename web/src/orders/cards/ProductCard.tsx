import '../../i18n/screens/english.ts';
import { Alert, Anchor, Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../../contracts/masterdata/reference.ts';
import { DEFAULT_COUNTRY } from '../../../../contracts/shipment/party-values.ts';
import { type DaysOff, useDaysOff } from '../../api/holidays.ts';
import { useDateValueFormat } from '../../forms/date-format.ts';
import { DatePickerInput, Select } from '../../forms/deferred-inputs.tsx';
import { useLanguage } from '../../i18n/index.ts';
import { useOrderFormContext } from '../order-form.ts';
import {
  DEFAULT_PRODUCT,
  deliveryDateForProduct,
  deliveryDateForShippingDate,
  deliveryRange,
  isSelectable,
  productWarnings,
  TIME_SLOTS,
  timeSlotOf,
  timesOfSlot,
} from '../product-rules.ts';
import { useRouteProducts } from '../use-route-products.ts';
import { useOrderField } from './use-field.ts';

/**
 * The product for the order's route and parties (fetched by origin and destination), its flyer,
 * warnings and time slot, and the delivery date within the product's window in the consignee
 * country's workdays (spec sections 2, 4 and 5).
 */
export function ProductCard() {
  const { t } = useTranslation();
  const dateFormat = useDateValueFormat();
  const language = useLanguage();
  const form = useOrderFormContext();
  const field = useOrderField();
  const values = form.getValues();
  const { consignee, product } = values;
  const shippingDate = values.shippingDate ?? '';
  const consigneeCountry = consignee.country ?? DEFAULT_COUNTRY;
  const { products: options, chosen } = useRouteProducts();
  const daysOff = useDaysOff([consigneeCountry], language);
  const range = shippingDate ? deliveryRange(chosen, shippingDate, consigneeCountry, daysOff) : undefined;

  useDefaultProduct(options, product.identifier);
  const deliveryPicker = useDeliveryDateFollows({ chosen, shippingDate, consigneeCountry, daysOff });

  const deliveryDate = field('deliveryDate');
  const title = t('fields.product');
  return (
    <Card withBorder component="section" aria-label={title}>
      <Title order={3} size="h4" mb="sm">
        {chosen?.flyerUrl ? (
          <Anchor
            href={chosen.flyerUrl}
            target="_blank"
            rel="noreferrer"
            inherit
            title={t('productCard.flyer', { product: chosen.name })}
          >
            {title}
          </Anchor>
        ) : (
          title
        )}
      </Title>
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Select
            label={title}
            withAsterisk
            data={options.map((option) => ({
              value: option.identifier,
              label: isSelectable(option)
                ? `${option.identifier} ${option.name}`
                : `${option.identifier} ${option.name} (${t('productCard.notSelectable')})`,
              disabled: !isSelectable(option),
            }))}
            {...field('product.identifier')}
          />
          <DatePickerInput
            valueFormat={dateFormat}
            ref={deliveryPicker}
            label={t('fields.deliveryDate')}
            placeholder={chosen?.identifier === 'P81' ? t('productCard.deliveryDatePlaceholder') : undefined}
            withAsterisk={Boolean(chosen && !chosen.deliveryDateIsOptional)}
            clearable
            clearButtonProps={{ 'aria-label': t('common.clear') }}
            minDate={range?.earliest}
            maxDate={range?.latest}
            excludeDate={daysOff.isDayOff}
            getDayProps={(date) => {
              const holiday = daysOff.holidayName(date);
              return holiday ? { title: t('productCard.holiday', { name: holiday }) } : {};
            }}
            {...deliveryDate}
            value={deliveryDate.value || null}
          />
          {chosen?.timeslot && <TimeSlotSelect />}
        </SimpleGrid>
        {productWarnings(chosen).map((warning) => (
          <Alert key={warning} color="orange" role="status">
            {t(`productCard.${warning.slice('product.'.length)}` as 'productCard.requires-consultation')}
          </Alert>
        ))}
      </Stack>
    </Card>
  );
}

/** On first load with both places known, P01 is the product (spec section 4). */
function useDefaultProduct(options: readonly Product[], identifier: string | undefined) {
  const form = useOrderFormContext();
  useEffect(() => {
    if (!identifier && options.some((option) => option.identifier === DEFAULT_PRODUCT)) {
      form.setFieldValue('product.identifier', DEFAULT_PRODUCT);
    }
  }, [options, identifier, form]);
}

interface DeliveryDateInputs {
  chosen: Product | undefined;
  shippingDate: string;
  consigneeCountry: string;
  daysOff: DaysOff;
}

/**
 * The delivery date follows the shipping date and the product as they change; returns the delivery
 * date picker's ref, focused when a product change asks for a new date.
 */
function useDeliveryDateFollows({ chosen, shippingDate, consigneeCountry, daysOff }: DeliveryDateInputs) {
  const form = useOrderFormContext();
  const deliveryPicker = useRef<HTMLButtonElement>(null);
  // A new shipping date sets a fixed window's delivery date and clears any other.
  const lastShippingDate = useRef(shippingDate);
  useEffect(() => {
    if (lastShippingDate.current === shippingDate) return;
    lastShippingDate.current = shippingDate;
    form.setFieldValue(
      'deliveryDate',
      deliveryDateForShippingDate(chosen, shippingDate, consigneeCountry, daysOff),
    );
  }, [shippingDate, chosen, consigneeCountry, daysOff, form]);

  // A product change sets, keeps or clears the delivery date (and asks for a new one).
  const lastProduct = useRef<Product | undefined>(chosen);
  useEffect(() => {
    const previous = lastProduct.current;
    if (!chosen || previous?.identifier === chosen.identifier) {
      if (chosen) lastProduct.current = chosen;
      return;
    }
    lastProduct.current = chosen;
    if (!previous) return; // the product of a loaded shipment, not a change
    const next = deliveryDateForProduct(
      previous,
      chosen,
      shippingDate,
      form.getValues().deliveryDate ?? '',
      consigneeCountry,
      daysOff,
    );
    form.setFieldValue('deliveryDate', next.deliveryDate);
    if (!chosen.timeslot) {
      form.setFieldValue('deliveryTimeFrom', '');
      form.setFieldValue('deliveryTimeUntil', '');
    }
    if (next.focus) deliveryPicker.current?.focus();
  }, [chosen, shippingDate, consigneeCountry, daysOff, form]);
  return deliveryPicker;
}

/** The delivery time slot of a product that has them, as the pair of delivery times it stands for. */
function TimeSlotSelect() {
  const { t } = useTranslation();
  const form = useOrderFormContext();
  const values = form.getValues();
  return (
    <Select
      label={t('productCard.timeSlot')}
      placeholder={t('productCard.noTimeSlot')}
      clearable
      clearButtonProps={{ 'aria-label': t('common.clear') }}
      data={TIME_SLOTS.map((slot) => ({
        value: slot.value,
        label:
          'until' in slot
            ? t('productCard.until', { time: slot.until })
            : t('productCard.from', { time: slot.from }),
      }))}
      value={timeSlotOf(values.deliveryTimeFrom, values.deliveryTimeUntil)}
      onChange={(slot) => {
        const times = timesOfSlot(slot);
        form.setFieldValue('deliveryTimeFrom', times.deliveryTimeFrom);
        form.setFieldValue('deliveryTimeUntil', times.deliveryTimeUntil);
      }}
    />
  );
}
