import '../i18n/screens/english.ts';
import { Alert, Anchor, Button, Code, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SftpNewPassword } from '../../../contracts/sftp-account.ts';
import { sftpAccountsQuery, useRenewSftpPassword } from '../api/sftp-accounts.ts';
import { Dialog } from '../components/Dialog.tsx';
import { SftpKeysSection } from './SftpKeysSection.tsx';

/**
 * The customer's SFTP account for order files: the user name to sign in with, a new password on
 * request, shown once (docs/decisions/0124), and the SSH keys programs sign in with instead
 * (docs/decisions/0223). The manual explains the order files.
 */
export function SftpAccountSettings() {
  const { t } = useTranslation();
  const { data } = useSuspenseQuery(sftpAccountsQuery());
  const [confirming, setConfirming] = useState<string | null>(null);
  const [renewed, setRenewed] = useState<SftpNewPassword | null>(null);
  const renew = useRenewSftpPassword({
    onSuccess: (answer) => {
      setConfirming(null);
      setRenewed(answer);
    },
  });
  return (
    <Stack gap="md">
      <Text>{t('settings.sftp.intro')}</Text>
      <Table withTableBorder maw={640}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('settings.sftp.username')}</Table.Th>
            <Table.Th>{t('settings.sftp.password')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('settings.sftp.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.accounts.map((account) => (
            <Table.Tr key={account.customerId}>
              <Table.Td>
                <Code fz="md">{account.username}</Code>
              </Table.Td>
              <Table.Td>
                {t(account.passwordSet ? 'settings.sftp.passwordSet' : 'settings.sftp.noPassword')}
              </Table.Td>
              <Table.Td>
                <Button variant="light" onClick={() => setConfirming(account.customerId)}>
                  {t('settings.sftp.renew')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {renewed && (
        <Alert color="gray" title={t('settings.sftp.newPasswordTitle', { username: renewed.username })}>
          <Stack gap="xs">
            <Code fz="lg" aria-label={t('settings.sftp.newPassword')}>
              {renewed.password}
            </Code>
            <Text size="sm">{t('settings.sftp.shownOnce')}</Text>
          </Stack>
        </Alert>
      )}
      {data.accounts.map((account) => (
        <SftpKeysSection key={account.customerId} scope={{ kind: 'own', customerId: account.customerId }} />
      ))}
      <Text size="sm">
        <Anchor renderRoot={(props) => <Link to="/help/manual" hash="sftp-order-files" {...props} />}>
          {t('settings.sftp.manualHint')}
        </Anchor>
      </Text>
      <Dialog
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('settings.sftp.confirmTitle', { username: confirming ?? '' })}
      >
        <Stack>
          <Text>{t('settings.sftp.confirmText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t('common.cancel')}
            </Button>
            <Button loading={renew.isPending} onClick={() => confirming && renew.mutate(confirming)}>
              {t('settings.sftp.renewConfirm')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Stack>
  );
}
