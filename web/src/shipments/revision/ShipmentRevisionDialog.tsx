import '../../i18n/screens/english.ts';
import { Button, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { neighbourOf, type RevisionRef, shipmentRevisionQuery } from '../../api/shipment-revisions.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { formatInstant } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/index.ts';
import { RevisionFieldsView } from './RevisionFieldsView.tsx';
import { revisionFields } from './revision-fields.ts';

/**
 * A shipment as one revision of its audit log left it, read-only, beside the revision before it:
 * the fields that revision changed are highlighted with their previous and new values. Earlier and
 * later revisions are a click away. Readable by everyone who reads the audit log, auditors too.
 */
export function ShipmentRevisionDialog({
  start,
  onClose,
}: {
  start: RevisionRef | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened={start !== undefined}
      onClose={onClose}
      size="90rem"
      title={start ? t('shipmentRevision.title', { number: start.shipmentNumber }) : ''}
    >
      {start && (
        <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
          <RevisionBrowser key={`${start.shipmentNumber}/${start.revision}`} start={start} />
        </Suspense>
      )}
    </Dialog>
  );
}

function RevisionBrowser({ start }: { start: RevisionRef }) {
  const [shown, setShown] = useState(start);
  const [changedOnly, setChangedOnly] = useState(false);
  return (
    <Suspense fallback={<Loader size="sm" />}>
      <RevisionView
        shown={shown}
        onNavigate={setShown}
        changedOnly={changedOnly}
        onChangedOnly={setChangedOnly}
      />
    </Suspense>
  );
}

function RevisionView({
  shown,
  onNavigate,
  changedOnly,
  onChangedOnly,
}: {
  shown: RevisionRef;
  onNavigate: (next: RevisionRef) => void;
  changedOnly: boolean;
  onChangedOnly: (value: boolean) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useSuspenseQuery(shipmentRevisionQuery(shown));
  const { current, previous } = data;
  const sections = revisionFields(current, previous)
    .map(({ section, fields }) => ({
      section,
      fields: changedOnly && previous ? fields.filter((field) => field.changed) : fields,
    }))
    .filter(({ fields }) => fields.length > 0);
  const earlier = neighbourOf(current, 'previous');
  const later = neighbourOf(current, 'next');
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={3} size="h4">
            {t('shipmentRevision.revision', { revision: current.revision })}
          </Title>
          <Text size="sm">
            {current.lastModifiedBy ? `${current.lastModifiedBy} · ` : ''}
            {formatInstant(current.recordedAt, language)}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            disabled={!earlier}
            onClick={() => earlier && onNavigate(earlier)}
          >
            {t('shipmentRevision.earlier')}
          </Button>
          <Button variant="default" size="xs" disabled={!later} onClick={() => later && onNavigate(later)}>
            {t('shipmentRevision.later')}
          </Button>
        </Group>
      </Group>
      {previous ? (
        <Group justify="space-between">
          <Text size="sm">{t('shipmentRevision.comparedWith', { previous: previous.revision })}</Text>
          <Switch
            label={t('shipmentRevision.changedOnly')}
            checked={changedOnly}
            onChange={(event) => onChangedOnly(event.currentTarget.checked)}
          />
        </Group>
      ) : (
        <Text size="sm">{t('shipmentRevision.created')}</Text>
      )}
      <RevisionFieldsView sections={sections} />
    </Stack>
  );
}
