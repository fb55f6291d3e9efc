import '../../i18n/screens/english.ts';
import '@mantine/dates/styles.css';
import { Alert, Button, Group, List, Loader, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchFilter, BatchJob } from '../../../../contracts/batch.ts';
import {
  type AnnounceDialogResult,
  type AnnouncePrefill,
  announceDialogResultSchema,
} from '../../../../contracts/shipment/dialogs.ts';
import { messageKeys } from '../../../../contracts/shipment/messages.ts';
import type { Shipment } from '../../../../contracts/shipment/shipment.ts';
import { ApiError } from '../../api/client.ts';
import { type DaysOff, useDaysOff } from '../../api/holidays.ts';
import {
  announcePrefillQuery,
  announceShipment,
  type BatchSelection,
  submitBatchAnnounce,
} from '../../api/shipment-commands.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { publishError } from '../../errors/backend-errors.ts';
import { DatePickerInput, useDateValueFormat } from '../../forms/DatesLocale.tsx';
import { useFieldErrorText } from '../../forms/field-error.ts';
import { TimeField } from '../../forms/TimeField.tsx';
import { useLanguage } from '../../i18n/index.ts';
import {
  announceFieldErrors,
  deliveryBounds,
  timesForNewShippingDate,
  withoutEmpty,
} from './announce-form.ts';
import { reasonText } from './reasons.ts';

interface Props {
  shipments: Shipment[];
  /** Every shipment that matches the list's search and filter instead of the ticked ones. */
  filter?: BatchFilter | undefined;
  onClose: () => void;
  /** One shipment announced on the spot. */
  onAnnounced: (shipment: Shipment) => void;
  /**
   * Several shipments handed to a batch, whose progress the caller shows, with the ticked ones that
   * were left out because they cannot be announced.
   */
  onBatch: (batch: BatchJob, leftOut: AnnouncePrefill['notAnnounceable']) => void;
}

