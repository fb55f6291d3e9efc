import { describe, expect, it } from 'vitest';
import { claimDecider } from './claim.ts';

describe('a claim made once', () => {
  const decider = claimDecider<{ numbers: string[] }>('Claimed');

  it('is recorded by the first command', () => {
    expect(decider.decide({ data: { numbers: ['1'] } }, decider.initialState)).toEqual([
      { type: 'Claimed', data: { numbers: ['1'] } },
    ]);
  });

  it('decides nothing once made', () => {
    const claimed = decider.evolve(decider.initialState, { type: 'Claimed', data: { numbers: [] } });
    expect(decider.decide({ data: { numbers: ['2'] } }, claimed)).toEqual([]);
  });
});
