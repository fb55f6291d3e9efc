import '../i18n/screens/english.ts';
import '@mantine/dates/styles.css';
import { Button, Group, SimpleGrid, Stack, Stepper } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '../../../contracts/shipment/shipment.ts';
import { FrontendError, publishError } from '../errors/backend-errors.ts';
import { fieldErrorsByPath } from '../forms/field-error.ts';
import { loadWhenIdle } from '../preload.ts';
import { CargoListCard } from './cards/CargoListCard.tsx';
import { CharacteristicsCard } from './cards/CharacteristicsCard.tsx';
import { DeliveryNotesCard } from './cards/DeliveryNotesCard.tsx';
import { InvoiceRecipientCard } from './cards/InvoiceRecipientCard.tsx';
import { PartyCard } from './cards/PartyCard.tsx';
import { ProductCard } from './cards/ProductCard.tsx';
import { ShipmentInfoCard } from './cards/ShipmentInfoCard.tsx';
import { OrderFormProvider, useOrderForm } from './order-form.ts';
import { CONSIGNEE_TYPES, SENDER_TYPES } from './order-start.ts';
import { loadOrderSchema, useOrderSchema } from './order-validation.ts';
import { emptyOrder } from './order-values.ts';
import { loadPhoneRules } from './party-rules.ts';
import { StartDefaults } from './StartDefaults.tsx';
import { useOrderRules } from './use-order-rules.ts';
import { useSaveOrder } from './use-save-order.ts';

/** The wizard step that holds a field: addresses, order details, or the cargo list. */
export function wizardStepOf(field: string): number {
  if (/^(sender|consignee|neutralConsignor|invoiceRecipient)\b/.test(field)) return 0;
  if (/^cargoList\b/.test(field)) return 2;
  return 1;
}

/**
 * The quick-entry wizard: (1) addresses, (2) characteristics and product, (3) cargo list and
 * shipment info; the same cards as the form. A save the schema refuses opens the 'Fehler!' dialog
 * with 'Die Sendung kann nicht gespeichert werden.' and the field list.
 */
export function OrderWizard({ onSaved }: { onSaved: (shipment: Shipment) => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const rules = useOrderRules();
  // The contract's checks arrive after the first render; a step or a save waits for them.
  const schema = useOrderSchema();
  const form = useOrderForm({
    mode: 'controlled',
    initialValues: emptyOrder(),
    validate: (values) => schema?.validateOrder(values, rules) ?? {},
  });
  const { save, saving } = useSaveOrder(form);
  // The phone rules, once the form shows (the dropdowns', date and number inputs' library loads as
  // soon as they render, the checks with useOrderSchema).
  useEffect(() => loadWhenIdle([loadPhoneRules]), []);
  // Next only once the step's own fields are right; its errors go onto the fields and into the list.
  const next = async () => {
    const { orderErrors } = await loadOrderSchema();
    const errors = orderErrors(form.getValues(), rules).filter((error) => wizardStepOf(error.field) === step);
    if (errors.length > 0) {
      form.setErrors({ ...form.errors, ...fieldErrorsByPath(errors) });
      publishError(new FrontendError(t('fixed.shipmentNotSavable'), errors));
      return;
    }
    setStep(step + 1);
  };
  const submit = async () => {
    const { orderErrors, validateOrder } = await loadOrderSchema();
    const errors = orderErrors(form.getValues(), rules);
    if (errors.length > 0) {
      form.setErrors(validateOrder(form.getValues(), rules));
      publishError(new FrontendError(t('fixed.shipmentNotSavable'), errors));
      return;
    }
    const saved = await save();
    if (saved) onSaved(saved);
  };
  return (
    <OrderFormProvider form={form}>
      <StartDefaults>
        <Stack gap="md">
          <Stepper active={step} onStepClick={setStep} allowNextStepsSelect={false}>
            <Stepper.Step label={t('orderForm.stepAddresses')}>
              <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
                <PartyCard party="sender" title={t('fields.sender')} types={SENDER_TYPES} />
                <PartyCard party="consignee" title={t('fields.consignee')} types={CONSIGNEE_TYPES} />
                <InvoiceRecipientCard />
              </SimpleGrid>
            </Stepper.Step>
            <Stepper.Step label={t('orderForm.stepOrder')}>
              <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
                <CharacteristicsCard />
                <ProductCard />
                <DeliveryNotesCard />
              </SimpleGrid>
            </Stepper.Step>
            <Stepper.Step label={t('orderForm.stepCargo')}>
              <Stack gap="md">
                <CargoListCard />
                <ShipmentInfoCard />
              </Stack>
            </Stepper.Step>
          </Stepper>
          <Group justify="flex-end">
            <Button variant="default" disabled={step === 0} onClick={() => setStep(step - 1)}>
              {t('orderForm.back')}
            </Button>
            {step < 2 ? (
              <Button onClick={() => void next()}>{t('orderForm.next')}</Button>
            ) : (
              <Button loading={saving} onClick={() => void submit()}>
                {t('actions.save')}
              </Button>
            )}
          </Group>
        </Stack>
      </StartDefaults>
    </OrderFormProvider>
  );
}
