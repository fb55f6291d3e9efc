import { z } from 'zod';

/** A field error as the spec names it: the field's path and a message in the request's language. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  defaultMessage: z.string(),
});

/** RFC 9457 problem document, extended with the request's method, timestamp and field errors. */
export const problemSchema = z.object({
  type: z.string().default('about:blank'),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  timestamp: z.string(),
  method: z.string().optional(),
  code: z.string().optional(),
  errors: z.array(fieldErrorSchema).optional(),
  details: z.array(z.string()).optional(),
});

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type Problem = z.infer<typeof problemSchema>;

export { fieldName, PROBLEM_CONTENT_TYPE } from './problem-values.ts';

/** What a schema issue tells of itself: zod's issue, or the facts a framework passed on of it. */
export interface SchemaIssueFacts {
  code?: string | undefined;
  message: string;
  input?: unknown;
  origin?: string | undefined;
  minimum?: unknown;
}

/**
 * The message key of a schema issue, the same at every door (API, order files, batch): the schema's
 * own key when it names one (`isKey`); else a key for what the validator found (missing, too long,
 * too many, ...). A validator's own English ("Invalid input: expected object, received undefined")
 * never reaches a client.
 */
export function schemaIssueKey(issue: SchemaIssueFacts, isKey: (message: string) => boolean): string {
  if (isKey(issue.message)) return issue.message;
  const missing = issue.input === undefined || issue.input === null;
  switch (issue.code) {
    case 'invalid_type':
      return missing ? 'field.required' : 'field.invalid';
    case 'too_big':
      return issue.origin === 'array' || issue.origin === 'set'
        ? 'validation.tooMany'
        : issue.origin === 'string'
          ? 'field.too-long'
          : 'validation.tooLarge';
    case 'too_small':
      return issue.origin === 'string' && issue.minimum === 1 ? 'field.required' : 'field.invalid';
    default:
      return /received (undefined|null)$/.test(issue.message) ? 'field.required' : 'field.invalid';
  }
}
