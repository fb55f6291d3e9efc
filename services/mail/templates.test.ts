import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mailLanguages, mailTemplates, renderMail } from './templates.ts';

const placeholders = (template: string, language: string) =>
  [
    ...new Set(
      readFileSync(path.join(import.meta.dirname, 'templates', `${template}.${language}.html`), 'utf8').match(
        /\{\{\w+\}\}/g,
      ),
    ),
  ].sort();

describe('mail templates', () => {
  it.each(mailTemplates)('%s exists in every language with the same placeholders', (template) => {
    const english = placeholders(template, 'en');
    expect(english.length).toBeGreaterThan(0);
    for (const language of mailLanguages) expect(placeholders(template, language)).toEqual(english);
  });

  it('fills values, escapes HTML in the body and keeps the subject on one line', () => {
    const { subject, html } = renderMail('cancellation', 'de', {
      shipmentNumber: '4711',
      customerName: 'Müller\nGmbH',
      customerId: '100001',
      cancelledAt: '22.11.2026',
      user: '<script>x</script>',
    });
    expect(subject).toBe('Stornierung Sendung 4711 (Müller GmbH)');
    expect(html).toContain('&#60;script&#62;x&#60;/script&#62;');
    expect(html).not.toContain('<script>');
  });

  it('falls back to English for an unsupported language and refuses a missing value', () => {
    const values = { name: 'Eva', confirmationUrl: 'http://x/confirm', username: 'eva' };
    expect(renderMail('registration-confirmation', 'fr', values).subject).toBe(
      'Please confirm your registration',
    );
    expect(() => renderMail('registration-confirmation', 'en', { name: 'Eva' })).toThrow(/confirmationUrl/);
  });
});
