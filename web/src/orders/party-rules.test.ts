import { describe, expect, it } from 'vitest';
import type { Address } from '../../../contracts/masterdata/addresses.ts';
import {
  addressBookPayload,
  blankParty,
  contactNumberErrors,
  contactNumberProblem,
  hasContactData,
  partyFromAddress,
  userContact,
  withLoadingSite,
  withNeutral,
  withoutUserContact,
  withSavedAddress,
  withUserContact,
} from './party-rules.ts';

const user = userContact({
  firstName: 'Anna',
  lastName: 'Müller',
  phone: '+49 40 1234567',
  email: 'customer1@mueller-maschinenbau.example',
});

const consignee: Address = {
  id: 'a1',
  ownerCustomerId: '100001',
  name: 'Schmidt Werkzeugbau GmbH',
  additionalName: null,
  customerId: null,
  emonsCustomerId: null,
  isRetail: false,
  street: 'Landsberger Straße 110',
  country: 'DE',
  zipCode: '80339',
  city: 'München',
  contactName: 'Peter Schmidt',
  phone: '+49 89 5022210',
  mobile: null,
  email: null,
  web: null,
  autosendShippingDocuments: false,
  isNeutral: false,
  isDefaultSenderAddress: false,
  isDefaultConsigneeAddress: false,
  invoiceRecipient: null,
  types: ['CONSIGNEE'],
  deliveryNotes: [
    { identifier: '103', attachmentValue: null },
    { identifier: '190', attachmentValue: 'Tor 3' },
  ],
  _links: { self: { href: 'http://portal.example/api/addresses/a1' } },
};

describe('reset and the address book', () => {
  it('resets to a blank entry of the card type with country DE, not neutral, without notes', () => {
    expect(blankParty('sender')).toMatchObject({
      name: '',
      country: 'DE',
      types: ['SENDER'],
      isNeutral: false,
    });
    expect(blankParty('consignee')).toMatchObject({ types: ['CONSIGNEE'], deliveryNotes: [] });
  });

  it('takes an entry with its notes and self link, absent values as empty inputs', () => {
    const party = partyFromAddress(consignee, 'consignee');
    expect(party).toMatchObject({
      name: 'Schmidt Werkzeugbau GmbH',
      customerId: '',
      email: '',
      types: ['CONSIGNEE'],
      deliveryNotes: [{ identifier: '103' }, { identifier: '190', attachmentValue: 'Tor 3' }],
      _links: { self: { href: 'http://portal.example/api/addresses/a1' } },
    });
    expect(party).not.toHaveProperty('emonsCustomerId');
  });

  it('reads a neutral entry as neutral', () => {
    const neutral = partyFromAddress(
      { ...consignee, types: ['SENDER', 'NEUTRAL'], isNeutral: true },
      'sender',
    );
    expect(neutral.isNeutral).toBe(true);
  });
});

describe('contact prefill from the signed-in user', () => {
  it('fills name, phone and e-mail of a sender without contact data', () => {
    expect(withUserContact(blankParty('sender'), user)).toMatchObject({
      contactName: 'Anna Müller',
      phone: '+49 40 1234567',
      email: 'customer1@mueller-maschinenbau.example',
    });
  });

  it('leaves a neutral sender, one with contact data, and an unknown user alone', () => {
    const neutral = { ...blankParty('sender'), isNeutral: true };
    expect(withUserContact(neutral, user)).toBe(neutral);
    const own = { ...blankParty('sender'), mobile: '0171 1234567' };
    expect(hasContactData(own)).toBe(true);
    expect(withUserContact(own, user)).toBe(own);
    expect(withUserContact(blankParty('sender'), undefined)).toEqual(blankParty('sender'));
  });

  it('clears only what the profile put there', () => {
    const party = { ...withUserContact(blankParty('sender'), user), phone: '+49 40 999999' };
    expect(withoutUserContact(party, user)).toMatchObject({
      contactName: '',
      email: '',
      phone: '+49 40 999999',
    });
  });
});

