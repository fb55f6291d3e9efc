import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { completeSignIn } from '../auth/session.ts';

/** One exchange per callback URL: the code is single-use, and React may run effects twice. */
const exchanges = new Map<string, Promise<string>>();

function exchangeOnce(url: string): Promise<string> {
  let exchange = exchanges.get(url);
  if (!exchange) {
    exchange = completeSignIn(url);
    exchanges.set(url, exchange);
  }
  return exchange;
}

/** The redirect target of the sign-in: trades the code for tokens, then returns to where the user was. */
export function AuthCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    exchangeOnce(window.location.href)
      .then((returnTo) => navigate({ href: returnTo, replace: true }))
      .catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)));
  }, [navigate]);
  if (failure) {
    return (
      <Alert color="red" title={t('auth.signInFailed')} role="alert">
        {failure}
      </Alert>
    );
  }
  return (
    <Stack align="center" mt="xl">
      <Loader aria-label={t('auth.signingIn')} />
      <Text>{t('auth.signingIn')}</Text>
    </Stack>
  );
}
