import { describe, expect, it } from 'vitest';
import type { InvoiceRecipientAddress } from '../../../contracts/masterdata/invoice-recipients.ts';
import { migrateLookup, recipientFormValues, recipientPayload } from './recipient-values.ts';

const offered: InvoiceRecipientAddress = {
  id: null,
  ownerCustomerId: '100001',
  customerId: '100002',
  name: 'Novák Logistika s.r.o.',
  additionalName: null,
  street: 'Kolbenova 942/38a',
  zipCode: '190 00',
  city: 'Praha 9',
  country: 'CZ',
  contactName: null,
  phone: null,
  isDefault: false,
  _links: {},
};

describe('invoice recipient form values', () => {
  it('start in DE, not default', () => {
    expect(recipientFormValues()).toMatchObject({ country: 'DE', isDefault: false, customerId: '' });
  });

  it('send trimmed texts and empty optional ones as null', () => {
    const payload = recipientPayload({ ...recipientFormValues(offered), name: ' Novák ', phone: ' ' });
    expect(payload).toMatchObject({ name: 'Novák', phone: null, additionalName: null, zipCode: '190 00' });
  });
});

describe('the take-over lookup', () => {
  it('waits for six characters', () => {
    expect(migrateLookup('10000', { isFetching: false, data: undefined }).state).toBe('incomplete');
    expect(migrateLookup('1000023', { isFetching: false, data: offered }).state).toBe('incomplete');
  });

  it('offers a forwarder customer, refuses one the customer keeps already and an unknown number', () => {
    expect(migrateLookup('100002', { isFetching: true, data: undefined }).state).toBe('searching');
    expect(migrateLookup('100002', { isFetching: false, data: offered })).toEqual({
      state: 'found',
      recipient: offered,
    });
    expect(migrateLookup('100002', { isFetching: false, data: { ...offered, id: 'r1' } }).state).toBe(
      'present',
    );
    expect(migrateLookup('999999', { isFetching: false, data: null }).state).toBe('not-found');
  });
});
