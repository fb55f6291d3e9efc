import '../i18n/screens/english.ts';
import { Button, Code, Group, Loader, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SFTP_KEY_LABEL_MAX_LENGTH, type SftpKey } from '../../../contracts/sftp-account.ts';
import { ApiError } from '../api/client.ts';
import { type SftpKeysScope, sftpKeysQuery, useAddSftpKey, useRemoveSftpKey } from '../api/sftp-accounts.ts';
import { publishError } from '../errors/backend-errors.ts';
import { useConfirm } from '../errors/confirm.tsx';
import { notifySaved } from '../errors/notify.ts';
import { formatInstant } from '../i18n/format.ts';
import { useLanguage } from '../i18n/index.ts';

/**
 * The SSH public keys of an SFTP account (docs/decisions/0223): the list (label, type, fingerprint,
 * when added), removing one after a confirmation, and adding a pasted `.pub` line. The same section
 * serves the customer's settings and the customer administration, which also names who added a key.
 */
export function SftpKeysSection({
  scope,
  showAuthor = false,
}: {
  scope: SftpKeysScope;
  showAuthor?: boolean;
}) {
  const { t } = useTranslation();
  const keys = useQuery(sftpKeysQuery(scope));
  const username = scope.customerId;
  return (
    <Stack gap="sm">
      <Title order={4}>{t('settings.sftp.keys.title', { username })}</Title>
      <Text size="sm">{t('settings.sftp.keys.intro')}</Text>
      {keys.data ? (
        <KeysTable scope={scope} keys={keys.data} showAuthor={showAuthor} />
      ) : (
        <Loader size="sm" aria-label={t('common.loading')} />
      )}
      <AddKeyForm scope={scope} />
    </Stack>
  );
}

function KeysTable({
  scope,
  keys,
  showAuthor,
}: {
  scope: SftpKeysScope;
  keys: SftpKey[];
  showAuthor: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const confirm = useConfirm();
  const remove = useRemoveSftpKey(scope, {
    onSuccess: (_response, key) =>
      notifySaved(t('settings.sftp.keys.removed', { label: key.label || key.fingerprint })),
  });
  const askToRemove = async (key: SftpKey) => {
    const confirmed = await confirm({
      message: t('settings.sftp.keys.removeQuestion', { label: key.label || key.fingerprint }),
      confirmLabel: t('settings.sftp.keys.remove'),
      danger: true,
    });
    if (confirmed) remove.mutate(key);
  };
  const headers = ['label', 'type', 'fingerprint', 'added', 'actions'] as const;
  return (
    <Table withTableBorder aria-label={t('settings.sftp.keys.title', { username: scope.customerId })}>
      <Table.Thead>
        <Table.Tr>
          {headers.map((header) => (
            <Table.Th key={header}>{t(`settings.sftp.keys.${header}`)}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {keys.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={headers.length}>{t('settings.sftp.keys.empty')}</Table.Td>
          </Table.Tr>
        )}
        {keys.map((key) => (
          <Table.Tr key={key.id}>
            <Table.Td>{key.label || '–'}</Table.Td>
            <Table.Td>
              {key.type} ({t('settings.sftp.keys.bits', { bits: key.bits })})
            </Table.Td>
            <Table.Td>
              <Code>{key.fingerprint}</Code>
            </Table.Td>
            <Table.Td>
              {formatInstant(key.createdAt, language)}
              {showAuthor && ` (${key.createdBy})`}
            </Table.Td>
            <Table.Td>
              <Button
                size="compact-sm"
                color="red"
                variant="subtle"
                aria-label={t('settings.sftp.keys.removeOne', { label: key.label || key.fingerprint })}
                onClick={() => askToRemove(key)}
              >
                {t('settings.sftp.keys.remove')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Field errors of a refused key under their fields (two of one field side by side), else the error report. */
function showKeyErrorsIn(form: { setErrors: (errors: Record<string, string>) => void }) {
  return (error: Error) => {
    const fieldErrors = error instanceof ApiError ? (error.problem.errors ?? []) : [];
    if (fieldErrors.length === 0) return publishError(error);
    const byField: Record<string, string> = {};
    for (const { field, defaultMessage } of fieldErrors)
      byField[field] = byField[field] ? `${byField[field]}; ${defaultMessage}` : defaultMessage;
    form.setErrors(byField);
  };
}

function AddKeyForm({ scope }: { scope: SftpKeysScope }) {
  const { t } = useTranslation();
  const form = useForm({ initialValues: { publicKey: '', label: '' } });
  const add = useAddSftpKey(scope, {
    onSuccess: (key) => {
      form.reset();
      notifySaved(t('settings.sftp.keys.addedNotice', { label: key.label || key.fingerprint }));
    },
    onError: showKeyErrorsIn(form),
  });
  const values = form.getValues();
  return (
    <form
      onSubmit={form.onSubmit((input) =>
        add.mutate({ publicKey: input.publicKey, ...(input.label.trim() ? { label: input.label } : {}) }),
      )}
    >
      <Stack gap="xs" maw={720}>
        <Textarea
          label={t('settings.sftp.keys.publicKey')}
          description={t('settings.sftp.keys.publicKeyHint')}
          placeholder="ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAA… cron@erp"
          autosize
          minRows={2}
          maxRows={6}
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...form.getInputProps('publicKey')}
        />
        <TextInput
          label={t('settings.sftp.keys.labelOptional')}
          maxLength={SFTP_KEY_LABEL_MAX_LENGTH}
          maw={360}
          {...form.getInputProps('label')}
        />
        <Group>
          <Button type="submit" variant="light" loading={add.isPending} disabled={!values.publicKey.trim()}>
            {t('settings.sftp.keys.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
