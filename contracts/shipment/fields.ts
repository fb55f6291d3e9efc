import { z } from 'zod';
import { messageKeys as m } from './messages.ts';

/** Optional text: absent and '' both mean "not filled". */
export const optionalText = (max: number) => z.string().max(max, { error: m.maxLength }).optional();

/** Required text: must contain something besides blanks. */
export const requiredText = (max: number) =>
  z.string({ error: m.required }).trim().min(1, { error: m.required }).max(max, { error: m.maxLength });

/** Calendar date `YYYY-MM-DD`. */
export const dateSchema = z.iso.date({ error: m.date });

/** Time of day `HH:MM`, 00-23 and 00-59. */
export const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: m.time });

export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/, { error: m.country });
export const currencyCodeSchema = z.string().regex(/^[A-Z]{3}$/, { error: m.currency });

/** Non-negative decimal with up to two places, as collect on delivery and insurance value use. */
export const amountSchema = z
  .number({ error: m.decimal })
  .min(0, { error: m.decimal })
  // multipleOf states the two places in the published contract; it tolerates binary floating point.
  .multipleOf(0.01, { error: m.decimal });

/** Money on the wire: the value as a decimal number and an ISO 4217 currency code. */
export const moneySchema = z.object({
  value: amountSchema,
  currency: currencyCodeSchema,
});
export type Money = z.infer<typeof moneySchema>;

/** Whole numbers, never beyond what a 32-bit database column holds. */
export const integerSchema = z
  // An empty input is a missing value, not a malformed one: "required", as for text.
  .number({ error: (issue) => (issue.input === undefined ? m.required : m.integer) })
  .int({ error: m.integer })
  .min(-2147483648, { error: m.tooLarge })
  .max(2147483647, { error: m.tooLarge });

/** A link as HAL writes it. */
export const linkSchema = z.object({ href: z.string() });
export type Link = z.infer<typeof linkSchema>;
