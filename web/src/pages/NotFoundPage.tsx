import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from './PageTitle.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="flex-start">
      <PageTitle>{t('common.pageNotFound')}</PageTitle>
      <Text>{t('common.pageNotFoundText')}</Text>
      <Anchor renderRoot={(props) => <Link to="/shipments/list" {...props} />}>
        {t('common.toOverview')}
      </Anchor>
    </Stack>
  );
}