describe('loading site and neutral shipping', () => {
  it('turning neutral on adds NEUTRAL and clears the prefilled contact; off brings it back', () => {
    const prefilled = withUserContact(blankParty('sender'), user);
    const neutral = withNeutral(prefilled, true, user);
    expect(neutral).toMatchObject({
      isNeutral: true,
      types: ['SENDER', 'NEUTRAL'],
      contactName: '',
      phone: '',
    });
    expect(withNeutral(neutral, false, user)).toMatchObject({
      isNeutral: false,
      types: ['SENDER'],
      contactName: 'Anna Müller',
    });
  });

  it('switching to a loading site adds LOADING_SITE and turns neutral off', () => {
    const neutral = withNeutral(blankParty('sender'), true, user);
    const site = withLoadingSite(neutral, true, user);
    expect(site.types).toEqual(['SENDER', 'LOADING_SITE']);
    expect(site.isNeutral).toBe(false);
    expect(site.contactName).toBe('Anna Müller');
    expect(withLoadingSite(site, false, user).types).toEqual(['SENDER']);
  });
});

describe('saving into the address book', () => {
  const stored = {
    emonsCustomerId: '100001',
    invoiceRecipient: { customerId: '100002', name: 'Novák' },
    autosendShippingDocuments: true,
    types: ['SENDER'],
    _links: { self: { href: 'http://portal.example/api/addresses/a1' } },
  } as unknown as Address;

  it('gives an entry without types the card type', () => {
    const party = { ...blankParty('consignee'), types: [], name: ' Neu GmbH ', phone: '' };
    expect(addressBookPayload(party, 'consignee')).toMatchObject({
      types: ['CONSIGNEE'],
      name: 'Neu GmbH',
      phone: null,
      isRetail: false,
    });
    expect(addressBookPayload({ ...party, types: undefined }, 'sender').types).toEqual(['SENDER']);
  });

  it('keeps only address book types', () => {
    const party = { ...blankParty('sender'), types: ['SENDER', 'INVOICE_RECIPIENT'] as const };
    expect(addressBookPayload({ ...party, types: [...party.types] }, 'sender').types).toEqual(['SENDER']);
  });

  it('keeps what the order does not carry from the stored entry on an update', () => {
    const payload = addressBookPayload(partyFromAddress(consignee, 'sender'), 'sender', stored);
    expect(payload).toMatchObject({
      emonsCustomerId: '100001',
      invoiceRecipient: { customerId: '100002', name: 'Novák' },
      deliveryNotes: [
        { identifier: '103', attachmentValue: null },
        { identifier: '190', attachmentValue: 'Tor 3' },
      ],
    });
    expect(addressBookPayload(blankParty('sender'), 'sender', stored).autosendShippingDocuments).toBe(true);
    expect(addressBookPayload(blankParty('sender'), 'sender')).not.toHaveProperty('emonsCustomerId');
  });

  it('links the party to the saved entry', () => {
    expect(withSavedAddress(blankParty('consignee'), stored)).toMatchObject({
      types: ['SENDER'],
      _links: { self: { href: 'http://portal.example/api/addresses/a1' } },
    });
  });
});

describe('phone and mobile numbers', () => {
  it('answers the server message keys for numbers the country refuses', async () => {
    expect(await contactNumberProblem('phone', '040 3003940', 'DE')).toBeNull();
    expect(await contactNumberProblem('phone', '12', 'DE')).toBe('validation.phone');
    expect(await contactNumberProblem('mobile', '0171 1234567', 'DE')).toBeNull();
    expect(await contactNumberProblem('mobile', '040 3003940', 'DE')).toBe('validation.mobile');
    expect(await contactNumberProblem('mobile', ' ', 'DE')).toBeNull();
  });

  it('names every refused number of sender and consignee by field, for Save', async () => {
    expect(
      await contactNumberErrors({
        sender: { phone: '12', mobile: '0171 1234567', country: 'DE' },
        consignee: { phone: '040 3003940', mobile: '040 3003940' },
      }),
    ).toEqual({ 'sender.phone': 'validation.phone', 'consignee.mobile': 'validation.mobile' });
  });
});
