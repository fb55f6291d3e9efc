import type { Language } from '../language.ts';
import { trackCs } from './cs.ts';
import { trackDe } from './de.ts';
import { type TrackMessages, trackEn } from './en.ts';
import { trackSk } from './sk.ts';

export type { TrackMessages } from './en.ts';

/** The tracking page's texts in the portal's four languages. */
export const trackMessages: Record<Language, TrackMessages> = {
  en: trackEn,
  de: trackDe,
  cs: trackCs,
  sk: trackSk,
};

/** A text with its `{{name}}` placeholders filled in. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
