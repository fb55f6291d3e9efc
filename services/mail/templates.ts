import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const mailTemplates = [
  'shipping-notice',
  'cancellation',
  'inquiry',
  'insurance-advice',
  'belog-notification',
  'registration-confirmation',
  'registration-existing',
  'status-delivered',
  'status-exception',
] as const;
export type MailTemplate = (typeof mailTemplates)[number];
export const mailLanguages = ['de', 'en', 'cs', 'sk'] as const;
export type MailLanguage = (typeof mailLanguages)[number];

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'templates');
const cache = new Map<string, { subject: string; body: string }>();

function load(template: MailTemplate, language: MailLanguage) {
  const key = `${template}.${language}`;
  let parsed = cache.get(key);
  if (!parsed) {
    const text = readFileSync(path.join(folder, `${key}.html`), 'utf8');
    const [first = '', ...rest] = text.split('\n');
    if (!first.startsWith('Subject:'))
      throw new Error(`mail template ${key} must start with a Subject: line`);
    parsed = { subject: first.slice('Subject:'.length).trim(), body: rest.join('\n').trim() };
    cache.set(key, parsed);
  }
  return parsed;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function fill(text: string, values: Record<string, string>, encode: (value: string) => string): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    if (!(name in values)) throw new Error(`mail template value ${name} missing`);
    return encode(values[name] ?? '');
  });
}

/**
 * Renders a mail template of `templates/<name>.<language>.html` (first line `Subject: ...`),
 * in English where the language is not supported. Values are HTML-escaped in the body.
 */
export function renderMail(template: MailTemplate, language: string, values: Record<string, string>) {
  const lang = (mailLanguages as readonly string[]).includes(language) ? (language as MailLanguage) : 'en';
  const { subject, body } = load(template, lang);
  return {
    subject: fill(subject, values, (value) => value.replace(/[\r\n]+/g, ' ')),
    html: fill(body, values, escapeHtml),
  };
}
