import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown when a page takes longer than a moment to load its code or data. */
export function PendingPage() {
  const { t } = useTranslation();
  return (
    <Center mt="xl">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
