import { describe, expect, it } from 'vitest';
import { acceptEntries, emailListOfError, isEmail, listsDiffer } from './email-lists.ts';

const lists = {
  announcementEmail: ['avis.ham@freight-portal.local'],
  inquiryEmail: [],
  cancellationEmail: [],
  belogEmail: [],
  insuranceEmail: [],
  registrationEmail: ['vertrieb.ham@freight-portal.local'],
};

describe('branch e-mail lists', () => {
  it('takes valid addresses only', () => {
    expect(isEmail('dispo.ham@freight-portal.local')).toBe(true);
    expect(isEmail('not an address')).toBe(false);
    expect(isEmail('dispo@')).toBe(false);
  });

  it('splits offered entries into taken and refused ones, without duplicates', () => {
    expect(acceptEntries(['a@x.de', ' b@x.de ', 'nope', '', 'A@x.de'])).toEqual({
      accepted: ['a@x.de', 'b@x.de'],
      refused: ['nope'],
    });
  });

  it('sees a change in any list, order included', () => {
    expect(listsDiffer(lists, { ...lists })).toBe(false);
    expect(listsDiffer(lists, { ...lists, inquiryEmail: ['a@x.de'] })).toBe(true);
    const two = { ...lists, registrationEmail: ['a@x.de', 'b@x.de'] };
    expect(listsDiffer(two, { ...lists, registrationEmail: ['b@x.de', 'a@x.de'] })).toBe(true);
  });

  it('finds the list of a server field error', () => {
    expect(emailListOfError('inquiryEmail.0')).toBe('inquiryEmail');
    expect(emailListOfError('belogEmail[2]')).toBe('belogEmail');
    expect(emailListOfError('name')).toBeUndefined();
  });
});
