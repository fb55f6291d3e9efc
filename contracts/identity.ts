import { z } from 'zod';
import { isValidPhone } from './rules/contacts.ts';
import { isValidZipCode } from './rules/zip-codes.ts';

/** A customer's company data, as the invitation link and `GET /api/customer-data` answer it. */
export const customerCompanySchema = z.object({
  customerId: z.string(),
  name: z.string(),
  additionalName: z.string().nullable(),
  street: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
  location: z.string(),
});
export type CustomerCompany = z.infer<typeof customerCompanySchema>;

export const customerIdParamsSchema = z.object({ customerId: z.string().length(6) });
export const invitationQuerySchema = z.object({ hash: z.string().min(1).max(200) });

/** Spec 001 section 5: 8 to 30 characters with a letter, a digit and a special character, no spaces. */
export function passwordIssue(password: string): string | undefined {
  if (password.length < 8) return 'registration.password-too-short';
  if (password.length > 30) return 'registration.password-too-long';
  if (/\s/.test(password)) return 'registration.password-spaces';
  if (!/\p{L}/u.test(password) || !/\d/.test(password) || !/[^\p{L}\d\s]/u.test(password)) {
    return 'registration.password-weak';
  }
  return undefined;
}

const required = (max: number) => z.string().trim().min(1, 'field.required').max(max, 'field.too-long');

/**
 * The self-registration form. Messages are message keys the server and the web app translate.
 * `customerId` and `hash` come from an invitation link; `captcha` is the solved ALTCHA payload.
 */
export const registrationSchema = z
  .object({
    company: required(35),
    additionalName: z.string().trim().max(35, 'field.too-long').default(''),
    streetAddress: required(35),
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'field.invalid')
      .default('DE')
      .transform((value) => value.toUpperCase()),
    zipCode: required(10),
    city: required(35),
    firstName: z.string().trim().max(35, 'field.too-long').default(''),
    lastName: required(35),
    phoneNumber: required(30),
    email: z.email('field.email').max(254, 'field.too-long'),
    emailConfirmation: z.string(),
    password: z
      .string()
      .min(1, 'field.required')
      .describe('8 to 30 characters without spaces, with a letter, a digit and another sign'),
    passwordConfirmation: z.string(),
    customerId: z.string().length(6, 'field.invalid').optional(),
    hash: z.string().max(200).optional(),
    captcha: z.string().min(1, 'registration.captcha-required').max(10_000),
  })
  .superRefine((form, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!isValidZipCode(form.country, form.zipCode)) issue('zipCode', 'registration.zip-invalid');
    if (!isValidPhone(form.phoneNumber, form.country)) issue('phoneNumber', 'registration.phone-invalid');
    if (form.emailConfirmation.trim().toLowerCase() !== form.email.trim().toLowerCase()) {
      issue('emailConfirmation', 'registration.email-mismatch');
    }
    const passwordProblem = passwordIssue(form.password);
    if (form.password && passwordProblem) issue('password', passwordProblem);
    if (form.passwordConfirmation !== form.password)
      issue('passwordConfirmation', 'registration.password-mismatch');
    if (Boolean(form.customerId) !== Boolean(form.hash)) issue('hash', 'registration.invitation-invalid');
  });
export type Registration = z.infer<typeof registrationSchema>;
/** The body of POST /api/registration as a client sends it. */
export type RegistrationRequest = z.input<typeof registrationSchema>;

export const registrationResultSchema = z.object({
  username: z.string(),
  /** Sign-in waits for the link of the confirmation e-mail. */
  confirmationRequired: z.literal(true),
  customerId: z.string().nullable(),
});
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

/** An ALTCHA v2 challenge as the widget expects it. */
export const captchaChallengeSchema = z.object({
  parameters: z.record(z.string(), z.unknown()),
  signature: z.string().optional(),
});

export const confirmationQuerySchema = z.object({ token: z.string().min(1).max(500) });
