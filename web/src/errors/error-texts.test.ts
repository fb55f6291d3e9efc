import { describe, expect, it } from 'vitest';
import { cs } from '../i18n/cs.ts';
import { de } from '../i18n/de.ts';
import { en } from '../i18n/en.ts';
import { sk } from '../i18n/sk.ts';
import { errorTextKey, FORM_INVALID_STATUS } from './error-texts.ts';

describe('errorTextKey (spec 000 section 8)', () => {
  it.each([
    [500, 'error.status.internal'],
    [503, 'error.status.maintenance'],
    [404, 'error.status.notFound'],
    [403, 'error.status.forbidden'],
    [401, 'error.status.unauthorized'],
    [400, 'error.status.badRequest'],
    [FORM_INVALID_STATUS, 'error.status.formInvalid'],
  ])('status %i shows %s', (status, key) => {
    expect(errorTextKey(status)).toBe(key);
  });

  it.each([0, 409, 422, 502, 504, 418])('any other status (%i) shows the generic text', (status) => {
    expect(errorTextKey(status)).toBe('error.status.generic');
  });

  it('has the form error under status -400', () => {
    expect(FORM_INVALID_STATUS).toBe(-400);
  });

  it('has every status text in every language', () => {
    for (const messages of [de, en, cs, sk]) {
      for (const status of [500, 503, 404, 403, 401, 400, -400, 0]) {
        const [, , name] = errorTextKey(status).split('.') as [string, string, keyof typeof en.error.status];
        expect(messages.error.status[name]).toMatch(/\S/);
      }
    }
    expect(de.error.status.maintenance).not.toBe(en.error.status.maintenance);
  });
});
