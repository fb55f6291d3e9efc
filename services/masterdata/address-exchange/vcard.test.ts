import { describe, expect, it } from 'vitest';
import type { AddressRecord } from '../queries/addresses.ts';
import { addressesToVcf, parseVcf } from './vcard.ts';

const address = {
  id: '00000000-0000-4000-8000-000000000001',
  ownerCustomerId: '100001',
  name: 'Müller\rMaschinenbau; GmbH',
  additionalName: 'Werk\r\n2',
  street: 'Billwerder Neuer Deich 72',
  zipCode: '20539',
  city: 'Hamburg',
  country: 'DE',
  types: ['SENDER'],
} as unknown as AddressRecord;

describe('the vCard export', () => {
  it('escapes every line break, a bare CR too, so each property stays on its line', () => {
    const vcf = addressesToVcf([address]);
    expect(vcf.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(vcf).toContain('ORG:Müller\\nMaschinenbau\\; GmbH;Werk\\n2');
  });

  it('reads back what it wrote', () => {
    const [row] = parseVcf(addressesToVcf([address]));
    expect(row).toMatchObject({ name: 'Müller\nMaschinenbau; GmbH', additionalName: 'Werk\n2' });
  });
});
