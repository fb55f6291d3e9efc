import { describe, expect, it } from 'vitest';
import { packageWeights } from './package-weights.ts';

const tenths = (weights: number[]) => weights.reduce((sum, weight) => sum + Math.round(weight * 10), 0);

describe('package weights', () => {
  it('share the declared weight in tenths of a kilogram, adding up to it exactly', () => {
    expect(packageWeights(100, 3)).toEqual([33.4, 33.3, 33.3]);
    expect(packageWeights(480, 2)).toEqual([240, 240]);
    expect(packageWeights(1, 3)).toEqual([0.4, 0.3, 0.3]);
    for (const [total, count] of [
      [99_999, 7],
      [10, 3],
      [5, 11],
      [12_345, 13],
    ] as const) {
      const weights = packageWeights(total, count);
      expect(weights).toHaveLength(count);
      expect(tenths(weights)).toBe(total * 10);
      expect(Math.max(...weights) - Math.min(...weights)).toBeLessThanOrEqual(0.1 + 1e-9);
    }
  });
});
