/** Package weights are printed to a tenth of a kilogram. */
const UNITS_PER_KG = 10;

/**
 * The weights of the `count` packages of a cargo item whose declared weight is `totalKg` (all its
 * packages together): the total is shared in tenths of a kilogram, the first packages taking one
 * tenth more where it does not divide evenly, so the labels add up exactly to the declared weight.
 */
export function packageWeights(totalKg: number, count: number): number[] {
  if (count <= 0) return [];
  const units = Math.round(totalKg * UNITS_PER_KG);
  const base = Math.floor(units / count);
  const remainder = units - base * count;
  return Array.from({ length: count }, (_, index) => (base + (index < remainder ? 1 : 0)) / UNITS_PER_KG);
}
