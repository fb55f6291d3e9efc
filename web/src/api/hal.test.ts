import { describe, expect, it } from 'vitest';
import { hasLink, linkPath } from './hal.ts';

const shipment = {
  _links: {
    self: { href: 'http://127.0.0.1:3000/api/shipments/S-100001{?projection}', templated: true },
    auditLog: { href: '/api/shipments/S-100001/auditlog?sort=revision,desc' },
    announce: { href: '' },
  },
};

describe('hasLink', () => {
  it('is true only for links with a target', () => {
    expect(hasLink(shipment, 'self')).toBe(true);
    expect(hasLink(shipment, 'announce')).toBe(false);
    expect(hasLink(shipment, 'delete')).toBe(false);
    expect(hasLink(undefined, 'self')).toBe(false);
  });
});

describe('linkPath', () => {
  it('makes absolute links relative and drops template parts', () => {
    expect(linkPath(shipment, 'self')).toBe('/api/shipments/S-100001');
  });

  it('keeps the query unless told otherwise', () => {
    expect(linkPath(shipment, 'auditLog')).toBe('/api/shipments/S-100001/auditlog?sort=revision,desc');
    expect(linkPath(shipment, 'auditLog', { keepQuery: false })).toBe('/api/shipments/S-100001/auditlog');
  });

  it('refuses a link the server did not offer', () => {
    expect(() => linkPath(shipment, 'delete')).toThrow('no delete link');
  });
});
