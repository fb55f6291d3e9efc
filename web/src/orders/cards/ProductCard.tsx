import { Card, Select, SimpleGrid, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { productsQuery } from '../../api/order-reference.ts';
import { isWeekend } from '../../shipments/actions/announce-form.ts';
import { useOrderFormContext } from '../order-form.ts';
import { useOrderField } from './use-field.ts';

/** The product for the order's route (fetched by origin and destination) and the delivery date. */
export function ProductCard() {
  const { t } = useTranslation();
  const form = useOrderFormContext();
  const field = useOrderField();
  const { sender, consignee, shippingDate, product } = form.getValues();
  const products = useQuery(
    productsQuery({
      originAlpha2Code: sender.country,
      originZipCode: sender.zipCode || undefined,
      destinationAlpha2Code: consignee.country,
      destinationZipCode: consignee.zipCode || undefined,
      shippingDate: shippingDate || undefined,
    }),
  );
  const chosen = products.data?.find((option) => option.identifier === product.identifier);
  const deliveryDate = field('deliveryDate');
  return (
    <Card withBorder component="section" aria-label={t('fields.product')}>
      <Title order={3} size="h4" mb="sm">
        {t('fields.product')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Select
          label={t('fields.product')}
          withAsterisk
          data={(products.data ?? []).map((option) => ({
            value: option.identifier,
            label: `${option.identifier} ${option.name}`,
          }))}
          {...field('product.identifier')}
        />
        <DatePickerInput
          label={t('fields.deliveryDate')}
          withAsterisk={Boolean(chosen && !chosen.deliveryDateIsOptional)}
          clearable
          minDate={shippingDate || undefined}
          excludeDate={isWeekend}
          {...deliveryDate}
          value={deliveryDate.value || null}
        />
      </SimpleGrid>
    </Card>
  );
}
