import { describe, expect, it } from 'vitest';
import {
  addressTypeIssues,
  administrativeDataLocked,
  allowsAutosend,
  allowsInvoiceRecipient,
  isOwnSender,
  isTypeSelectable,
  withTypeDependencies,
} from './address-types.ts';
import { addressInputSchema } from './addresses.ts';

const own = { customerId: '100001', emonsCustomerId: '100001' };
const foreign = { customerId: 'K-7', emonsCustomerId: null };

describe('address type dependencies', () => {
  it('need one of sender, consignee or loading site', () => {
    expect(addressTypeIssues([], foreign)).toEqual(['address.types.role-required']);
    expect(addressTypeIssues(['NEUTRAL'], foreign)).toEqual(['address.types.role-required']);
    expect(addressTypeIssues(['LOADING_SITE'], foreign)).toEqual([]);
  });

  it('allow a default only with its role', () => {
    expect(addressTypeIssues(['CONSIGNEE', 'DEFAULT_SENDER'], foreign)).toEqual([
      'address.types.default-sender',
    ]);
    expect(addressTypeIssues(['SENDER', 'DEFAULT_CONSIGNEE'], foreign)).toEqual([
      'address.types.default-consignee',
    ]);
    expect(isTypeSelectable('DEFAULT_SENDER', ['CONSIGNEE'], foreign)).toBe(false);
    expect(isTypeSelectable('DEFAULT_SENDER', ['SENDER'], foreign)).toBe(true);
    expect(isTypeSelectable('DEFAULT_CONSIGNEE', ['SENDER'], foreign)).toBe(false);
    expect(isTypeSelectable('DEFAULT_CONSIGNEE', ['CONSIGNEE'], foreign)).toBe(true);
  });

  it('drop a default when its role goes', () => {
    expect(withTypeDependencies(['DEFAULT_SENDER', 'CONSIGNEE', 'DEFAULT_CONSIGNEE'], foreign)).toEqual([
      'CONSIGNEE',
      'DEFAULT_CONSIGNEE',
    ]);
    expect(withTypeDependencies(['SENDER', 'DEFAULT_SENDER', 'DEFAULT_CONSIGNEE'], foreign)).toEqual([
      'SENDER',
      'DEFAULT_SENDER',
    ]);
  });

  it("keep the customer's own sender address from being a loading site", () => {
    expect(isOwnSender(['SENDER'], own)).toBe(true);
    expect(isOwnSender(['CONSIGNEE'], own)).toBe(false);
    expect(isOwnSender(['SENDER'], { customerId: '100001', emonsCustomerId: null })).toBe(false);
    expect(isTypeSelectable('LOADING_SITE', ['SENDER'], own)).toBe(false);
    expect(isTypeSelectable('LOADING_SITE', ['CONSIGNEE'], own)).toBe(true);
    expect(isTypeSelectable('LOADING_SITE', ['SENDER'], { ...own, customerId: 'OTHER' })).toBe(true);
    expect(addressTypeIssues(['SENDER', 'LOADING_SITE'], own)).toEqual([
      'address.types.loading-site-own-sender',
    ]);
    expect(withTypeDependencies(['LOADING_SITE', 'SENDER'], own)).toEqual(['SENDER']);
  });

  it('let neutral combine with every type, as the server does', () => {
    for (const types of [[], ['SENDER'], ['CONSIGNEE', 'DEFAULT_CONSIGNEE'], ['LOADING_SITE']] as const) {
      expect(isTypeSelectable('NEUTRAL', types, own)).toBe(true);
      expect(isTypeSelectable('NEUTRAL', types, foreign)).toBe(true);
    }
  });

  it('give the invoice recipient to senders and loading sites, autosend to loading sites', () => {
    expect(allowsInvoiceRecipient(['SENDER'])).toBe(true);
    expect(allowsInvoiceRecipient(['LOADING_SITE'])).toBe(true);
    expect(allowsInvoiceRecipient(['CONSIGNEE', 'NEUTRAL'])).toBe(false);
    expect(allowsAutosend(['LOADING_SITE'])).toBe(true);
    expect(allowsAutosend(['SENDER'])).toBe(false);
  });

  it('lock the provider data for users who are not administrators', () => {
    expect(administrativeDataLocked('100001', ['User'])).toBe(true);
    expect(administrativeDataLocked('100001', ['User', 'NL_Admin'])).toBe(false);
    expect(administrativeDataLocked(null, ['User'])).toBe(false);
  });
});

describe('the address schema', () => {
  const address = { name: 'Lager', street: 'Weg 1', zipCode: '20095', city: 'Hamburg' };

  it('reports the broken type dependencies on types', () => {
    const result = addressInputSchema.safeParse({ ...address, types: ['NEUTRAL', 'DEFAULT_CONSIGNEE'] });
    expect(result.success).toBe(false);
    expect(
      result.error?.issues.filter((issue) => issue.path[0] === 'types').map((issue) => issue.message),
    ).toEqual(['address.types.role-required', 'address.types.default-consignee']);
  });

  it('drops the invoice recipient of a consignee and autosend of a sender', () => {
    const parsed = addressInputSchema.parse({
      ...address,
      types: ['SENDER'],
      autosendShippingDocuments: true,
      invoiceRecipient: { customerId: 'R1', name: 'Zentrale' },
    });
    expect(parsed.autosendShippingDocuments).toBe(false);
    expect(parsed.invoiceRecipient).toEqual({ customerId: 'R1', name: 'Zentrale' });
    const consignee = addressInputSchema.parse({
      ...address,
      types: ['CONSIGNEE'],
      invoiceRecipient: { customerId: 'R1', name: 'Zentrale' },
    });
    expect(consignee.invoiceRecipient).toBeNull();
  });
});
