import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { problemSchema } from '../../../contracts/problem.ts';
import { problemDocumentOf } from './problem.ts';

const schemaReading = (value: unknown) => {
  const parsed = problemSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/** Values near a problem document: each member right, wrong or missing, plus members of no meaning. */
const nearProblem = fc.record(
  {
    type: fc.oneof(fc.string(), fc.constant(undefined), fc.integer()),
    title: fc.oneof(fc.string(), fc.constant(null)),
    status: fc.oneof(
      fc.integer({ min: 100, max: 599 }),
      fc.double(),
      fc.constant(2 ** 60),
      fc.string(),
      fc.constant(Number.NaN),
    ),
    detail: fc.oneof(fc.string(), fc.constant(undefined), fc.constant(null), fc.boolean()),
    instance: fc.oneof(fc.string(), fc.integer()),
    timestamp: fc.oneof(fc.string(), fc.date({ noInvalidDate: true })),
    method: fc.oneof(fc.constantFrom('GET', 'POST'), fc.constant(null)),
    code: fc.oneof(fc.string(), fc.array(fc.string())),
    errors: fc.oneof(
      fc.array(fc.record({ field: fc.string(), defaultMessage: fc.string(), extra: fc.string() })),
      fc.array(fc.record({ field: fc.oneof(fc.string(), fc.integer()), defaultMessage: fc.string() })),
      fc.string(),
      fc.constant({}),
    ),
    details: fc.oneof(fc.array(fc.string()), fc.array(fc.oneof(fc.string(), fc.integer())), fc.string()),
    unknownMember: fc.anything(),
  },
  { requiredKeys: [] },
);

describe('problemDocumentOf', () => {
  it('reads a problem document as the contract schema does', () => {
    const problem = {
      title: 'Validation failed',
      status: 400,
      timestamp: '2026-11-22T08:15:00.000Z',
      errors: [{ field: 'consignee.name', defaultMessage: 'field.required', hint: 'x' }],
      traceId: 'abc',
    };
    expect(problemDocumentOf(problem)).toEqual({
      type: 'about:blank',
      title: 'Validation failed',
      status: 400,
      timestamp: '2026-11-22T08:15:00.000Z',
      errors: [{ field: 'consignee.name', defaultMessage: 'field.required' }],
    });
    expect(problemDocumentOf({ ...problem, status: 400.5 })).toBeUndefined();
    expect(problemDocumentOf([problem])).toBeUndefined();
  });

  it('accepts, refuses and keeps exactly what problemSchema does', () => {
    fc.assert(
      fc.property(fc.oneof(nearProblem, fc.anything()), (value) => {
        expect(problemDocumentOf(value)).toEqual(schemaReading(value));
      }),
      { numRuns: 2000 },
    );
  });
});
