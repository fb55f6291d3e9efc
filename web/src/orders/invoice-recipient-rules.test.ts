import { describe, expect, it } from 'vitest';
import type { InvoiceRecipientAddress } from '../../../contracts/masterdata/invoice-recipients.ts';
import {
  defaultRecipientCustomer,
  divergentRecipientOn,
  emptyInvoiceRecipient,
  orderRecipientOf,
  recipientSummary,
} from './invoice-recipient-rules.ts';

const novak: InvoiceRecipientAddress = {
  id: 'r1',
  ownerCustomerId: '100001',
  customerId: '100002',
  name: 'Novák Logistika s.r.o.',
  additionalName: null,
  street: 'Kolbenova 942/38a',
  zipCode: '190 00',
  city: 'Praha 9',
  country: 'CZ',
  contactName: null,
  phone: '+420 266 031 111',
  isDefault: false,
  _links: {},
};
const ownDefault = { customerId: '100001' };

describe('the divergent invoice recipient', () => {
  it('is on when explicitly enabled', () => {
    expect(divergentRecipientOn(true, undefined, ownDefault)).toBe(true);
  });

  it('is on when the order names another recipient than the default', () => {
    expect(divergentRecipientOn(false, orderRecipientOf(novak), ownDefault)).toBe(true);
    expect(divergentRecipientOn(false, orderRecipientOf(novak), null)).toBe(true);
  });

  it('is off without a recipient or with the default one', () => {
    expect(divergentRecipientOn(false, undefined, ownDefault)).toBe(false);
    expect(
      divergentRecipientOn(false, { ...emptyInvoiceRecipient(), customerId: '100001' }, ownDefault),
    ).toBe(false);
  });

  it('copies the chosen recipient onto the order, absent values as empty inputs', () => {
    expect(orderRecipientOf(novak)).toEqual({
      customerId: '100002',
      name: 'Novák Logistika s.r.o.',
      additionalName: '',
      street: 'Kolbenova 942/38a',
      zipCode: '190 00',
      city: 'Praha 9',
      country: 'CZ',
      contactName: '',
      phone: '+420 266 031 111',
    });
  });

  it('shows the default in one line and asks for the order customer only when named', () => {
    expect(recipientSummary(novak)).toBe('Novák Logistika s.r.o., Kolbenova 942/38a, CZ-190 00 Praha 9');
    expect(defaultRecipientCustomer({ emonsCustomerId: '100001' })).toBe('100001');
    expect(defaultRecipientCustomer({})).toBeUndefined();
  });
});
