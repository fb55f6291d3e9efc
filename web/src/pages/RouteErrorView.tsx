import { Alert, Button, Stack, Text } from '@mantine/core';
import { type ErrorComponentProps, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { signIn } from '../auth/session.ts';
import { publishError, reportOf } from '../errors/backend-errors.ts';
import { errorTextKey } from '../errors/error-texts.ts';
import { AccessDeniedError } from '../routes/access.ts';
import { PageTitle } from './PageTitle.tsx';

/** What a page shows instead of itself: a sign-in request, a missing permission, or the error's text. */
export function RouteErrorView({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  if (error instanceof AccessDeniedError && !error.signedIn) {
    return (
      <Stack align="flex-start">
        <PageTitle>{t('auth.signInRequired')}</PageTitle>
        <Text>{t('auth.signInRequiredText')}</Text>
        <Button onClick={() => signIn(location.href).catch(publishError)}>{t('auth.signIn')}</Button>
      </Stack>
    );
  }
  if (error instanceof AccessDeniedError) {
    return (
      <Stack align="flex-start">
        <PageTitle>{t('auth.noPermission')}</PageTitle>
        <Text>{t('auth.noPermissionText')}</Text>
      </Stack>
    );
  }
  const report = reportOf(error);
  return (
    <Alert color="red" title={t('error.title')} role="alert">
      {t(errorTextKey(report.status))} {report.title}
    </Alert>
  );
}
