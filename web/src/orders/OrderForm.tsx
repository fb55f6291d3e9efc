import '../i18n/screens/english.ts';
import '@mantine/dates/styles.css';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '../../../contracts/shipment/shipment.ts';
import { DeferredInputsGate, Tooltip } from '../forms/deferred-inputs.tsx';
import { createReleaseQueue, ProgressiveMount, type ReleaseQueue } from '../forms/release-queue.tsx';
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
import { emptyOrder, type OrderValues } from './order-values.ts';
import { contactNumberErrors, loadPhoneRules } from './party-rules.ts';
import { StartDefaults } from './StartDefaults.tsx';
import { useOrderRules } from './use-order-rules.ts';
import { useSaveOrder } from './use-save-order.ts';

/** The cards the form's first render shows: the sender's, which holds the first field. */
const AT_ONCE = 1;

/**
 * A part of the form (`index` from the top): the sender's card and the save button render at once,
 * the other cards mount one after another as soon as the first render has committed, and each
 * part's real inputs come in when their library is there, the sender's first (docs/decisions/0163,
 * 0165).
 */
function FormPart({
  queue,
  index,
  atOnce = index < AT_ONCE,
  children,
}: {
  queue: ReleaseQueue;
  index: number;
  atOnce?: boolean;
  children: ReactNode;
}) {
  return (
    <DeferredInputsGate queue={queue} order={index < AT_ONCE ? index : 200 + index}>
      {atOnce ? (
        children
      ) : (
        <ProgressiveMount queue={queue} order={100 + index}>
          {children}
        </ProgressiveMount>
      )}
    </DeferredInputsGate>
  );
}

/** Gray 7 on gray 2: above 4.5:1, where Mantine's disabled colours (meant for inert buttons) are not. */
const disabledLook = {
  backgroundColor: 'var(--mantine-color-gray-2)',
  color: 'var(--mantine-color-gray-7)',
} as const;

interface Props {
  /** The saved shipment being edited; absent for a new one. */
  shipment?: Shipment;
  initialValues?: OrderValues;
  onSaved: (shipment: Shipment) => void;
  onAbort?: () => void;
  /** Shows the errors of the initial values at once, as entering edit mode does (spec section 4). */
  validateOnStart?: boolean;
}

/** The order on one screen: the eight cards of spec section 2 and the save button. */
export function OrderForm({ shipment, initialValues, onSaved, onAbort, validateOnStart }: Props) {
  const { t } = useTranslation();
  const rules = useOrderRules(shipment?.emonsCustomerId ?? initialValues?.emonsCustomerId);
  // The contract's checks arrive after the first render (docs/decisions/0143).
  const schema = useOrderSchema();
  const form = useOrderForm({
    mode: 'controlled',
    initialValues: initialValues ?? emptyOrder(),
    validate: (values) => schema?.validateOrder(values, rules) ?? {},
  });
  const { save, saving } = useSaveOrder(form, shipment);
  // The cards after the sender's mount one by one after the first render, and every card's
  // dropdowns, date and number inputs swap in card by card, each step in a task of its own
  // (docs/decisions/0163, 0165).
  const [queue] = useState(createReleaseQueue);
  // The phone rules, once the form shows (the dropdowns', date and number inputs' library loads as
  // soon as they render, the checks with useOrderSchema).
  useEffect(() => loadWhenIdle([loadPhoneRules]), []);
  // Once, as soon as the checks are there: later renders keep the user's own progress through the
  // errors.
  const validatedOnStart = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for the initial values only
  useEffect(() => {
    if (!validateOnStart || !schema || validatedOnStart.current) return;
    validatedOnStart.current = true;
    form.validate();
  }, [schema]);
  // Until the checks are there, the order counts as not yet savable.
  const invalid = !schema || Object.keys(schema.validateOrder(form.getValues(), rules)).length > 0;
  const unchanged = Boolean(shipment) && !form.isDirty();
  // Disabled while invalid, unchanged or saving (spec section 4); a click while invalid still shows
  // the errors and the hint, so the button stays focusable and clickable (docs/decisions/0117).
  const blocked = invalid || unchanged || saving;
  const [hintShown, setHintShown] = useState(false);
  useEffect(() => {
    if (!hintShown) return;
    const timer = setTimeout(() => setHintShown(false), 4000);
    return () => clearTimeout(timer);
  }, [hintShown]);
  const submit = async () => {
    // As form.validate() does, with the checks loaded first: the errors replace the shown ones. The
    // phone numbers, checked on leaving their fields, are checked again (the plans load on demand).
    const values = form.getValues();
    const errors = {
      ...(await loadOrderSchema()).validateOrder(values, rules),
      ...(await contactNumberErrors(values).catch(() => ({}))),
    };
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) {
      setHintShown(true);
      return;
    }
    if (unchanged) return;
    const saved = await save();
    if (saved) onSaved(saved);
  };
  const body = (
    <form
      // The order's own checks name every field in the user's language; the browser's built-in
      // check of the e-mail input would stop Save with a bubble of its own instead.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <FormPart queue={queue} index={0}>
            <PartyCard party="sender" title={t('fields.sender')} types={SENDER_TYPES} />
          </FormPart>
          <FormPart queue={queue} index={1}>
            <PartyCard party="consignee" title={t('fields.consignee')} types={CONSIGNEE_TYPES} />
          </FormPart>
          <FormPart queue={queue} index={2}>
            <InvoiceRecipientCard />
          </FormPart>
          <FormPart queue={queue} index={3}>
            <CharacteristicsCard />
          </FormPart>
          <FormPart queue={queue} index={4}>
            <ProductCard />
          </FormPart>
          <FormPart queue={queue} index={5}>
            <DeliveryNotesCard />
          </FormPart>
        </SimpleGrid>
        <FormPart queue={queue} index={6}>
          <ShipmentInfoCard />
        </FormPart>
        <FormPart queue={queue} index={7}>
          <CargoListCard />
        </FormPart>
        <FormPart queue={queue} index={8} atOnce>
          <Group justify="flex-end" gap="xs">
            {onAbort && (
              <Button variant="default" onClick={onAbort}>
                {t('actions.abort')}
              </Button>
            )}
            <Tooltip
              label={t('orderForm.fillMandatoryFields')}
              disabled={!invalid}
              {...(hintShown && invalid ? { opened: true } : {})}
            >
              <Button
                type="submit"
                loading={saving}
                data-disabled={blocked || undefined}
                data-invalid={invalid || undefined}
                // Still a control one can use: its disabled look keeps a readable contrast (WCAG AA).
                style={blocked && !saving ? disabledLook : undefined}
              >
                {t('actions.save')}
              </Button>
            </Tooltip>
          </Group>
        </FormPart>
      </Stack>
    </form>
  );
  return (
    <OrderFormProvider form={form}>
      {/* A new order starts from the user's defaults. */}
      {!shipment && !initialValues ? <StartDefaults>{body}</StartDefaults> : body}
    </OrderFormProvider>
  );
}
