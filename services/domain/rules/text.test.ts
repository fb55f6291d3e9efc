import { describe, expect, it } from 'vitest';
import { stripText, stripTextFields } from './text.ts';

describe('text stripping', () => {
  it('removes control and unassigned characters and keeps letters of every language', () => {
    expect(stripText('Müller\u0000 Maschinenbau\t\n')).toBe('Müller Maschinenbau');
    expect(stripText('Novák\u0378 Logistika')).toBe('Novák Logistika');
    expect(stripText('Žilina – Čadca 😀')).toBe('Žilina – Čadca 😀');
  });

  it('strips every string of a nested order and leaves other values alone', () => {
    const order = {
      consignee: { name: 'A\u0007B' },
      cargoList: { items: [{ goods: 'Paletten\r', weight: 12 }] },
    };
    expect(stripTextFields(order)).toEqual({
      consignee: { name: 'AB' },
      cargoList: { items: [{ goods: 'Paletten', weight: 12 }] },
    });
  });
});
