import { schemaResolver, useForm } from '@mantine/form';
import { registrationSchema } from '../../../contracts/identity.ts';
import {
  CAPTCHA_PENDING,
  type Invitation,
  isRegistrationField,
  type RegistrationFormValues,
  registrationFormValues,
  registrationPayload,
} from './registration-values.ts';

const checkRegistration = schemaResolver(registrationSchema, { sync: true });

/** The browser's check is the contract schema over the payload the form sends (docs/decisions/0061). */
function validateRegistration(values: RegistrationFormValues, invitation: Invitation | null) {
  const errors = checkRegistration(registrationPayload(values, invitation, CAPTCHA_PENDING));
  return Object.fromEntries(Object.entries(errors).filter(([path]) => isRegistrationField(path)));
}

/** The form's values, checked field by field when left and as a whole before registering. */
export function useRegistrationForm(invitation: Invitation | null) {
  return useForm<RegistrationFormValues>({
    initialValues: registrationFormValues(invitation),
    validate: (values) => validateRegistration(values, invitation),
    validateInputOnBlur: true,
  });
}

export type RegistrationFormApi = ReturnType<typeof useRegistrationForm>;
