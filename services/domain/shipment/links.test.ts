import { describe, expect, it } from 'vitest';
import type { RoleKind } from '../../../contracts/access.ts';
import type { ShipmentLinkName, ShipmentStateName, ShipmentType } from '../../../contracts/shipment/index.ts';
import { type LinkSituation, mayWrite, shipmentCollectionLinks, shipmentLinks } from './links.ts';

const customer = { roles: ['User'] as RoleKind[], assignedToCustomer: true };
const auditor = { roles: ['Auditor'] as RoleKind[], assignedToCustomer: false };

const links = (state: ShipmentStateName, overrides: Partial<LinkSituation> = {}) =>
  [
    ...shipmentLinks({
      state,
      type: 'DISTRIBUTION',
      viewer: customer,
      settings: { quotationEnabled: false },
      ...overrides,
    }),
  ].sort();

const sorted = (names: ShipmentLinkName[]) => [...names].sort();

describe('links of a shipment for its customer', () => {
  it.each<[ShipmentStateName, ShipmentLinkName[]]>([
    ['NEW', []],
    ['DRAFT', ['self', 'auditLog', 'inquiries', 'modify', 'delete', 'commission', 'announce']],
    ['CREATE_ANNOUNCEMENT', ['self', 'auditLog', 'inquiries']],
    [
      'ANNOUNCED',
      [
        'self',
        'auditLog',
        'inquiries',
        'trackAndTrace',
        'modify',
        'delete',
        'commission',
        'announce',
        'inquiry',
      ],
    ],
    ['FINALIZED', ['self', 'auditLog', 'inquiries', 'trackAndTrace', 'inquiry']],
    ['CARGO_LIST_CREATED', ['self', 'auditLog', 'inquiries', 'trackAndTrace', 'loadinglist', 'inquiry']],
    ['CANCELLED', ['self', 'auditLog', 'inquiries']],
  ])('given a distribution shipment in %s, then %o', (state, expected) => {
    expect(links(state)).toEqual(sorted(expected));
  });

  it.each<ShipmentType>(['QUER', 'QUER_NAH_IN_NAH', 'BELOG', 'UNDEFINED'])(
    'given a %s draft, then it offers no announce link',
    (type) => {
      expect(links('DRAFT', { type })).not.toContain('announce');
    },
  );

  it('given a cross transport, then it offers a pick-up order until cancelled', () => {
    expect(links('DRAFT', { type: 'QUER' })).toContain('pickUpOrder');
    expect(links('FINALIZED', { type: 'QUER_NAH_IN_NAH' })).toContain('pickUpOrder');
    expect(links('CANCELLED', { type: 'QUER' })).not.toContain('pickUpOrder');
    expect(links('DRAFT')).not.toContain('pickUpOrder');
  });

  it('given quotations are enabled for the customer, then open shipments offer requestQuotation', () => {
    const settings = { quotationEnabled: true };
    expect(links('DRAFT', { settings })).toContain('requestQuotation');
    expect(links('ANNOUNCED', { settings })).toContain('requestQuotation');
    expect(links('FINALIZED', { settings })).not.toContain('requestQuotation');
    expect(links('DRAFT')).not.toContain('requestQuotation');
  });
});

describe('links for readers who may not write', () => {
  it('given an auditor, then only reading links', () => {
    expect(links('DRAFT', { viewer: auditor })).toEqual(sorted(['self', 'auditLog', 'inquiries']));
    expect(links('CARGO_LIST_CREATED', { viewer: auditor })).toEqual(
      sorted(['self', 'auditLog', 'inquiries', 'trackAndTrace', 'loadinglist']),
    );
  });

  it('given a user not assigned to the customer, then no writing links; an administrator writes', () => {
    expect(mayWrite({ roles: ['User'], assignedToCustomer: false })).toBe(false);
    expect(mayWrite({ roles: ['User', 'Auditor'], assignedToCustomer: true })).toBe(true);
    expect(mayWrite({ roles: ['Admin'], assignedToCustomer: false })).toBe(true);
    expect(mayWrite(auditor)).toBe(false);
  });

  it('offers create on the list only to those who may write', () => {
    expect([...shipmentCollectionLinks(customer)].sort()).toEqual(['create', 'exportXLS', 'self']);
    expect([...shipmentCollectionLinks(auditor)].sort()).toEqual(['exportXLS', 'self']);
  });
});
