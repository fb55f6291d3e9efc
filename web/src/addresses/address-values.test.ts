import { describe, expect, it } from 'vitest';
import type { Address } from '../../../contracts/masterdata/addresses.ts';
import { addressFormValues, addressPayload } from './address-values.ts';

const stored: Address = {
  id: 'a1',
  ownerCustomerId: '100001',
  types: ['SENDER', 'DEFAULT_SENDER', 'CONSIGNEE', 'DEFAULT_CONSIGNEE'],
  name: 'Müller',
  additionalName: null,
  customerId: '100001',
  emonsCustomerId: null,
  isRetail: false,
  street: 'Hauptstraße 1',
  country: 'DE',
  zipCode: '90402',
  city: 'Nürnberg',
  contactName: null,
  phone: null,
  mobile: null,
  email: null,
  web: null,
  autosendShippingDocuments: false,
  isNeutral: false,
  isDefaultSenderAddress: true,
  isDefaultConsigneeAddress: true,
  deliveryNotes: [{ identifier: '01' }],
  invoiceRecipient: null,
  _links: {},
};

describe('address form values', () => {
  it('start a new address in DE with no types', () => {
    expect(addressFormValues()).toMatchObject({ country: 'DE', types: [], name: '' });
  });

  it('show only the selectable types and keep the default types of the remaining roles', () => {
    const values = addressFormValues(stored);
    expect(values.types).toEqual(['SENDER', 'CONSIGNEE']);
    const payload = addressPayload({ ...values, types: ['SENDER'], email: ' ' }, stored);
    expect(payload.types).toEqual(['SENDER', 'DEFAULT_SENDER']);
    expect(payload.email).toBeNull();
    expect(payload.deliveryNotes).toEqual([{ identifier: '01' }]);
  });
});
