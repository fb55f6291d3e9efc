import { Anchor, Button, Group, Loader, SimpleGrid, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Location, LocationEmailsInput } from '../../../../contracts/masterdata/locations.ts';
import { locationChangesQuery, useSaveLocationEmails } from '../../api/admin-locations.ts';
import { ApiError } from '../../api/client.ts';
import { hasLink } from '../../api/hal.ts';
import { ChangeHistory } from '../../components/ChangeHistory.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { publishError } from '../../errors/backend-errors.ts';
import { formatInstant } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/index.ts';
import { EmailListInput } from './EmailListInput.tsx';
import {
  type EmailListField,
  emailListFields,
  emailListOfError,
  emailLists,
  listsDiffer,
} from './email-lists.ts';
import { ZipRangeList } from './ZipRangeList.tsx';

const Field = ({ label, value }: { label: string; value: string | number | null | undefined }) => (
  <TextInput label={label} value={value ?? ''} readOnly variant="filled" />
);

/**
 * The detail of a branch in tabs (spec 001 section 2): its SSCC data, master data, e-mail lists,
 * zones and routings (loaded when their tab opens) and the changes. The e-mail lists are the part
 * an administrator edits, with the modify link; abort and save act on them and are enabled only
 * when they changed. A saved branch is confirmed in a dialog naming it.
 */
export function LocationDetail({ location }: { location: Location }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [baseline, setBaseline] = useState<LocationEmailsInput>(() => emailLists(location));
  const [lists, setLists] = useState<LocationEmailsInput>(baseline);
  const [errors, setErrors] = useState<Partial<Record<EmailListField, string>>>({});
  const [savedOpen, setSavedOpen] = useState(false);
  const editable = hasLink(location, 'modify');
  const changed = listsDiffer(lists, baseline);
  const { abbreviation } = location;

  const save = useSaveLocationEmails(location, {
    onSuccess: (saved) => {
      const next = emailLists(saved);
      setBaseline(next);
      setLists(next);
      setErrors({});
      setSavedOpen(true);
    },
    onError: (error) => {
      const fieldErrors = error instanceof ApiError ? (error.problem.errors ?? []) : [];
      const byList: Partial<Record<EmailListField, string>> = {};
      for (const fieldError of fieldErrors) {
        const list = emailListOfError(fieldError.field);
        if (list) byList[list] ??= fieldError.defaultMessage;
      }
      if (Object.keys(byList).length > 0) setErrors(byList);
      else publishError(error);
    },
  });

  const abort = () => {
    setLists(baseline);
    setErrors({});
  };
  const setList = (field: EmailListField, value: string[]) => {
    setLists((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const { barcodeInfos, address } = location;
  return (
    <section aria-label={t('adminLocations.details', { abbreviation })}>
      <Tabs defaultValue="data" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="data">{t('adminLocations.tabs.data')}</Tabs.Tab>
          <Tabs.Tab value="masterData">{t('adminLocations.tabs.masterData')}</Tabs.Tab>
          <Tabs.Tab value="emails">{t('adminLocations.tabs.emails')}</Tabs.Tab>
          <Tabs.Tab value="zones">{t('adminLocations.tabs.zones', { count: location.zonesCount })}</Tabs.Tab>
          <Tabs.Tab value="routings">
            {t('adminLocations.tabs.routings', { count: location.routingsCount })}
          </Tabs.Tab>
          <Tabs.Tab value="changes">{t('adminLocations.tabs.changes')}</Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="data" pt="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <Field label={t('adminLocations.fields.ssccPrefix')} value={location.ssccPrefix} />
            <Field label={t('adminLocations.fields.gln')} value={location.gln} />
            {location.gln && (
              <>
                <Field
                  label={t('adminLocations.fields.numberRangeMin')}
                  value={barcodeInfos.numberInterval.min ?? location.ssccCounterMin}
                />
                <Field
                  label={t('adminLocations.fields.numberRangeMax')}
                  value={barcodeInfos.numberInterval.max ?? location.ssccCounterMax}
                />
              </>
            )}
          </SimpleGrid>
          {!location.gln && (
            <Text size="sm" mt="xs">
              {t('adminLocations.noGln')}
            </Text>
          )}
        </Tabs.Panel>

        <Tabs.Panel value="masterData" pt="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <Field label={t('adminLocations.fields.abbreviation')} value={abbreviation} />
            <Field label={t('adminLocations.fields.name')} value={location.name} />
            <Field label={t('adminLocations.fields.street')} value={address.streetName} />
            <Field label={t('adminLocations.fields.streetNumber')} value={address.streetNumber} />
            <Field label={t('adminLocations.fields.zipCode')} value={address.zipCode} />
            <Field label={t('adminLocations.fields.city')} value={address.city} />
            <Field label={t('adminLocations.fields.country')} value={address.country} />
            <Field
              label={t('adminLocations.fields.syncDate')}
              value={
                location.syncDate
                  ? formatInstant(location.syncDate, language)
                  : t('adminLocations.neverSynced')
              }
            />
          </SimpleGrid>
          {hasLink(location, 'esv') && (
            <Anchor
              href={location._links.esv?.href}
              target="_blank"
              rel="noopener noreferrer"
              display="inline-block"
              mt="sm"
            >
              {t('adminLocations.esv', { abbreviation })}
            </Anchor>
          )}
        </Tabs.Panel>

        <Tabs.Panel value="emails" pt="sm">
          <Stack gap="sm">
            {!editable && <Text size="sm">{t('adminLocations.readOnly')}</Text>}
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {emailListFields.map((field) => (
                <EmailListInput
                  key={field}
                  label={t(`adminLocations.emails.${field}`)}
                  value={lists[field]}
                  onChange={(value) => setList(field, value)}
                  disabled={!editable}
                  error={errors[field]}
                />
              ))}
            </SimpleGrid>
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="zones" pt="sm">
          <ZipRangeList location={location} kind="zones" />
        </Tabs.Panel>
        <Tabs.Panel value="routings" pt="sm">
          <ZipRangeList location={location} kind="routings" />
        </Tabs.Panel>

        <Tabs.Panel value="changes" pt="sm">
          <LocationChanges location={location} />
        </Tabs.Panel>
      </Tabs>

      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={abort} disabled={!editable || !changed || save.isPending}>
          {t('adminLocations.abort')}
        </Button>
        <Button onClick={() => save.mutate(lists)} loading={save.isPending} disabled={!editable || !changed}>
          {t('adminLocations.save')}
        </Button>
      </Group>

      <Dialog opened={savedOpen} onClose={() => setSavedOpen(false)} title={t('adminLocations.savedTitle')}>
        <Text>{t('adminLocations.saved', { abbreviation })}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => setSavedOpen(false)} data-autofocus>
            {t('adminLocations.ok')}
          </Button>
        </Group>
      </Dialog>
    </section>
  );
}

/** The branch's change log, loaded when its tab opens. */
function LocationChanges({ location }: { location: Location }) {
  const changes = useQuery(locationChangesQuery(location));
  if (!changes.data) return <Loader size="sm" />;
  return <ChangeHistory entries={changes.data} />;
}
