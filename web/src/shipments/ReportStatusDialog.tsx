import '../i18n/screens/english.ts';
import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JourneyTimeline } from '../../../contracts/shipment/journey.ts';
import {
  journeyReasonName,
  journeyReasons,
  journeyStatuses,
  journeyStatusName,
  takesJourneyReason,
} from '../../../contracts/shipment/journey-values.ts';
import type { Shipment } from '../../../contracts/shipment/shipment.ts';
import { journeyLinksQuery, useReportStatus } from '../api/journey.ts';
import { showFieldErrors } from '../errors/backend-errors.ts';
import { notifySaved } from '../errors/notify.ts';
import { useLanguage } from '../i18n/index.ts';

/** Now in the reader's time zone, as a datetime-local field shows it (`2026-11-29T14:05`). */
export function localNow(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/**
 * "Record a status" for the forwarder's staff (docs/decisions/0237): shown only when the journey
 * offers `reportStatus`, which the server gives to those who may report.
 */
export function ReportStatusButton({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const timeline = useQuery(journeyLinksQuery(shipment)).data;
  const [open, setOpen] = useState(false);
  if (!timeline?._links?.reportStatus) return null;
  return (
    <>
      <Group justify="flex-end" mb="xs">
        <Button size="compact-sm" variant="light" onClick={() => setOpen(true)}>
          {t('shipmentDetail.journeyReport.open')}
        </Button>
      </Group>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('shipmentDetail.journeyReport.title')}
        closeButtonProps={{ 'aria-label': t('shipmentDetail.journeyReport.cancel') }}
      >
        {open && <ReportStatusForm shipment={shipment} timeline={timeline} onDone={() => setOpen(false)} />}
      </Modal>
    </>
  );
}

type Place = { branch: string; zipCode: string; city: string };

type Field = 'status' | 'reason' | 'occurredAt' | 'place.branch' | 'place.zipCode' | 'place.city' | 'remarks';

/** Status, reason (for a status that takes one), when, where (the shipment's branch) and remarks. */
function ReportStatusForm(props: { shipment: Shipment; timeline: JourneyTimeline; onDone: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [status, setStatus] = useState<string | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const [time, setTime] = useState(localNow());
  const [place, setPlace] = useState<Place>({ branch: props.shipment.location ?? '', zipCode: '', city: '' });
  const [remarks, setRemarks] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const report = useReportStatus(props.timeline, {
    onSuccess: () => {
      notifySaved(t('shipmentDetail.journeyReport.recorded'));
      props.onDone();
    },
    onError: showFieldErrors(setErrors),
  });
  const withReason = status !== null && takesJourneyReason(status);
  const label = (key: 'title' | 'status' | 'reason' | 'time' | 'remarks' | 'cancel' | 'save') =>
    t(`shipmentDetail.journeyReport.${key}`);
  const submit = () => {
    const when = new Date(time);
    const where = Object.fromEntries(Object.entries(place).filter(([, value]) => value.trim() !== ''));
    report.mutate({
      reportId: `MANUAL-${crypto.randomUUID()}`,
      status: status ?? '',
      occurredAt: Number.isNaN(when.getTime()) ? time : when.toISOString(),
      ...(withReason && reason ? { reason: reason as never } : {}),
      ...(Object.keys(where).length > 0 ? { place: where } : {}),
      ...(remarks.trim() ? { remarks } : {}),
    });
  };
  return (
    <form
      aria-label={label('title')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Select
          label={label('status')}
          data={journeyStatuses.map((entry) => ({
            value: entry.code,
            label: journeyStatusName(entry.code, language),
          }))}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setErrors(({ status: _answered, ...others }) => others);
          }}
          error={errors.status}
          comboboxProps={{ withinPortal: false }}
        />
        {withReason && (
          <Select
            label={label('reason')}
            data={journeyReasons.map((entry) => ({
              value: entry.code,
              label: journeyReasonName(entry.code, language),
            }))}
            value={reason}
            onChange={setReason}
            clearable
            error={errors.reason}
            comboboxProps={{ withinPortal: false }}
          />
        )}
        <TextInput
          type="datetime-local"
          label={label('time')}
          value={time}
          onChange={(event) => setTime(event.currentTarget.value)}
          error={errors.occurredAt}
        />
        <PlaceFields place={place} onChange={setPlace} errors={errors} />
        <Textarea
          label={label('remarks')}
          value={remarks}
          maxLength={500}
          onChange={(event) => setRemarks(event.currentTarget.value)}
          error={errors.remarks}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onDone}>
            {label('cancel')}
          </Button>
          <Button type="submit" loading={report.isPending}>
            {label('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Where it happened: the branch (the shipment's preselected), or a zip code and city. */
function PlaceFields(props: {
  place: Place;
  onChange: (place: Place) => void;
  errors: Partial<Record<Field, string>>;
}) {
  const { t } = useTranslation();
  const field = (name: keyof Place, maxLength: number) => (
    <TextInput
      label={t(`shipmentDetail.journeyReport.${name}`)}
      value={props.place[name]}
      maxLength={maxLength}
      onChange={(event) => props.onChange({ ...props.place, [name]: event.currentTarget.value })}
      error={props.errors[`place.${name}`]}
    />
  );
  return (
    <Group grow align="flex-start">
      {field('branch', 10)}
      {field('zipCode', 20)}
      {field('city', 80)}
    </Group>
  );
}
