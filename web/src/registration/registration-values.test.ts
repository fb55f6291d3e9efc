import { schemaResolver } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import { registrationSchema } from '../../../contracts/identity.ts';
import { screensCs as cs } from '../i18n/screens/cs.ts';
import { screensDe as de } from '../i18n/screens/de.ts';
import { screensEn as en } from '../i18n/screens/en.ts';
import { screensSk as sk } from '../i18n/screens/sk.ts';
import {
  CAPTCHA_PENDING,
  captchaPayload,
  type Invitation,
  type RegistrationFormValues,
  registrationFormValues,
  registrationMessage,
  registrationPayload,
} from './registration-values.ts';

const invitation: Invitation = {
  customerId: '100001',
  hash: 'abc',
  customer: {
    customerId: '100001',
    name: 'Müller Maschinenbau GmbH',
    additionalName: null,
    street: 'Am Sandtorkai 1',
    zipCode: '20457',
    city: 'Hamburg',
    country: 'DE',
    location: 'HAM',
  },
};

const filled = (overrides: Partial<RegistrationFormValues> = {}): RegistrationFormValues => ({
  ...registrationFormValues(),
  company: 'Berger Spedition GmbH',
  streetAddress: 'Hafenstraße 5',
  zipCode: '20457',
  city: 'Hamburg',
  lastName: 'Berger',
  phoneNumber: '+49 40 555 1234',
  email: 'klara@berger.example',
  emailConfirmation: 'klara@berger.example',
  password: 'Fracht#2026',
  passwordConfirmation: 'Fracht#2026',
  ...overrides,
});

const check = schemaResolver(registrationSchema, { sync: true });

describe('the registration form values', () => {
  it('start empty in DE without an invitation', () => {
    expect(registrationFormValues()).toMatchObject({ company: '', country: 'DE', city: '', email: '' });
  });

  it("take the invited customer's company data", () => {
    expect(registrationFormValues(invitation)).toMatchObject({
      company: 'Müller Maschinenbau GmbH',
      additionalName: '',
      streetAddress: 'Am Sandtorkai 1',
      country: 'DE',
      zipCode: '20457',
      city: 'Hamburg',
    });
  });

  it('send customer number and hash only with an invitation', () => {
    expect(registrationPayload(filled(), null, 'solved')).not.toHaveProperty('customerId');
    expect(registrationPayload(filled(), invitation, 'solved')).toMatchObject({
      customerId: '100001',
      hash: 'abc',
      captcha: 'solved',
    });
  });

  it('pass the contract schema when filled in, with the pending captcha', () => {
    expect(check(registrationPayload(filled(), invitation, CAPTCHA_PENDING))).toEqual({});
  });

  it('fail the contract schema on a mismatched confirmation and a short password', () => {
    const errors = check(
      registrationPayload(
        filled({ emailConfirmation: 'other@berger.example', password: 'Ab1!', passwordConfirmation: 'Ab1!' }),
        null,
        CAPTCHA_PENDING,
      ),
    );
    expect(errors).toEqual({
      emailConfirmation: 'registration.email-mismatch',
      password: 'registration.password-too-short',
    });
  });
});

describe('the registration messages', () => {
  it("say 'Please specify {field}.' for an empty required field, whatever the key", () => {
    expect(registrationMessage('company', 'field.required', '')).toEqual({
      kind: 'required',
      field: 'company',
    });
    expect(registrationMessage('email', 'field.email', ' ')).toEqual({ kind: 'required', field: 'email' });
    expect(registrationMessage('password', 'field.required', '')).toEqual({
      kind: 'required',
      field: 'password',
    });
  });

  it("say '{field} doesn't match.' for the confirmations", () => {
    expect(registrationMessage('emailConfirmation', 'registration.email-mismatch', 'x@y.example')).toEqual({
      kind: 'mismatch',
      field: 'emailConfirmation',
    });
    expect(registrationMessage('passwordConfirmation', 'registration.password-mismatch', 'x')).toEqual({
      kind: 'mismatch',
      field: 'passwordConfirmation',
    });
  });

  it("say '{field} must contain at least 8 characters.' for a short password", () => {
    expect(registrationMessage('password', 'registration.password-too-short', 'Ab1!')).toEqual({
      kind: 'tooShort',
      field: 'password',
      length: 8,
    });
  });

  it('give the other keys their own text and keep texts the server translated', () => {
    expect(registrationMessage('zipCode', 'registration.zip-invalid', '1')).toEqual({
      kind: 'text',
      key: 'zipInvalid',
    });
    expect(registrationMessage('email', 'Bereits vergeben', 'a@b.example')).toEqual({
      kind: 'server',
      text: 'Bereits vergeben',
    });
  });

  it("keep spec 001's message shapes in English", () => {
    expect(en.registration.messages.required).toBe('Please specify {{field}}.');
    expect(en.registration.messages.mismatch).toBe("{{field}} doesn't match.");
    expect(en.registration.messages.tooShort).toBe('{{field}} must contain at least {{length}} characters.');
  });

  it('keep the notice about the registration link German in every language', () => {
    for (const messages of [en, de, cs, sk]) {
      expect(messages.registration.noInvitation).toBe(de.registration.noInvitation);
      expect(messages.registration.noInvitation).toContain('Vertriebsansprechpartner');
    }
  });
});

describe('the captcha payload', () => {
  it('is base64 of the JSON of challenge and solution, as the server decodes it', () => {
    const challenge = { parameters: { nonce: 'ab', salt: 'cd', note: 'Grüße' }, signature: 'sig' };
    const solution = { counter: 12, derivedKey: '00ff' };
    const decoded = JSON.parse(Buffer.from(captchaPayload(challenge, solution), 'base64').toString('utf8'));
    expect(decoded).toEqual({ challenge, solution });
  });
});
