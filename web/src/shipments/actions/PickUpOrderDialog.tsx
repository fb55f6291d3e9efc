import '../../i18n/screens/english.ts';
import '@mantine/dates/styles.css';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  Loader,
  NumberInput,
  Paper,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../contracts/access.ts';
import type { LocationSummary } from '../../../../contracts/masterdata/locations.ts';
import {
  customsDocumentOptions,
  type PickUpOrderType,
  pickUpOrderMaxDate,
  pickUpOrderTypes,
} from '../../../../contracts/shipment/pick-up-order.ts';
import type { Shipment } from '../../../../contracts/shipment/shipment.ts';
import { ApiError } from '../../api/client.ts';
import { localToday } from '../../api/holidays.ts';
import { branchQuery } from '../../api/order-reference.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { issuePickUpOrder } from '../../api/shipment-commands.ts';
import { currentUserQuery } from '../../api/user.ts';
import { useSession } from '../../auth/session.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { publishError } from '../../errors/backend-errors.ts';
import { notifySaved } from '../../errors/notify.ts';
import { DatePickerInput, useDateValueFormat } from '../../forms/DatesLocale.tsx';
import { useFieldErrorText } from '../../forms/field-error.ts';
import { TimeField } from '../../forms/TimeField.tsx';
import {
  initialPickUpOrderValues,
  type PickUpOrderValues,
  pickUpOrderFieldErrors,
  pickUpOrderOf,
  validatePickUpOrder,
} from './pick-up-order-form.ts';

interface Props {
  shipment: Shipment;
  onClose: () => void;
}

/**
 * The pick-up order of a cross transport (spec section 2): partner, the branch's own address,
 * consignor and consignee, dates, notes, customs and invoicing; its button downloads the PDF the
 * server makes. The contact is the signed-in user, consignor and consignee come from the shipment.
 */
export function PickUpOrderDialog({ shipment, onClose }: Props) {
  const { t } = useTranslation();
  const session = useSession();
  const subject = session.user?.profile.sub ?? '';
  const user = useQuery({ ...currentUserQuery(subject), enabled: Boolean(subject) });
  const ready = !subject || !user.isPending;
  return (
    <Dialog
      opened
      onClose={onClose}
      title={t('pickUpOrder.title', { number: shipment.shipmentNumber })}
      size="xl"
    >
      {ready ? (
        <PickUpOrderForm shipment={shipment} user={user.data ?? null} onClose={onClose} />
      ) : (
        <Loader size="sm" aria-label={t('common.loading')} />
      )}
    </Dialog>
  );
}

