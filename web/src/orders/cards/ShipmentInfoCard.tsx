import '../../i18n/screens/english.ts';
import { Card, SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NumberInput, Select } from '../../forms/deferred-inputs.tsx';
import { cbmEnabled, equipmentTypeRequired, offeredEquipmentTypes } from '../cargo-rules.ts';
import { useOrderFormContext } from '../order-form.ts';
import { useOrderRules } from '../use-order-rules.ts';
import { unit, useOrderField } from './use-field.ts';

/**
 * Storing positions, required space (cbm), loading length and loading equipment (spec section 5,
 * "Shipment info"). cbm follows the items' dimensions unless the customer's settings let it be
 * entered; pallet exchange (FP) is offered only where the consignee's country allows it.
 */
export function ShipmentInfoCard() {
  const { t } = useTranslation();
  const form = useOrderFormContext();
  const field = useOrderField();
  const { cargoList, consignee, emonsCustomerId } = form.getValues();
  const rules = useOrderRules(emonsCustomerId);
  const cbmEditable = cbmEnabled(rules, cargoList.items);
  const equipmentTypes = offeredEquipmentTypes(consignee.country, rules, cargoList.loadingEquipmentType);
  return (
    <Card withBorder component="section" aria-label={t('shipmentDetail.shipmentInfo')}>
      <Title order={3} size="h4" mb="sm">
        {t('shipmentDetail.shipmentInfo')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        <NumberInput
          label={t('fields.storingPos')}
          withAsterisk={rules.storingPosMandatory}
          min={0}
          allowNegative={false}
          allowDecimal={false}
          {...field('cargoList.storingPos')}
        />
        <NumberInput
          label={t('fields.cbm')}
          withAsterisk={rules.cbmMandatory}
          disabled={!cbmEditable}
          description={cbmEditable ? undefined : t('orderCargo.cbmComputed')}
          min={0}
          max={99.999}
          allowNegative={false}
          decimalScale={3}
          {...field('cargoList.cbm')}
        />
        <NumberInput
          label={t('fields.loadingLength')}
          withAsterisk={rules.loadingLengthMandatory}
          min={0}
          max={99.99}
          allowNegative={false}
          decimalScale={2}
          {...unit('m')}
          {...field('cargoList.loadingLength')}
        />
        <NumberInput
          label={t('fields.loadingEquipmentQty')}
          min={0}
          allowNegative={false}
          allowDecimal={false}
          {...field('cargoList.loadingEquipmentQty')}
        />
        <Select
          label={t('fields.loadingEquipmentType')}
          withAsterisk={equipmentTypeRequired(cargoList.loadingEquipmentQty)}
          clearable
          data={equipmentTypes.map((code) => ({
            value: code,
            label: t(`orderCargo.equipmentTypes.${code}`),
          }))}
          {...field('cargoList.loadingEquipmentType')}
        />
      </SimpleGrid>
    </Card>
  );
}
