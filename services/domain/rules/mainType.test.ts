import { describe, expect, it } from 'vitest';
import { isCrossTransport, isDistribution, shipmentMainType } from './mainType.ts';

const facts = { isBelogCustomer: false, customerBranch: 'HAM' };

describe('shipment main type', () => {
  it('given pick-up in the customer branch area and delivery elsewhere, then DISTRIBUTION', () => {
    expect(shipmentMainType({ ...facts, senderBranch: 'HAM', consigneeBranch: 'PRG' })).toBe('DISTRIBUTION');
    expect(shipmentMainType({ ...facts, senderBranch: 'HAM' })).toBe('DISTRIBUTION');
  });

  it('given pick-up and delivery in the customer branch area, then DISTRIBUTION_NAH_IN_NAH', () => {
    expect(shipmentMainType({ ...facts, senderBranch: 'HAM', consigneeBranch: 'HAM' })).toBe(
      'DISTRIBUTION_NAH_IN_NAH',
    );
  });

  it('given pick-up in another branch area, then QUER', () => {
    expect(shipmentMainType({ ...facts, senderBranch: 'VIE', consigneeBranch: 'HAM' })).toBe('QUER');
    expect(shipmentMainType({ ...facts, senderBranch: 'VIE' })).toBe('QUER');
  });

  it('given pick-up and delivery within another branch area, then QUER_NAH_IN_NAH', () => {
    expect(shipmentMainType({ ...facts, senderBranch: 'VIE', consigneeBranch: 'VIE' })).toBe(
      'QUER_NAH_IN_NAH',
    );
  });

  it('given a contract-logistics customer, then BELOG whatever the areas', () => {
    expect(
      shipmentMainType({ ...facts, isBelogCustomer: true, senderBranch: 'HAM', consigneeBranch: 'HAM' }),
    ).toBe('BELOG');
  });

  it('given an unknown pick-up area or customer branch, then UNDEFINED', () => {
    expect(shipmentMainType({ ...facts, consigneeBranch: 'HAM' })).toBe('UNDEFINED');
    expect(shipmentMainType({ isBelogCustomer: false, senderBranch: 'HAM' })).toBe('UNDEFINED');
  });

  it('tells distribution and cross transports', () => {
    expect(isDistribution('DISTRIBUTION_NAH_IN_NAH')).toBe(true);
    expect(isDistribution('QUER')).toBe(false);
    expect(isCrossTransport('QUER_NAH_IN_NAH')).toBe(true);
    expect(isCrossTransport('BELOG')).toBe(false);
  });
});
