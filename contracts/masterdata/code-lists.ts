import { z } from 'zod';

const text = (max: number) => z.string().trim().min(1, 'field.required').max(max, 'field.too-long');
/** Codes are letters and digits, as the order files and labels carry them. */
const code = (max: number) =>
  text(max)
    .regex(/^[A-Za-z0-9]+$/, 'field.invalid')
    .transform((value) => value.toUpperCase());

/**
 * The names of a code in the portal's other languages; `name` is the master (German) name. Left
 * out, a change keeps the names the code has (docs/decisions/0211).
 */
const namesSchema = z.object({ en: text(100), cs: text(100), sk: text(100) }).partial();

/** A new or changed packaging code (spec 001 section 3: identifier, name). */
export const packagingCodeInputSchema = z.object({
  identifier: code(3),
  name: text(100),
  names: namesSchema.optional(),
});
export type PackagingCodeInput = z.output<typeof packagingCodeInputSchema>;

/** A new or changed incoterm code: identifier, name, international flag. */
export const incotermCodeInputSchema = z.object({
  identifier: code(3),
  name: text(100),
  names: namesSchema.optional(),
  international: z.boolean(),
});
export type IncotermCodeInput = z.output<typeof incotermCodeInputSchema>;

/** A new or changed packaging code of dangerous goods: code, name. */
export const hazmatCodeInputSchema = z.object({ code: code(8), name: text(200) });
export type HazmatCodeInput = z.output<typeof hazmatCodeInputSchema>;
