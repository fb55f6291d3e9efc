import { describe, expect, it } from 'vitest';
import { journeyCodeInputSchema, journeyCodeTargetSchema } from './journey-codes.ts';

describe("a forwarder's own status code", () => {
  it('is kept in capitals, with its status, reason and note', () => {
    expect(
      journeyCodeInputSchema.parse({
        code: ' av ',
        status: 'DELIVERY_ATTEMPTED',
        reason: 'CONSIGNEE_ABSENT',
      }),
    ).toEqual({ code: 'AV', status: 'DELIVERY_ATTEMPTED', reason: 'CONSIGNEE_ABSENT', note: null });
  });

  it('may not be spelled like a portal code', () => {
    const result = journeyCodeInputSchema.safeParse({ code: 'delivered', status: 'DELIVERED' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['code', 'journeyCode.portal-code'],
    ]);
  });

  it('gives a reason only to a status that takes one', () => {
    expect(journeyCodeTargetSchema.safeParse({ status: 'HELD', reason: 'OTHER' }).success).toBe(true);
    const result = journeyCodeTargetSchema.safeParse({ status: 'DEPARTED', reason: 'OTHER' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['reason', 'journeyCode.reason-not-taken'],
    ]);
  });
});
