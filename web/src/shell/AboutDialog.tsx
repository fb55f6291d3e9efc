import '../i18n/screens/english.ts';
import { Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { statusQuery } from '../api/status.ts';
import { Dialog } from '../components/Dialog.tsx';

export function AboutDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const status = useQuery({ ...statusQuery(), enabled: opened });
  const backendVersion = status.isPending
    ? t('common.loading')
    : (status.data?.backendVersion ?? t('about.unknownVersion'));
  return (
    <Dialog opened={opened} onClose={onClose} title={t('about.title')}>
      <Table variant="vertical" withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th>{t('about.frontendVersion')}</Table.Th>
            <Table.Td data-testid="frontend-version">{__FRONTEND_VERSION__}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('about.backendVersion')}</Table.Th>
            <Table.Td data-testid="backend-version">{backendVersion}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Dialog>
  );
}
