import { describe, expect, it } from 'vitest';
import type { ShipmentRevision } from '../../../../contracts/shipment/revision.ts';
import { flattenShipment, pathInSection, revisionFields } from './revision-fields.ts';

const revision = (overrides: Record<string, unknown>, number = 1) =>
  ({
    shipmentNumber: '1000001',
    state: 'DRAFT',
    version: number,
    revision: number,
    recordedAt: '2026-03-02T09:00:00.000Z',
    changes: [],
    lastModifiedBy: 'Anna Müller',
    sender: { name: 'Müller Maschinenbau GmbH', zipCode: '20539', city: 'Hamburg' },
    consignee: { name: 'Schmidt Werkzeugbau GmbH', zipCode: '80339', city: 'München' },
    orderNumber: 'A-4711',
    shippingDate: '2026-03-03',
    shippingTerms: { identifier: '04' },
    product: { identifier: 'P01' },
    deliveryNotes: [],
    cargoList: { items: [{ colliQty: 2, goods: 'Maschinenteile', weight: 480 }] },
    _links: { self: { href: '/api/shipments/1000001/revisions/1' } },
    ...overrides,
  }) as unknown as ShipmentRevision;

describe('the fields of a revision', () => {
  it('flatten to paths as the audit log names them, without links, markers and revision data', () => {
    const leaves = flattenShipment(
      revision({ deliveryNotes: [{ identifier: '01', _consignee: true }], referenceNumber: '' }),
    );
    expect(leaves.get('consignee.zipCode')).toBe('80339');
    expect(leaves.get('cargoList.items[0].weight')).toBe(480);
    expect(leaves.get('deliveryNotes[0].identifier')).toBe('01');
    for (const path of leaves.keys())
      expect(path).not.toMatch(
        /_links|_consignee|^version|^revision|^changes|^lastModified|^referenceNumber|^shipmentNumber/,
      );
  });

  it('mark what changed since the previous revision, with the value before', () => {
    const before = revision(
      { orderNumber: 'A-4711', cargoList: { items: [{ colliQty: 2, weight: 480 }] } },
      1,
    );
    const after = revision({ orderNumber: 'B-0815', cargoList: { items: [{ colliQty: 3 }] } }, 2);
    const sections = revisionFields(after, before);
    const changed = sections.flatMap(({ fields }) => fields.filter((field) => field.changed));
    expect(changed).toEqual([
      { path: 'orderNumber', value: 'B-0815', previous: 'A-4711', changed: true },
      { path: 'cargoList.items[0].colliQty', value: 3, previous: 2, changed: true },
      { path: 'cargoList.items[0].weight', value: undefined, previous: 480, changed: true },
    ]);
    expect(sections.map(({ section }) => section)).toEqual([
      'status',
      'sender',
      'consignee',
      'orderCharacteristics',
      'product',
      'cargoList',
    ]);
  });

  it('mark nothing as changed in the first revision', () => {
    const sections = revisionFields(revision({}, 0), undefined);
    expect(sections.flatMap(({ fields }) => fields).some((field) => field.changed)).toBe(false);
  });

  it('name a field below its section', () => {
    expect(pathInSection('consignee', 'consignee.zipCode')).toBe('zipCode');
    expect(pathInSection('cargoList', 'cargoList.items[0].weight')).toBe('items[0].weight');
    expect(pathInSection('deliveryNotes', 'deliveryNotes[1].identifier')).toBe('deliveryNotes[1].identifier');
    expect(pathInSection('orderCharacteristics', 'shippingTerms.identifier')).toBe(
      'shippingTerms.identifier',
    );
  });
});
