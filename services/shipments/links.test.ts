import { describe, expect, it } from 'vitest';
import { shipmentLinkHrefs, trackingLanguage, trackingUrl } from './links.ts';
import { parseSort } from './list.ts';
import { branchOfZip } from './reference.ts';

describe('shipment link URLs', () => {
  it('map the portal language to the tracking site: en is gb, cs and sk are cz', () => {
    expect(['en', 'de', 'cs', 'sk'].map(trackingLanguage)).toEqual(['gb', 'de', 'cz', 'cz']);
    const site = { external: 'https://tracking.forwarder.test/track', portal: 'https://portal.test' };
    expect(trackingUrl('1000001', 'cs', site)).toBe(
      'https://tracking.forwarder.test/track?lang=cz&shipment=1000001',
    );
  });

  it("lead to the portal's own tracking page when no external tracking site is configured", () => {
    expect(trackingUrl('1000001', 'de', { portal: 'https://portal.test/' })).toBe(
      'https://portal.test/track?number=1000001',
    );
    const links = shipmentLinkHrefs('https://portal.test', '1000002', new Set(['trackAndTrace'] as const), {
      language: 'en',
    });
    expect(links.trackAndTrace?.href).toBe('https://portal.test/track?number=1000002');
  });

  it('turn link names into the self link and its sub-resources', () => {
    const links = shipmentLinkHrefs(
      'https://portal.example',
      '1000007',
      new Set([
        'self',
        'modify',
        'commission',
        'inquiries',
        'inquiry',
        'pickUpOrder',
        'loadinglist',
      ] as const),
      { language: 'de', loadingListId: 'b1c2' },
    );
    expect(links).toEqual({
      self: { href: 'https://portal.example/api/shipments/1000007' },
      modify: { href: 'https://portal.example/api/shipments/1000007' },
      commission: { href: 'https://portal.example/api/shipments/1000007/commission' },
      inquiries: { href: 'https://portal.example/api/shipments/1000007/mails' },
      inquiry: { href: 'https://portal.example/api/shipments/1000007/inquiry' },
      pickUpOrder: { href: 'https://portal.example/api/shipments/1000007/pickUpOrder' },
      loadinglist: { href: 'https://portal.example/api/loadinglists/b1c2' },
    });
  });

  it('leave out the loadinglist link while no loading list is known', () => {
    const links = shipmentLinkHrefs('http://x', '1', new Set(['loadinglist'] as const), { language: 'en' });
    expect(links).toEqual({});
  });
});

describe('list parameters and branch areas', () => {
  it('sort by shipment number descending unless told otherwise; direction ascending when absent', () => {
    expect(parseSort(undefined)).toEqual({ property: 'shipmentNumber', direction: 'desc' });
    expect(parseSort('orderNumber')).toEqual({ property: 'orderNumber', direction: 'asc' });
    expect(parseSort(['state,DESC', 'orderNumber,asc'])).toEqual({ property: 'state', direction: 'desc' });
  });

  it('find the branch whose zone covers a zip code', () => {
    const zones = [
      { location: 'HAM', country: 'DE', start: '20000', end: '25999' },
      { location: 'PRG', country: 'CZ', start: '100 00', end: '299 99' },
    ];
    expect(branchOfZip(zones, 'DE', '20457')).toBe('HAM');
    expect(branchOfZip(zones, 'CZ', '190 00')).toBe('PRG');
    expect(branchOfZip(zones, 'DE', '80331')).toBeUndefined();
    expect(branchOfZip(zones, 'AT', '20457')).toBeUndefined();
  });
});
