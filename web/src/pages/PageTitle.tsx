import { Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The page's heading, also written into the browser tab's title. */
export function PageTitle({ children }: { children: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${children} – ${t('app.name')}`;
  }, [children, t]);
  return (
    <Title order={1} size="h2" mb="md">
      {children}
    </Title>
  );
}
