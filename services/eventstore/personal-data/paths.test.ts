import { describe, expect, it } from 'vitest';
import { copyAlong, setAt, valueAt } from './paths.ts';

describe('copyAlong', () => {
  it('lets setAt change the copy at the paths and leaves the original as it was', () => {
    const original = {
      data: {
        shipment: {
          consignee: { name: 'Novák', city: 'Brno' },
          items: [{ marking: 'M1' }, { marking: 'M2' }],
        },
      },
      metadata: { userLogin: 'jan', time: 't' },
    };
    const before = structuredClone(original);
    const paths = ['data.shipment.consignee.name', 'data.shipment.items.1.marking', 'metadata.userLogin'];
    const copy = copyAlong(original, paths);
    for (const path of paths) setAt(copy, path, '[erased]');
    expect(original).toEqual(before);
    expect(paths.map((path) => valueAt(copy, path))).toEqual(['[erased]', '[erased]', '[erased]']);
    expect(valueAt(copy, 'data.shipment.consignee.city')).toBe('Brno');
    expect(valueAt(copy, 'data.shipment.items.0.marking')).toBe('M1');
    expect(Array.isArray(valueAt(copy, 'data.shipment.items'))).toBe(true);
  });
});
