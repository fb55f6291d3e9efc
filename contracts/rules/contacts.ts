import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';

/**
 * Phone numbers are checked against the full numbering plans (the `max` metadata), not only their
 * length, so the browser and the server refuse the same numbers. Numbers without an international
 * prefix are read as numbers of the party's country.
 */
function parse(value: string, country: string) {
  return parsePhoneNumberFromString(value, country.toUpperCase() as CountryCode);
}

export function isValidPhone(value: string, country: string): boolean {
  return parse(value, country)?.isValid() ?? false;
}

/** A mobile number: of type MOBILE, or FIXED_LINE_OR_MOBILE where the numbering plan cannot tell. */
export function isValidMobile(value: string, country: string): boolean {
  const number = parse(value, country);
  if (!number?.isValid()) return false;
  const type = number.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
}

const emailSchema = z.email();

export function isValidEmail(value: string): boolean {
  return emailSchema.safeParse(value).success;
}
