import '../i18n/screens/english.ts';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Navigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationResult } from '../../../contracts/identity.ts';
import { invitationQuery } from '../api/registration.ts';
import { signIn, useSession } from '../auth/session.ts';
import { publishError } from '../errors/backend-errors.ts';
import { PageTitle } from '../pages/PageTitle.tsx';
import { RegistrationForm } from './RegistrationForm.tsx';
import type { Invitation } from './registration-values.ts';

const route = getRouteApi('/registration');

/** Where a signed-in visitor goes instead, and where the sign-in after registering leads. */
const HOME = '/shipments/list';

/** Mantine's green and orange titles on their light backgrounds fall below 4.5:1 (WCAG AA). */
const readableTitle = { title: { color: 'var(--mantine-color-text)' } };

type State = { step: 'form' } | { step: 'registered'; result: RegistrationResult; email: string };

/**
 * Self-registration (spec 001 section 2): the form, then registered. An address with an account
 * gets the same answer (its owner is told by mail), so the form reveals no registered address.
 */
export function RegistrationPage() {
  const { t } = useTranslation();
  const { roles } = useSession();
  const { customerId, hash } = route.useSearch();
  const linked = Boolean(customerId && hash);
  const customer = useQuery({ ...invitationQuery(customerId ?? '', hash ?? ''), enabled: linked });
  const [state, setState] = useState<State>({ step: 'form' });

  // Registration is for visitors; whoever signs in meanwhile continues in the portal.
  if (roles !== null) return <Navigate to={HOME} replace />;

  const invitation: Invitation | null =
    linked && customer.data ? { customerId: customerId!, hash: hash!, customer: customer.data } : null;
  const continueToLogin = () => signIn(HOME).catch(publishError);

  let content: ReactNode = null;
  if (state.step === 'registered') {
    content = (
      <Alert color="green" title={t('registration.registered.title')} role="status" styles={readableTitle}>
        <Stack gap="xs">
          <Text size="sm">{t('registration.registered.mail', { email: state.email })}</Text>
          {state.result.customerId ? (
            <>
              <Text size="sm">{t('registration.registered.withCustomer')}</Text>
              <Group>
                <Button onClick={continueToLogin}>{t('registration.registered.continue')}</Button>
              </Group>
            </>
          ) : (
            <Text size="sm">{t('registration.registered.withoutCustomer')}</Text>
          )}
        </Stack>
      </Alert>
    );
  }
  let form: ReactNode = null;
  if (state.step !== 'registered' && linked && customer.isPending) {
    form = (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('registration.loadingInvitation')}</Text>
      </Group>
    );
  } else if (state.step !== 'registered') {
    // Stays mounted behind "already registered", so going back keeps what was typed.
    form = (
      <Stack gap="lg" display={state.step === 'form' ? undefined : 'none'}>
        {linked && !invitation && (
          <Alert color="red" role="alert">
            {t('registration.invitationNotFound')}
          </Alert>
        )}
        {!invitation && (
          <Alert color="blue" lang="de" data-testid="registration-notice">
            {t('registration.noInvitation')}
          </Alert>
        )}
        <RegistrationForm
          key={invitation ? 'invited' : 'open'}
          invitation={invitation}
          onRegistered={(result, email) => setState({ step: 'registered', result, email })}
        />
      </Stack>
    );
  }

  return (
    <>
      <PageTitle>{t('page.registration')}</PageTitle>
      {content}
      {form}
    </>
  );
}
