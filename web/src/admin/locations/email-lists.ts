import { z } from 'zod';
import type { Location, LocationEmailsInput } from '../../../../contracts/masterdata/locations.ts';

/** The e-mail lists of a branch in the order the form shows them (spec 001 section 3). */
export const emailListFields = [
  'announcementEmail',
  'inquiryEmail',
  'cancellationEmail',
  'belogEmail',
  'insuranceEmail',
  'registrationEmail',
] as const;
export type EmailListField = (typeof emailListFields)[number];

/** The contract's check of one entry, as the server checks it. */
const email = z.email();

export const isEmail = (value: string): boolean => email.safeParse(value.trim()).success;

export function emailLists(location: Location): LocationEmailsInput {
  return Object.fromEntries(
    emailListFields.map((field) => [field, [...location[field]]]),
  ) as LocationEmailsInput;
}

export function listsDiffer(a: LocationEmailsInput, b: LocationEmailsInput): boolean {
  return emailListFields.some(
    (field) =>
      a[field].length !== b[field].length || a[field].some((entry, index) => entry !== b[field][index]),
  );
}

/** Splits what the tag input offers into the entries it takes and the ones it refuses. */
export function acceptEntries(entries: string[]): { accepted: string[]; refused: string[] } {
  const accepted: string[] = [];
  const refused: string[] = [];
  for (const entry of entries.map((value) => value.trim()).filter(Boolean)) {
    if (!isEmail(entry)) refused.push(entry);
    else if (!accepted.some((taken) => taken.toLowerCase() === entry.toLowerCase())) accepted.push(entry);
  }
  return { accepted, refused };
}

/** The list a server field error (`inquiryEmail.0`, `inquiryEmail[0]`) belongs to. */
export function emailListOfError(field: string): EmailListField | undefined {
  const list = field.split(/[.[]/)[0];
  return emailListFields.find((candidate) => candidate === list);
}
