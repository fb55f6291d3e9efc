import { Button, Group, Loader, Select, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForwarderJourneyCode } from '../../../../contracts/masterdata/journey-codes.ts';
import {
  journeyReasonName,
  journeyReasons,
  journeyStatuses,
  journeyStatusName,
  takesJourneyReason,
} from '../../../../contracts/shipment/journey-values.ts';
import {
  journeyCodesQuery,
  useRemoveJourneyCode,
  useSaveJourneyCode,
} from '../../api/admin-journey-codes.ts';
import { showFieldErrors } from '../../errors/backend-errors.ts';
import { notifySaved } from '../../errors/notify.ts';
import { useLanguage } from '../../i18n/index.ts';
import { PageTitle } from '../../pages/PageTitle.tsx';

/**
 * The forwarder's own status codes (docs/decisions/0236): each code with the portal status and
 * reason it maps to, named in the reader's language; added, changed and removed one at a time.
 */
export function JourneyCodesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery(journeyCodesQuery());
  const [editing, setEditing] = useState<ForwarderJourneyCode | null>(null);
  const remove = useRemoveJourneyCode({ onSuccess: () => notifySaved(t('adminJourneyCodes.removed')) });
  return (
    <>
      <PageTitle>{t('admin.journeyCodes')}</PageTitle>
      <Text size="sm" c="dimmed" mb="sm">
        {t('adminJourneyCodes.intro')}
      </Text>
      <JourneyCodeForm key={editing?.code ?? ''} existing={editing} onDone={() => setEditing(null)} />
      {!query.data ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : (
        <Table striped mt="md" aria-label={t('adminJourneyCodes.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminJourneyCodes.code')}</Table.Th>
              <Table.Th>{t('adminJourneyCodes.status')}</Table.Th>
              <Table.Th>{t('adminJourneyCodes.reason')}</Table.Th>
              <Table.Th>{t('adminJourneyCodes.note')}</Table.Th>
              <Table.Th>{t('adminJourneyCodes.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.codes.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Text>{t('adminJourneyCodes.empty')}</Text>
                </Table.Td>
              </Table.Tr>
            )}
            {query.data.codes.map((code) => (
              <Table.Tr key={code.code} data-code={code.code}>
                <Table.Td>{code.code}</Table.Td>
                <Table.Td>{journeyStatusName(code.status, language)}</Table.Td>
                <Table.Td>{code.reason ? journeyReasonName(code.reason, language) : ''}</Table.Td>
                <Table.Td>{code.note}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      aria-label={t('adminJourneyCodes.editOne', { code: code.code })}
                      onClick={() => setEditing(code)}
                    >
                      {t('adminJourneyCodes.edit')}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      aria-label={t('adminJourneyCodes.removeOne', { code: code.code })}
                      loading={remove.isPending && remove.variables === code}
                      onClick={() => remove.mutate(code)}
                    >
                      {t('adminJourneyCodes.remove')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}

type FieldErrors = Partial<Record<'code' | 'status' | 'reason' | 'note', string>>;

/** Code, portal status, reason (for a status that takes one) and note; field errors under each. */
function JourneyCodeForm(props: { existing: ForwarderJourneyCode | null; onDone: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { existing } = props;
  const [code, setCode] = useState(existing?.code ?? '');
  const [status, setStatus] = useState<string | null>(existing?.status ?? null);
  const [reason, setReason] = useState<string | null>(existing?.reason ?? null);
  const [note, setNote] = useState(existing?.note ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveJourneyCode(existing, {
    onSuccess: () => {
      notifySaved(t('adminJourneyCodes.saved'));
      setCode('');
      setStatus(null);
      setReason(null);
      setNote('');
      setErrors({});
      props.onDone();
    },
    onError: showFieldErrors(setErrors),
  });
  const withReason = status !== null && takesJourneyReason(status);
  return (
    <form
      aria-label={
        existing ? t('adminJourneyCodes.editOne', { code: existing.code }) : t('adminJourneyCodes.add')
      }
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ code, status: status ?? '', reason: withReason ? reason : null, note: note || null });
      }}
    >
      <Group align="flex-start" wrap="wrap">
        <TextInput
          label={t('adminJourneyCodes.code')}
          value={code}
          maxLength={35}
          disabled={existing !== null}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={errors.code}
          w={140}
        />
        <Select
          label={t('adminJourneyCodes.status')}
          data={journeyStatuses.map((entry) => ({
            value: entry.code,
            label: journeyStatusName(entry.code, language),
          }))}
          value={status}
          onChange={setStatus}
          error={errors.status}
          w={240}
        />
        {withReason && (
          <Select
            label={t('adminJourneyCodes.reason')}
            placeholder={t('adminJourneyCodes.noReason')}
            data={journeyReasons.map((entry) => ({
              value: entry.code,
              label: journeyReasonName(entry.code, language),
            }))}
            value={reason}
            onChange={setReason}
            clearable
            error={errors.reason}
            w={240}
          />
        )}
        <TextInput
          label={t('adminJourneyCodes.note')}
          value={note}
          maxLength={70}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={errors.note}
          w={220}
        />
        <Button type="submit" mt={25} loading={save.isPending}>
          {existing ? t('adminJourneyCodes.save') : t('adminJourneyCodes.add')}
        </Button>
        {existing && (
          <Button variant="default" mt={25} onClick={props.onDone}>
            {t('adminJourneyCodes.cancel')}
          </Button>
        )}
      </Group>
    </form>
  );
}
