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
