import { describe, expect, it } from 'vitest';
import type { FieldChange, ShipmentEvent } from '../../contracts/shipment/events.ts';
import { type ShipmentData, shipmentDataSchema } from '../../contracts/shipment/index.ts';
import type { EventMetadata } from '../../services/eventstore/port.ts';
import { recordedAt } from '../runner/fixtures.ts';
import { auditEntryOf } from './entry.ts';

const NUMBER = '1000001';
const jana: EventMetadata = {
  time: '2026-11-23T09:30:00.000Z',
  userLogin: 'jnovak',
  userFullName: 'Jana Nováková',
};
const time = jana.time;

const shipment: ShipmentData = shipmentDataSchema.parse({
  sender: {
    name: 'Müller Maschinenbau GmbH',
    street: 'Am Sandtorkai 1',
    zipCode: '20457',
    city: 'Hamburg',
    country: 'DE',
  },
  consignee: {
    name: 'Bauer Werkzeuge KG',
    street: 'Marienplatz 8',
    zipCode: '80331',
    city: 'München',
    country: 'DE',
  },
  shippingDate: '2026-11-24',
  shippingTerms: { identifier: '04' },
  product: { identifier: 'P01' },
  deliveryNotes: [],
  cargoList: { items: [{ colliQty: 2, packingCode: 'EP', goods: 'Maschinenteile', weight: 480 }] },
});
const changes: FieldChange[] = [
  { path: 'state', value: 'ANNOUNCED' },
  { path: 'consignee.city', value: 'Wien' },
  { path: 'orderNumber', value: null },
];
const shipmentNumber = NUMBER;
const shipmentType = 'DISTRIBUTION';

const drafted: ShipmentEvent = {
  type: 'ShipmentDrafted',
  data: { shipmentNumber, emonsCustomerId: '100001', location: 'HAM', shipmentType, shipment, changes },
};

/** One event of each type of the shipment's stream that carries changes, and the entry type it makes. */
const events: { event: ShipmentEvent; entryType: 'ADD' | 'MOD' }[] = [
  { event: drafted, entryType: 'ADD' },
  {
    event: { type: 'ShipmentSaved', data: { shipmentNumber, shipmentType, shipment, changes } },
    entryType: 'MOD',
  },
  {
    event: {
      type: 'ShipmentAnnouncementRequested',
      data: { shipmentNumber, shipmentType, shipment, changes },
    },
    entryType: 'MOD',
  },
  {
    event: { type: 'ShipmentAnnounced', data: { shipmentNumber, shippingNoticeCreated: time, changes } },
    entryType: 'MOD',
  },
  {
    event: {
      type: 'ShipmentCommissioned',
      data: { shipmentNumber, shipmentType, shipment, commissionedOn: time, changes },
    },
    entryType: 'MOD',
  },
  {
    event: { type: 'ShipmentCancelled', data: { shipmentNumber, cancelledAt: time, changes } },
    entryType: 'MOD',
  },
  {
    event: {
      type: 'CargoListCreated',
      data: { shipmentNumber, loadingListId: 'LL-1', createdAt: time, changes },
    },
    entryType: 'MOD',
  },
  {
    event: {
      type: 'QuotationRecorded',
      data: {
        shipmentNumber,
        quotation: { price: { value: 120.5, currency: 'EUR' }, additionalCosts: [] },
        quotedAt: time,
        changes,
      },
    },
    entryType: 'MOD',
  },
  {
    event: {
      type: 'PickUpOrderIssued',
      data: {
        shipmentNumber,
        orderType: 'QUERTRANSPORT',
        partnerName: 'Spedition Nord',
        partnerEmail: 'dispo@nord.example',
        issuedAt: time,
        changes,
      },
    },
    entryType: 'MOD',
  },
];

describe('the audit log entry of a shipment event', () => {
  it.each(events)(
    'of $event.type is the revision with who changed what, and when',
    ({ event, entryType }) => {
      expect(auditEntryOf(recordedAt(`shipment-${NUMBER}`, 4, event, jana), '100001')).toEqual({
        shipment_number: NUMBER,
        revision: 4,
        customer_id: '100001',
        type: entryType,
        user_fullname: 'Jana Nováková',
        user_login: 'jnovak',
        date: new Date(jana.time),
        modifications: { state: 'ANNOUNCED', 'consignee.city': 'Wien', orderNumber: null },
      });
    },
  );

  it('of ShipmentDeleted is a DEL without modifications', () => {
    const deleted: ShipmentEvent = { type: 'ShipmentDeleted', data: { shipmentNumber, deletedAt: time } };
    expect(auditEntryOf(recordedAt(`shipment-${NUMBER}`, 7, deleted, jana), '100001')).toMatchObject({
      revision: 7,
      type: 'DEL',
      modifications: {},
    });
  });

  it('names no user when the metadata names none', () => {
    expect(auditEntryOf(recordedAt(`shipment-${NUMBER}`, 0, drafted, { time }), '100001')).toMatchObject({
      type: 'ADD',
      user_fullname: null,
      user_login: null,
      date: new Date(time),
    });
  });

  it('keeps the last value of a path changed twice in one event', () => {
    const saved: ShipmentEvent = {
      type: 'ShipmentSaved',
      data: {
        shipmentNumber,
        shipmentType,
        shipment,
        changes: [
          { path: 'orderNumber', value: 'A-1' },
          { path: 'orderNumber', value: 'A-2' },
        ],
      },
    };
    expect(auditEntryOf(recordedAt(`shipment-${NUMBER}`, 1, saved, jana), '100001').modifications).toEqual({
      orderNumber: 'A-2',
    });
  });
});
