import '../i18n/screens/english.ts';
import type { CustomerCompany, RegistrationRequest } from '../../../contracts/identity.ts';

/** What the registration form edits (spec 001 section 3, "Registration payload", and the form's own fields). */
export interface RegistrationFormValues {
  company: string;
  additionalName: string;
  streetAddress: string;
  country: string;
  zipCode: string;
  city: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  emailConfirmation: string;
  password: string;
  passwordConfirmation: string;
}

export type RegistrationField = keyof RegistrationFormValues;

/** The invitation of a link: its customer number, its hash, and the customer it names. */
export interface Invitation {
  customerId: string;
  hash: string;
  customer: CustomerCompany;
}

/** Spec 001 section 9: the default country. */
export const DEFAULT_COUNTRY = 'DE';

/** The company data an invitation link fills in and locks. */
export const invitedFields: ReadonlySet<RegistrationField> = new Set([
  'company',
  'additionalName',
  'streetAddress',
  'country',
  'zipCode',
  'city',
]);

/** The fields the form asks for in the order it shows them, with the ones spec 001 section 5 requires. */
export const registrationFields: readonly { name: RegistrationField; required: boolean }[] = [
  { name: 'company', required: true },
  { name: 'additionalName', required: false },
  { name: 'streetAddress', required: true },
  { name: 'country', required: true },
  { name: 'zipCode', required: true },
  { name: 'city', required: true },
  { name: 'firstName', required: false },
  { name: 'lastName', required: true },
  { name: 'phoneNumber', required: true },
  { name: 'email', required: true },
  { name: 'emailConfirmation', required: true },
  { name: 'password', required: true },
  { name: 'passwordConfirmation', required: true },
];

const requiredFields: ReadonlySet<string> = new Set(
  registrationFields.filter((field) => field.required).map((field) => field.name),
);

/** An empty form in the default country, or one filled with the invited customer's company data. */
export function registrationFormValues(invitation?: Invitation | null): RegistrationFormValues {
  const customer = invitation?.customer;
  return {
    company: customer?.name ?? '',
    additionalName: customer?.additionalName ?? '',
    streetAddress: customer?.street ?? '',
    country: customer?.country || DEFAULT_COUNTRY,
    zipCode: customer?.zipCode ?? '',
    city: customer?.city ?? '',
    firstName: '',
    lastName: '',
    phoneNumber: '',
    email: '',
    emailConfirmation: '',
    password: '',
    passwordConfirmation: '',
  };
}

/**
 * The body of POST /api/registration: the form as typed (the contract trims), the invitation's
 * customer number and hash only when the link named a customer, and the solved captcha.
 */
export function registrationPayload(
  values: RegistrationFormValues,
  invitation: Invitation | null | undefined,
  captcha: string,
): RegistrationRequest {
  return {
    ...values,
    ...(invitation ? { customerId: invitation.customerId, hash: invitation.hash } : {}),
    captcha,
  };
}

/** The captcha stands in for itself in the browser's check: the register button waits for it. */
export const CAPTCHA_PENDING = 'pending';

/** How a field error reads: which text, about which field, with which values. */
export type RegistrationMessage =
  | { kind: 'required'; field: RegistrationField }
  | { kind: 'mismatch'; field: RegistrationField }
  | { kind: 'tooShort'; field: RegistrationField; length: number }
  | { kind: 'text'; key: RegistrationMessageKey }
  | { kind: 'server'; text: string };

/** The contract's message keys with their own text in the `registration.messages` block. */
const messageKeys = {
  'field.too-long': 'tooLong',
  'field.email': 'email',
  'field.invalid': 'invalid',
  'registration.password-too-long': 'passwordTooLong',
  'registration.password-spaces': 'passwordSpaces',
  'registration.password-weak': 'passwordWeak',
  'registration.zip-invalid': 'zipInvalid',
  'registration.phone-invalid': 'phoneInvalid',
  'registration.captcha-required': 'captchaRequired',
  'registration.captcha-invalid': 'captchaInvalid',
  'registration.invitation-invalid': 'invitationInvalid',
} as const;

export type RegistrationMessageKey = (typeof messageKeys)[keyof typeof messageKeys];

/** Spec 001 section 9: the shortest password. */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * Spec 001 section 5's messages for a field error, whether the browser's schema check or the
 * server put it there: an empty required field is "Please specify {field}.", a confirmation that
 * differs "{field} doesn't match.", a short password "{field} must contain at least {length}
 * characters."; other message keys have their own text, and a text the server already translated
 * stays as it is.
 */
export function registrationMessage(
  field: RegistrationField,
  error: string,
  value: string,
): RegistrationMessage {
  if (requiredFields.has(field) && !value.trim() && field !== 'password') return { kind: 'required', field };
  if (field === 'password' && !value) return { kind: 'required', field };
  if (error === 'field.required') return { kind: 'required', field };
  if (error === 'registration.email-mismatch' || error === 'registration.password-mismatch') {
    return { kind: 'mismatch', field };
  }
  if (error === 'registration.password-too-short') {
    return { kind: 'tooShort', field, length: PASSWORD_MIN_LENGTH };
  }
  const key = (messageKeys as Record<string, RegistrationMessageKey>)[error];
  return key ? { kind: 'text', key } : { kind: 'server', text: error };
}

/** Whether a path of the server's field errors is one of the form's fields. */
export function isRegistrationField(path: string): path is RegistrationField {
  return registrationFields.some((field) => field.name === path);
}

/** The solved captcha as the server reads it: base64 of the JSON of challenge and solution. */
export function captchaPayload(challenge: unknown, solution: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify({ challenge, solution }));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
