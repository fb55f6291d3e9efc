import { describe, expect, it } from 'vitest';
import type { Address } from '../../../contracts/masterdata/addresses.ts';
import { addressFormValues, addressPayload, withChangedTypes } from './address-values.ts';

const stored: Address = {
  id: 'a1',
  ownerCustomerId: '100001',
  types: ['SENDER', 'CONSIGNEE', 'LOADING_SITE', 'DEFAULT_SENDER', 'DEFAULT_CONSIGNEE'],
  name: 'Müller',
  additionalName: null,
  customerId: 'K-100',
  emonsCustomerId: null,
  isRetail: false,
  street: 'Hauptstraße 1',
  country: 'DE',
  zipCode: '90402',
  city: 'Nürnberg',
  contactName: null,
  phone: null,
  mobile: null,
  email: 'lager@mueller.example',
  web: null,
  autosendShippingDocuments: true,
  isNeutral: false,
  isDefaultSenderAddress: true,
  isDefaultConsigneeAddress: true,
  deliveryNotes: [{ identifier: '01' }],
  invoiceRecipient: { customerId: 'MUE-ZENTRALE', name: 'Müller Holding' },
  _links: {},
};

describe('address form values', () => {
  it('start a new address in DE with no types, no invoice recipient and no autosend', () => {
    expect(addressFormValues()).toMatchObject({
      country: 'DE',
      types: [],
      name: '',
      invoiceRecipient: null,
      autosendShippingDocuments: false,
    });
  });

  it('send the types with their defaults and keep the data the form does not show', () => {
    const values = addressFormValues(stored);
    expect(values.types).toEqual(stored.types);
    const payload = addressPayload({ ...values, email: ' ' }, stored);
    expect(payload.types).toEqual(stored.types);
    expect(payload.email).toBeNull();
    expect(payload.deliveryNotes).toEqual([{ identifier: '01' }]);
    expect(payload.invoiceRecipient).toEqual(stored.invoiceRecipient);
  });

  it('drop the default sender when the sender goes', () => {
    const values = addressFormValues(stored);
    const next = withChangedTypes(values, [
      'CONSIGNEE',
      'LOADING_SITE',
      'DEFAULT_SENDER',
      'DEFAULT_CONSIGNEE',
    ]);
    expect(next.types).toEqual(['CONSIGNEE', 'LOADING_SITE', 'DEFAULT_CONSIGNEE']);
    expect(next.invoiceRecipient).toEqual(stored.invoiceRecipient);
  });

  it('never keep a default without its role', () => {
    const values = addressFormValues();
    expect(withChangedTypes(values, ['CONSIGNEE', 'DEFAULT_SENDER']).types).toEqual(['CONSIGNEE']);
  });

  it('clear the invoice recipient and autosend when the loading site goes', () => {
    const values = addressFormValues(stored);
    const next = withChangedTypes(values, ['SENDER', 'CONSIGNEE', 'DEFAULT_SENDER', 'DEFAULT_CONSIGNEE']);
    expect(next).toMatchObject({ invoiceRecipient: null, autosendShippingDocuments: false });
  });

  it('clear the invoice recipient of an entry that is only a consignee', () => {
    const values = { ...addressFormValues(stored), types: ['SENDER' as const] };
    expect(withChangedTypes(values, ['CONSIGNEE']).invoiceRecipient).toBeNull();
    expect(withChangedTypes(values, ['SENDER', 'NEUTRAL']).invoiceRecipient).toEqual(stored.invoiceRecipient);
  });

  it("drop the loading site when the entry becomes the customer's own sender", () => {
    const values = {
      ...addressFormValues(stored),
      types: ['LOADING_SITE' as const],
      customerId: '100001',
      emonsCustomerId: '100001',
    };
    expect(withChangedTypes(values, ['LOADING_SITE', 'SENDER'])).toMatchObject({
      types: ['SENDER'],
      invoiceRecipient: null,
      autosendShippingDocuments: false,
    });
  });
});
