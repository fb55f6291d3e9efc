import '../i18n/screens/english.ts';
import { Alert, Button, Fieldset, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationResult } from '../../../contracts/identity.ts';
import { ApiError } from '../api/client.ts';
import { useRegister } from '../api/registration.ts';
import { publishError } from '../errors/backend-errors.ts';
import { fieldErrorsByPath } from '../forms/field-error.ts';
import { CaptchaField } from './CaptchaField.tsx';
import { RegistrationLocationFields } from './RegistrationLocationFields.tsx';
import {
  type Invitation,
  invitedFields,
  isRegistrationField,
  type RegistrationField,
  registrationFields,
  registrationMessage,
  registrationPayload,
} from './registration-values.ts';
import { useRegistrationForm } from './use-registration-form.ts';

interface Props {
  /** The invitation whose customer was found; null without a (valid) link. */
  invitation: Invitation | null;
  onRegistered: (result: RegistrationResult, email: string) => void;
}

/**
 * The registration form of spec 001 sections 2 and 5: company, contact and login data, the captcha,
 * and the register button, which waits for the solved captcha.
 */
export function RegistrationForm({ invitation, onRegistered }: Props) {
  const { t } = useTranslation();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const form = useRegistrationForm(invitation);
  const locked = invitation !== null;

  const messageText = (field: RegistrationField, error: string): string => {
    const message = registrationMessage(field, error, form.values[field]);
    const label = t(`registration.fields.${field}`);
    switch (message.kind) {
      case 'required':
        return t('registration.messages.required', { field: label });
      case 'mismatch':
        return t('registration.messages.mismatch', { field: label });
      case 'tooShort':
        return t('registration.messages.tooShort', { field: label, length: message.length });
      case 'text':
        return t(`registration.messages.${message.key}`);
      case 'server':
        return message.text;
    }
  };
  const errorOf = (field: RegistrationField): string | undefined => {
    const error = form.errors[field];
    return typeof error === 'string' ? messageText(field, error) : undefined;
  };
  const input = (field: RegistrationField) => ({
    ...form.getInputProps(field),
    label: t(`registration.fields.${field}`),
    withAsterisk: registrationFields.some((entry) => entry.name === field && entry.required),
    error: errorOf(field),
    readOnly: locked && invitedFields.has(field),
    // Locked fields look different from the ones still to fill in.
    variant: locked && invitedFields.has(field) ? 'filled' : 'default',
  });

  const register = useRegister({
    onSuccess: (result, registration) => onRegistered(result, registration.email.trim()),
    onError: (error) => {
      // A checked captcha is spent, whatever the server answered after checking it.
      setCaptcha(null);
      const fieldErrors = error instanceof ApiError ? (error.problem.errors ?? []) : [];
      if (fieldErrors.length === 0) {
        publishError(error);
        return;
      }
      const onFields = fieldErrors.filter((entry) => isRegistrationField(entry.field));
      if (onFields.length > 0) form.setErrors(fieldErrorsByPath(onFields));
      for (const entry of fieldErrors) {
        if (entry.field === 'captcha') setCaptchaError(entry.defaultMessage);
        else if (!isRegistrationField(entry.field)) setFormError(entry.defaultMessage);
      }
    },
  });

  const submit = form.onSubmit((values) => {
    if (!captcha) return;
    setFormError(undefined);
    register.mutate(registrationPayload(values, invitation, captcha));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={760}>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Fieldset legend={t('registration.sections.company')}>
          <Stack gap="sm">
            {locked && <Alert color="gray">{t('registration.lockedHint')}</Alert>}
            <TextInput {...input('company')} maxLength={35} autoComplete="organization" />
            <TextInput {...input('additionalName')} maxLength={35} />
            <TextInput {...input('streetAddress')} maxLength={35} autoComplete="street-address" />
            <RegistrationLocationFields form={form} readOnly={locked} errorOf={errorOf} />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('registration.sections.contact')}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput {...input('firstName')} maxLength={35} autoComplete="given-name" />
              <TextInput {...input('lastName')} maxLength={35} autoComplete="family-name" />
            </SimpleGrid>
            <TextInput {...input('phoneNumber')} type="tel" maxLength={30} autoComplete="tel" />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('registration.sections.login')}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput {...input('email')} type="email" maxLength={254} autoComplete="email" />
              <TextInput {...input('emailConfirmation')} type="email" maxLength={254} autoComplete="off" />
              <PasswordInput
                {...input('password')}
                description={t('registration.passwordHint')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                autoComplete="new-password"
              />
              <PasswordInput {...input('passwordConfirmation')} autoComplete="new-password" />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <CaptchaField
          value={captcha}
          onChange={(payload) => {
            setCaptcha(payload);
            setCaptchaError(undefined);
          }}
          error={captchaError}
        />
        <Group>
          <Button type="submit" disabled={!captcha} loading={register.isPending}>
            {t('registration.register')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
