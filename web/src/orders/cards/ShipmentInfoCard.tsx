import { Card, NumberInput, Select, SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { loadingEquipmentTypes } from '../../../../contracts/shipment/cargo.ts';
import { useOrderField } from './use-field.ts';

/** Storing positions, required space (cbm, computed from the items), loading length and equipment. */
export function ShipmentInfoCard() {
  const { t } = useTranslation();
  const field = useOrderField();
  return (
    <Card withBorder component="section" aria-label={t('shipmentDetail.shipmentInfo')}>
      <Title order={3} size="h4" mb="sm">
        {t('shipmentDetail.shipmentInfo')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        <NumberInput
          label={t('fields.storingPos')}
          min={0}
          allowDecimal={false}
          {...field('cargoList.storingPos')}
        />
        <NumberInput
          label={t('fields.cbm')}
          min={0}
          max={99.999}
          decimalScale={3}
          {...field('cargoList.cbm')}
        />
        <NumberInput
          label={t('fields.loadingLength')}
          min={0}
          max={99.99}
          decimalScale={2}
          {...field('cargoList.loadingLength')}
        />
        <NumberInput
          label={t('fields.loadingEquipmentQty')}
          min={0}
          allowDecimal={false}
          {...field('cargoList.loadingEquipmentQty')}
        />
        <Select
          label={t('fields.loadingEquipmentType')}
          clearable
          data={[...loadingEquipmentTypes]}
          {...field('cargoList.loadingEquipmentType')}
        />
      </SimpleGrid>
    </Card>
  );
}