/** The shipping notice for one or several shipments, prefilled by the server (spec section 4). */
export function AnnounceDialog({ shipments, filter, onClose, onAnnounced, onBatch }: Props) {
  const { t } = useTranslation();
  const selection: BatchSelection = filter
    ? { filter }
    : { shipmentNumbers: shipments.map((shipment) => shipment.shipmentNumber) };
  const prefill = useQuery(announcePrefillQuery(selection));
  return (
    <Dialog opened onClose={onClose} title={t('announce.title')} size="lg">
      {prefill.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {prefill.isError && <Alert color="red">{t('announce.noneAnnounceable')}</Alert>}
      {prefill.data && (
        <AnnounceForm
          prefill={prefill.data}
          shipments={shipments}
          filter={filter}
          onClose={onClose}
          onAnnounced={onAnnounced}
          onBatch={onBatch}
        />
      )}
    </Dialog>
  );
}

function AnnounceForm({
  prefill,
  shipments,
  filter,
  onClose,
  onAnnounced,
  onBatch,
}: Props & { prefill: AnnouncePrefill }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [sending, setSending] = useState(false);
  const form = useAnnounceForm(prefill, deliveryDateError);
  const announceable = filter
    ? prefill.announceable
    : prefill.announceable.filter((number) =>
        shipments.some((shipment) => shipment.shipmentNumber === number),
      );
  const single =
    !filter && announceable.length === 1
      ? shipments.find((s) => s.shipmentNumber === announceable[0])
      : undefined;
  // Days off of every sender country for the shipping dates, of every consignee country for delivery.
  const shippingDaysOff = useDaysOff(prefill.countries?.sender ?? ['DE'], language);
  const deliveryDaysOff = useDaysOff(prefill.countries?.consignee ?? ['DE'], language);
  const deliveryShown = announceable.length > 0 && prefill.fields.deliveryDate !== 'hidden';
  const bounds = (dateFrom: string) =>
    deliveryBounds(prefill.deliveryWindow, dateFrom, deliveryDaysOff, prefill.maxDate);
  // Spec section 5, "Announce dialog": the delivery date is required and within the window.
  function deliveryDateError(values: AnnounceDialogResult): Record<string, string> {
    if (!deliveryShown) return {};
    if (!values.deliveryDate) return { deliveryDate: messageKeys.required };
    const range = bounds(values.dateFrom);
    if (range && (values.deliveryDate < range.earliest || values.deliveryDate > range.latest))
      return { deliveryDate: messageKeys.deliveryDateOutsideWindow };
    return {};
  }
  const submit = async (values: AnnounceDialogResult) => {
    const announcement = withoutEmpty(values);
    setSending(true);
    try {
      if (single) onAnnounced(await announceShipment(single, announcement));
      else
        onBatch(
          await submitBatchAnnounce(filter ? { filter } : { shipmentNumbers: announceable }, announcement),
          prefill.notAnnounceable,
        );
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(announceFieldErrors(error.problem.errors ?? []));
      publishError(error);
    } finally {
      setSending(false);
    }
  };
  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack gap="sm">
        <AnnounceHints prefill={prefill} filter={filter} announceable={announceable} />
        {announceable.length > 0 ? (
          <AnnounceFields
            form={form}
            prefill={prefill}
            shippingDaysOff={shippingDaysOff}
            deliveryDaysOff={deliveryDaysOff}
            bounds={bounds}
          />
        ) : (
          <Text c="red">{t('announce.noneAnnounceable')}</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.abort')}
          </Button>
          <Button type="submit" loading={sending} disabled={announceable.length === 0 || !form.isValid()}>
            {t('announce.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The dialog's values as the server prefilled them, checked by the contract and the delivery window. */
function useAnnounceForm(
  prefill: AnnouncePrefill,
  deliveryDateError: (values: AnnounceDialogResult) => Record<string, string>,
) {
  return useForm<AnnounceDialogResult>({
    mode: 'controlled',
    initialValues: {
      dateFrom: prefill.values.dateFrom,
      dateUntil: prefill.values.dateUntil ?? '',
      timeFrom: prefill.values.timeFrom,
      timeUntil: prefill.values.timeUntil,
      notice: prefill.values.notice ?? '',
      deliveryDate: prefill.values.deliveryDate ?? '',
    },
    validate: (values) => ({
      ...schemaResolver(announceDialogResultSchema, { sync: true })(withoutEmpty(values)),
      ...deliveryDateError(values),
    }),
    validateInputOnChange: true,
  });
}

type AnnounceFormApi = ReturnType<typeof useAnnounceForm>;

interface AnnounceFieldsProps {
  form: AnnounceFormApi;
  prefill: AnnouncePrefill;
  shippingDaysOff: DaysOff;
  deliveryDaysOff: DaysOff;
  /** The delivery dates the window allows after a shipping date. */
  bounds: (dateFrom: string) => { earliest: string; latest: string } | undefined;
}

/** Shipping dates and times, the notice and the delivery date, as the prefill shows them. */
function AnnounceFields({ form, prefill, shippingDaysOff, deliveryDaysOff, bounds }: AnnounceFieldsProps) {
  const { t } = useTranslation();
  const dateFormat = useDateValueFormat();
  const errorText = useFieldErrorText();
  // The branch's today, as the server checks the shipping date; not the browser's (or UTC's) day.
  const today = prefill.minDate;
  // A new shipping date: Friday times on Fridays, and the delivery date follows the window.
  const changeShippingDate = (value: string | null) => {
    const next = value ?? '';
    const current = form.getValues();
    const times = timesForNewShippingDate(prefill.timeDefaults, current.dateFrom, next, current);
    const range = bounds(next);
    let deliveryDate = current.deliveryDate ?? '';
    if (prefill.fields.deliveryDate === 'disabled') deliveryDate = range?.earliest ?? '';
    else if (deliveryDate && range && (deliveryDate < range.earliest || deliveryDate > range.latest))
      deliveryDate = '';
    form.setValues({
      dateFrom: next,
      timeFrom: times.timeFrom ?? '',
      timeUntil: times.timeUntil ?? '',
      deliveryDate,
    });
  };
  const deliveryRange = bounds(form.values.dateFrom);
  const dateProps = (path: 'dateFrom' | 'dateUntil' | 'deliveryDate') => {
    const input = form.getInputProps(path);
    return { ...input, error: errorText(input.error), value: input.value || null };
  };
  const textProps = (path: 'timeFrom' | 'timeUntil' | 'notice') => {
    const input = form.getInputProps(path);
    return { ...input, error: errorText(input.error) };
  };
  return (
    <>
      <Group grow align="flex-start">
        <DatePickerInput
          valueFormat={dateFormat}
          label={t('announce.dateFrom')}
          withAsterisk
          minDate={today}
          maxDate={prefill.maxDate}
          excludeDate={shippingDaysOff.isDayOff}
          {...dateProps('dateFrom')}
          onChange={changeShippingDate}
        />
        {prefill.fields.dateUntil === 'shown' && (
          <DatePickerInput
            valueFormat={dateFormat}
            label={t('announce.dateUntil')}
            clearable
            clearButtonProps={{ 'aria-label': t('common.clear') }}
            minDate={form.values.dateFrom}
            maxDate={prefill.maxDate}
            excludeDate={shippingDaysOff.isDayOff}
            {...dateProps('dateUntil')}
          />
        )}
      </Group>
      <Group grow align="flex-start">
        <TimeField label={t('announce.timeFrom')} {...textProps('timeFrom')} />
        <TimeField label={t('announce.timeUntil')} {...textProps('timeUntil')} />
      </Group>
      <TextInput label={t('announce.notice')} maxLength={35} {...textProps('notice')} />
      {prefill.fields.deliveryDate !== 'hidden' && (
        <DatePickerInput
          valueFormat={dateFormat}
          label={t('announce.deliveryDate')}
          disabled={prefill.fields.deliveryDate === 'disabled'}
          withAsterisk
          clearable
          clearButtonProps={{ 'aria-label': t('common.clear') }}
          minDate={deliveryRange?.earliest ?? form.values.dateFrom}
          maxDate={deliveryRange?.latest ?? prefill.maxDate}
          excludeDate={deliveryDaysOff.isDayOff}
          {...dateProps('deliveryDate')}
        />
      )}
    </>
  );
}

interface AnnounceHintsProps {
  prefill: AnnouncePrefill;
  filter: BatchFilter | undefined;
  announceable: readonly string[];
}

/** What the server says about the selection: shipments left out, notes, uncovered windows, the batch size. */
function AnnounceHints({ prefill, filter, announceable }: AnnounceHintsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      {prefill.notAnnounceable.length > 0 && (
        <Alert color="orange" title={t('announce.notPossible')}>
          <List size="sm">
            {prefill.notAnnounceable.map((entry) => (
              <List.Item key={entry.shipmentNumber}>
                {reasonText(entry.reason, entry.shipmentNumber, language, t)}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {prefill.notes.map((note) => (
        <Alert key={note} color={noteColor(note)}>
          {t(`announce.notes.${note.replace(/^announce\./, '')}` as 'announce.notes.fixed-delivery-window')}
        </Alert>
      ))}
      <UncoveredHint uncovered={prefill.uncovered} />
      {filter && announceable.length > 0 && (
        <Alert color="blue">{t('batch.allMatchingAnnounce', { count: announceable.length })}</Alert>
      )}
    </>
  );
}

const noteColor = (note: string) =>
  note === 'announce.delivery-windows-differ' || note === 'announce.shipping-date-moved' ? 'orange' : 'blue';

/**
 * Names the shipments the dialog's delivery date does not cover (spec section 4), by their
 * product's window: none at all, or an optional one.
 */
function UncoveredHint({ uncovered }: { uncovered: AnnouncePrefill['uncovered'] }) {
  const { t } = useTranslation();
  const lines = [
    uncovered.noWindow.length > 0 &&
      t('announce.uncovered.noWindow', { numbers: uncovered.noWindow.join(', ') }),
    uncovered.optionalWindow.length > 0 &&
      t('announce.uncovered.optionalWindow', { numbers: uncovered.optionalWindow.join(', ') }),
  ].filter((line): line is string => Boolean(line));
  if (lines.length === 0) return null;
  return (
    <Alert color="blue" title={t('announce.uncovered.title')}>
      <List size="sm">
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
