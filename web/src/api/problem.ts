import type { FieldError, Problem } from '../../../contracts/problem.ts';

/*
 * Reads a problem document the API sent, as `problemSchema` of contracts/problem.ts does, without
 * loading zod: every failed call of the first screen passes here, and the schema library stays out
 * of the first load. problem.test.ts holds this reading and the schema's to the same answers.
 */

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value);
const isString = (value: unknown): value is string => typeof value === 'string';

function isFieldError(value: unknown): value is FieldError {
  return isRecord(value) && isString(value.field) && isString(value.defaultMessage);
}

const optionalTexts = ['detail', 'instance', 'method', 'code'] as const;

/** The problem document in `value` with only its known members, or undefined when it is none. */
export function problemDocumentOf(value: unknown): Problem | undefined {
  if (!isRecord(value)) return undefined;
  const { type, title, status, timestamp, errors, details } = value;
  if (!optional(type, isString) || !isString(title) || !isString(timestamp)) return undefined;
  if (typeof status !== 'number' || !Number.isSafeInteger(status)) return undefined;
  if (!optionalTexts.every((key) => optional(value[key], isString))) return undefined;
  if (!optional(errors, (list) => Array.isArray(list) && list.every(isFieldError))) return undefined;
  if (!optional(details, (list) => Array.isArray(list) && list.every(isString))) return undefined;
  const problem: Problem = { type: (type as string | undefined) ?? 'about:blank', title, status, timestamp };
  for (const key of optionalTexts) if (value[key] !== undefined) problem[key] = value[key] as string;
  if (errors !== undefined)
    problem.errors = (errors as FieldError[]).map(({ field, defaultMessage }) => ({ field, defaultMessage }));
  if (details !== undefined) problem.details = [...(details as string[])];
  return problem;
}