function PickUpOrderForm({ shipment, user, onClose }: Props & { user: User | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const branch = useQuery({ ...branchQuery(shipment.location ?? ''), enabled: Boolean(shipment.location) });
  const currency = branch.data?.currency.isoCode ?? 'EUR';
  const [today] = useState(localToday);
  const [sending, setSending] = useState(false);
  const form = usePickUpOrderForm(shipment, user, currency, today);
  const { text, date, time, party } = usePickUpOrderInputs(form, today);

  const submit = async (values: PickUpOrderValues) => {
    setSending(true);
    try {
      await issuePickUpOrder(shipment, pickUpOrderOf(values, currency));
      notifySaved(t('pickUpOrder.issued', { number: shipment.shipmentNumber }));
      // The issue is recorded in the shipment's history: its version and audit log moved on.
      await queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all });
      onClose();
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(pickUpOrderFieldErrors(error.problem.errors ?? []));
      publishError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="pick-up-order-type">
            {t('pickUpOrder.type')}
          </Text>
          <SegmentedControl
            aria-labelledby="pick-up-order-type"
            data={pickUpOrderTypes.map((value) => ({ value, label: t(`pickUpOrder.types.${value}`) }))}
            value={form.values.type}
            onChange={(value) => form.setFieldValue('type', value as PickUpOrderType)}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Fieldset legend={t('pickUpOrder.partner')}>
            <Stack gap="xs">
              {text('partnerName', t('pickUpOrder.partnerName'), { required: true, maxLength: 70 })}
              {text('partnerAttentionOf', t('pickUpOrder.partnerAttentionOf'), { maxLength: 70 })}
              {text('partnerEmail', t('pickUpOrder.partnerEmail'), { required: true })}
              {text('partnerFax', t('pickUpOrder.partnerFax'), { maxLength: 35 })}
              {text('partnerCC', t('pickUpOrder.partnerCC'), { maxLength: 70 })}
              {text('partnerCCEmail', t('pickUpOrder.partnerCCEmail'))}
            </Stack>
          </Fieldset>
          <Fieldset legend={t('pickUpOrder.branch')}>
            <Stack gap="xs">
              <BranchAddress branch={branch.data} pending={branch.isPending && Boolean(shipment.location)} />
              {text('locationContactName', t('pickUpOrder.locationContactName'), { required: true })}
              {text('locationEmail', t('pickUpOrder.locationEmail'), { required: true })}
            </Stack>
          </Fieldset>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {party('sender', t('pickUpOrder.consignor'))}
          {party('consignee', t('pickUpOrder.consignee'))}
        </SimpleGrid>
        <Fieldset legend={t('pickUpOrder.dates')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" verticalSpacing="xs">
            {date('shippingDate', today)}
            {time('shippingTimeFrom')}
            {time('shippingTimeUntil')}
            {date('deliveryDate', form.values.shippingDate || today)}
            {time('deliveryTimeFrom')}
            {time('deliveryTimeUntil')}
          </SimpleGrid>
        </Fieldset>
        <Textarea
          label={t('pickUpOrder.notes')}
          autosize
          minRows={2}
          maxLength={2000}
          {...form.getInputProps('notes')}
        />
        <CustomsAndInvoicingFields form={form} currency={currency} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.abort')}
          </Button>
          <Button type="submit" loading={sending}>
            {t('pickUpOrder.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The pick-up order's values, started from the shipment and the signed-in user. */
function usePickUpOrderForm(shipment: Shipment, user: User | null, currency: string, today: string) {
  return useForm<PickUpOrderValues>({
    mode: 'controlled',
    initialValues: initialPickUpOrderValues(shipment, user),
    validate: (values) => validatePickUpOrder(values, currency, today),
  });
}

type PickUpOrderFormApi = ReturnType<typeof usePickUpOrderForm>;

/** The form's inputs, each bound to its path with its error in the UI language. */
function usePickUpOrderInputs(form: PickUpOrderFormApi, today: string) {
  const { t } = useTranslation();
  const dateFormat = useDateValueFormat();
  const errorText = useFieldErrorText();
  const text = (path: string, label: string, extra: { required?: boolean; maxLength?: number } = {}) => {
    const input = form.getInputProps(path);
    return (
      <TextInput
        label={label}
        withAsterisk={extra.required}
        maxLength={extra.maxLength}
        {...input}
        error={errorText(input.error)}
      />
    );
  };
  const date = (path: 'shippingDate' | 'deliveryDate', minDate: string) => {
    const input = form.getInputProps(path);
    return (
      <DatePickerInput
        valueFormat={dateFormat}
        label={t(`pickUpOrder.${path}`)}
        clearable
        clearButtonProps={{ 'aria-label': t('pickUpOrder.clearDate', { field: t(`pickUpOrder.${path}`) }) }}
        minDate={minDate}
        maxDate={pickUpOrderMaxDate(today)}
        {...input}
        value={input.value || null}
        onChange={(value) => form.setFieldValue(path, value ?? '')}
        error={errorText(input.error)}
      />
    );
  };
  const time = (
    path: 'shippingTimeFrom' | 'shippingTimeUntil' | 'deliveryTimeFrom' | 'deliveryTimeUntil',
  ) => {
    const input = form.getInputProps(path);
    return <TimeField label={t(`pickUpOrder.${path}`)} {...input} error={errorText(input.error)} />;
  };
  const party = (prefix: 'sender' | 'consignee', legend: string) => (
    <Fieldset legend={legend}>
      {text(`${prefix}.name`, t('fields.name'), { required: true, maxLength: 35 })}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs" mt="xs">
        {text(`${prefix}.additionalName`, t('fields.additionalName'), { maxLength: 35 })}
        {text(`${prefix}.street`, t('fields.street'), { maxLength: 35 })}
        <Group grow align="flex-start" gap="xs">
          {text(`${prefix}.country`, t('fields.country'), { maxLength: 2 })}
          {text(`${prefix}.zipCode`, t('fields.zipCode'), { maxLength: 10 })}
        </Group>
        {text(`${prefix}.city`, t('fields.city'), { maxLength: 35 })}
        {text(`${prefix}.contactName`, t('fields.contactName'))}
        {text(`${prefix}.phone`, t('fields.phone'), { maxLength: 35 })}
        {text(`${prefix}.email`, t('fields.email'))}
      </SimpleGrid>
    </Fieldset>
  );
  return { text, date, time, party };
}

interface CustomsAndInvoicingProps {
  form: PickUpOrderFormApi;
  /** The branch's currency, of the insurance value. */
  currency: string;
}

/** The customs documents, insurance value and papers, and how the transport is invoiced. */
function CustomsAndInvoicingFields({ form, currency }: CustomsAndInvoicingProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const check = (path: string, label: string) => (
    <Checkbox label={label} {...form.getInputProps(path, { type: 'checkbox' })} />
  );
  const insurance = form.getInputProps('customs.insuranceValue');
  const documents = form.getInputProps('customs.documents');
  const clearingLocation = form.getInputProps('clearing.location');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Fieldset legend={t('pickUpOrder.customs')}>
        <Stack gap="xs">
          <Radio.Group label={t('pickUpOrder.documents')} {...documents} error={errorText(documents.error)}>
            <Stack gap={6} mt={4}>
              {customsDocumentOptions.map((option) => (
                <Radio key={option} value={option} label={t(`pickUpOrder.documentOptions.${option}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <NumberInput
            label={t('pickUpOrder.insuranceValue', { currency })}
            min={0}
            decimalScale={2}
            {...insurance}
            error={errorText(insurance.error)}
          />
          <Text size="sm" fw={500}>
            {t('pickUpOrder.papers')}
          </Text>
          {check('customs.aeex1', t('pickUpOrder.aeex1'))}
          {check('customs.eur1', t('pickUpOrder.eur1'))}
          {check('customs.tpaper', t('pickUpOrder.tpaper'))}
          {check('customs.commercialInvoice', t('pickUpOrder.commercialInvoice'))}
        </Stack>
      </Fieldset>
      <Fieldset legend={t('pickUpOrder.invoicing')}>
        <Stack gap="xs">
          {check('clearing.locationOkay', t('pickUpOrder.locationOkay'))}
          <TextInput
            label={t('pickUpOrder.location')}
            withAsterisk={form.values.clearing.locationOkay}
            disabled={!form.values.clearing.locationOkay}
            maxLength={35}
            {...clearingLocation}
            error={errorText(clearingLocation.error)}
          />
          {check('clearing.credit', t('pickUpOrder.credit'))}
          {check('clearing.agreement', t('pickUpOrder.agreement'))}
          {check('clearing.centralInvoiceDepartment', t('pickUpOrder.centralInvoiceDepartment'))}
        </Stack>
      </Fieldset>
    </SimpleGrid>
  );
}

/** The branch's own address, read-only: the shipment's location as the reference data has it. */
function BranchAddress({ branch, pending }: { branch: LocationSummary | undefined; pending: boolean }) {
  const { t } = useTranslation();
  let content: ReactNode;
  if (branch) {
    const { address } = branch;
    content = (
      <>
        <Text size="sm" fw={600}>
          {branch.legalName}
        </Text>
        <Text size="sm">
          {address.streetName} {address.streetNumber}
        </Text>
        <Text size="sm">
          {address.country}-{address.zipCode} {address.city}
        </Text>
        <Text size="sm">{branch.phone}</Text>
      </>
    );
  } else
    content = (
      <Text size="sm">{pending ? t('pickUpOrder.branchLoading') : t('pickUpOrder.branchUnknown')}</Text>
    );
  return (
    <Paper withBorder p="xs" bg="gray.0" data-testid="pick-up-order-branch">
      {content}
    </Paper>
  );
}
