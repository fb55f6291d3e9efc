import { Button, Group, MultiSelect, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZipCodeArea } from '../../../../contracts/masterdata/reference.ts';
import { useSyncZipCodeAreas } from '../../api/admin-lists.ts';
import { ApiError } from '../../api/client.ts';
import { countriesQuery } from '../../api/order-reference.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { showNotification } from '../../errors/notify.ts';
import { columnsFor } from './columns.tsx';
import { type ListState, ReferenceList } from './ReferenceList.tsx';
import { ZIP_SYNC_MAX_RESULTS, type ZipSyncRefusal, zipSyncRefusal } from './zip-sync.ts';

/** Spec 001 section 9: zip code areas are listed 250 at a time. */
const ZIP_PAGE_SIZE = 250;

/** The server's reason for a failed sync: its field message, else the problem's detail or title. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.problem.errors?.[0]?.defaultMessage ?? error.problem.detail ?? error.problem.title;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Zip code areas (spec 001 sections 2 and 4): filtered by countries and a search, read-only, and
 * synchronised from the zip code source for one country and a search of at most 100 results.
 */
export function ZipCodeAreasPage() {
  const { t } = useTranslation();
  const column = columnsFor<ZipCodeArea>(t);
  const [countries, setCountries] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<ZipSyncRefusal | null>(null);
  const countryChoices = useQuery(countriesQuery());
  const closable = { closeButtonProps: { 'aria-label': t('common.close') } };
  const sync = useSyncZipCodeAreas({
    onSuccess: (result) =>
      showNotification({
        title: t('adminReference.zip.synced'),
        message: result.message,
        color: 'green',
        autoClose: 5000,
        ...closable,
      }),
    // A failed sync says so here, with the server's message (spec 001 section 8).
    onError: (error) =>
      showNotification({
        title: t('adminReference.zip.syncFailed'),
        message: failureMessage(error),
        color: 'red',
        autoClose: 10_000,
        ...closable,
      }),
  });

  const startSync = (list: ListState) => {
    const refused = zipSyncRefusal(countries, list.query, list.total);
    if (refused) {
      setRefusal(refused);
      return;
    }
    sync.mutate({ country: countries[0] ?? '', query: list.query });
  };

  return (
    <>
      <ReferenceList<ZipCodeArea>
        title={t('admin.zipCodeAreas')}
        collection="zipCodeAreas"
        path="/api/zipCodeAreas"
        pageSize={ZIP_PAGE_SIZE}
        defaultSort={{ column: 'city', direction: 'asc' }}
        params={{ country: countries.join(',') }}
        columns={[
          column.text('country', { sortable: true }),
          column.text('zipCode', { sortable: true }),
          column.text('city', { sortable: true }),
        ]}
        // The self link of an area is a search, not an entity: the row is the whole detail.
        followSelf={false}
        rowKey={(area) => `${area.country} ${area.zipCode} ${area.city}`}
        rowName={(area) => `${area.country} ${area.zipCode} ${area.city}`}
        toolbar={(list) => (
          <Group align="flex-end">
            <MultiSelect
              label={t('adminReference.zip.countries')}
              data={(countryChoices.data ?? []).map((country) => ({
                value: country.alpha2Code,
                label: `${country.alpha2Code} – ${country.name}`,
              }))}
              value={countries}
              onChange={setCountries}
              searchable
              clearable
              miw={260}
              maw={520}
            />
            <Button onClick={() => startSync(list)} loading={sync.isPending}>
              {t('adminReference.zip.sync')}
            </Button>
          </Group>
        )}
      />
      <Dialog
        opened={refusal !== null}
        onClose={() => setRefusal(null)}
        title={t('adminReference.zip.syncTitle')}
      >
        <Text>{refusal && t(`adminReference.zip.refusals.${refusal}`, { max: ZIP_SYNC_MAX_RESULTS })}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => setRefusal(null)} data-autofocus>
            {t('common.confirm')}
          </Button>
        </Group>
      </Dialog>
    </>
  );
}
