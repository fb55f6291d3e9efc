import { describe, expect, it } from 'vitest';
import type { FieldChange, ShipmentEvent } from '../../contracts/shipment/events.ts';
import {
  type ShipmentData,
  type ShipmentDataInput,
  shipmentDataSchema,
} from '../../contracts/shipment/index.ts';
import type { EventMetadata } from '../../services/eventstore/port.ts';
import { recordedAt } from '../runner/fixtures.ts';
import { foldShipmentRow } from './fold.ts';

const NUMBER = '1000001';
const petra: EventMetadata = {
  time: '2026-11-23T08:00:00.000Z',
  userLogin: 'pmueller',
  userFullName: 'Petra Müller',
};
const jana: EventMetadata = {
  time: '2026-11-23T09:30:00.000Z',
  userLogin: 'jnovak',
  userFullName: 'Jana Nováková',
};
const changes: FieldChange[] = [{ path: 'state', value: 'X' }];

function order(overrides: Partial<ShipmentDataInput> = {}): ShipmentData {
  return shipmentDataSchema.parse({
    sender: {
      customerId: '100001',
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
    orderNumber: 'A-4711',
    referenceNumber: '815',
    shippingDate: '2026-11-24',
    shippingTerms: { identifier: '04' },
    deliveryDate: '2026-11-25',
    product: { identifier: 'P01', name: 'Stückgut' },
    deliveryNotes: [],
    cargoList: {
      items: [{ colliQty: 2, packingCode: 'EP', goods: 'Maschinenteile', weight: 480, orderNumber: 'POS-7' }],
    },
    ...overrides,
  });
}

const drafted = (
  shipment = order(),
  { location }: { location?: string } = { location: 'HAM' },
): ShipmentEvent => ({
  type: 'ShipmentDrafted',
  data: {
    shipmentNumber: NUMBER,
    emonsCustomerId: '100001',
    location,
    shipmentType: 'DISTRIBUTION',
    shipment,
    changes,
  },
});
const saved = (shipment: ShipmentData): ShipmentEvent => ({
  type: 'ShipmentSaved',
  data: { shipmentNumber: NUMBER, shipmentType: 'QUER', shipment, changes },
});
const quotation = { price: { value: 120.5, currency: 'EUR' }, additionalCosts: [] };

/** Records the events as one stream (versions from 0) and folds them, starting without a row. */
function given(...events: (ShipmentEvent | [ShipmentEvent, EventMetadata])[]) {
  return events
    .map((entry, version) => {
      const [event, metadata] = Array.isArray(entry) ? entry : [entry, petra];
      return recordedAt(`shipment-${NUMBER}`, version, event, metadata);
    })
    .reduce(foldShipmentRow, undefined);
}

describe('the shipment list row', () => {
  it('is created by ShipmentDrafted: the list columns from the order, the order as document', () => {
    expect(given(drafted())).toEqual({
      shipment_number: NUMBER,
      customer_id: '100001',
      location: 'HAM',
      state: 'DRAFT',
      type: 'DISTRIBUTION',
      version: 0,
      sender_customer_id: '100001',
      sender_name: 'Müller Maschinenbau GmbH',
      sender_city: 'Hamburg',
      consignee_name: 'Bauer Werkzeuge KG',
      consignee_city: 'München',
      order_number: 'A-4711',
      shipping_date: '2026-11-24',
      delivery_date: '2026-11-25',
      product_identifier: 'P01',
      product_name: 'Stückgut',
      shipping_notice_created: null,
      commissioned_on: null,
      journey_status: null,
      journey_occurred_at: null,
      journey_exception: false,
      hazmat: false,
      last_modified_by: 'Petra Müller',
      last_modified_login: 'pmueller',
      last_modified_at: new Date('2026-11-23T08:00:00.000Z'),
      search: '1000001 a-4711 815 müller maschinenbau gmbh hamburg 100001 bauer werkzeuge kg münchen pos-7',
      document: { shipment: order() },
    });
  });

  it('leaves out what the order lacks: no location, order number, dates or product name', () => {
    const bare = order({ orderNumber: undefined, referenceNumber: undefined, deliveryDate: undefined });
    const shipment = {
      ...bare,
      sender: { ...bare.sender, customerId: undefined },
      product: { identifier: 'P01' },
    };
    expect(given(drafted(shipment, {}))).toMatchObject({
      location: null,
      order_number: null,
      delivery_date: null,
      product_name: 'P01',
      search: '1000001 müller maschinenbau gmbh hamburg 100001 bauer werkzeuge kg münchen pos-7',
    });
  });

  it("shows the ordering customer's number for a sender stored without one, also after later saves", () => {
    const shipment = order();
    const anonymous = { ...shipment, sender: { ...shipment.sender, customerId: undefined } };
    expect(given(drafted(anonymous))).toMatchObject({
      customer_id: '100001',
      sender_customer_id: '100001',
      document: { shipment: { sender: { customerId: '100001' } } },
    });
    expect(given(drafted(shipment), saved(anonymous))).toMatchObject({ sender_customer_id: '100001' });
    const other = { ...shipment, sender: { ...shipment.sender, customerId: '200002' } };
    expect(given(drafted(anonymous), saved(other))).toMatchObject({ sender_customer_id: '200002' });
  });

  it('marks dangerous goods as hazmat', () => {
    const shipment = order();
    const items = shipment.cargoList.items.map((item) => ({ ...item, dangerousGoods: true }));
    expect(given(drafted({ ...shipment, cargoList: { ...shipment.cargoList, items } }))).toMatchObject({
      hazmat: true,
    });
  });

  it('takes the new order, type and author from ShipmentSaved and stays a draft', () => {
    const changed = order({ orderNumber: 'B-2', consignee: { ...order().consignee, city: 'Wien' } });
    expect(given(drafted(), [saved(changed), jana])).toMatchObject({
      state: 'DRAFT',
      type: 'QUER',
      version: 1,
      order_number: 'B-2',
      consignee_city: 'Wien',
      last_modified_by: 'Jana Nováková',
      last_modified_login: 'jnovak',
      last_modified_at: new Date(jana.time),
      document: { shipment: changed },
    });
  });

  it('is CREATE_ANNOUNCEMENT after ShipmentAnnouncementRequested, with the order it was requested with', () => {
    const changed = order({ orderNumber: 'C-3' });
    const requested: ShipmentEvent = {
      type: 'ShipmentAnnouncementRequested',
      data: { shipmentNumber: NUMBER, shipmentType: 'DISTRIBUTION', shipment: changed, changes },
    };
    expect(given(drafted(), requested)).toMatchObject({
      state: 'CREATE_ANNOUNCEMENT',
      version: 1,
      order_number: 'C-3',
      document: { shipment: changed },
    });
  });

  it('is ANNOUNCED after ShipmentAnnounced, with the time the shipping notice was created', () => {
    const announced: ShipmentEvent = {
      type: 'ShipmentAnnounced',
      data: { shipmentNumber: NUMBER, shippingNoticeCreated: '2026-11-23T09:00:05.000Z', changes },
    };
    expect(given(drafted(), [announced, jana])).toMatchObject({
      state: 'ANNOUNCED',
      version: 1,
      shipping_notice_created: new Date('2026-11-23T09:00:05.000Z'),
      last_modified_by: 'Jana Nováková',
      document: { shipment: order() },
    });
  });

  it('is FINALIZED after ShipmentCommissioned, with the commissioning time and order', () => {
    const changed = order({ orderNumber: 'D-4' });
    const commissioned: ShipmentEvent = {
      type: 'ShipmentCommissioned',
      data: {
        shipmentNumber: NUMBER,
        shipmentType: 'DISTRIBUTION',
        shipment: changed,
        commissionedOn: '2026-11-23T10:00:00.000Z',
        changes,
      },
    };
    expect(given(drafted(), commissioned)).toMatchObject({
      state: 'FINALIZED',
      commissioned_on: new Date('2026-11-23T10:00:00.000Z'),
      order_number: 'D-4',
      document: { shipment: changed },
    });
  });

  it('is CANCELLED after ShipmentCancelled', () => {
    const cancelled: ShipmentEvent = {
      type: 'ShipmentCancelled',
      data: { shipmentNumber: NUMBER, cancelledAt: jana.time, changes },
    };
    expect(given(drafted(), [cancelled, jana])).toMatchObject({
      state: 'CANCELLED',
      version: 1,
      last_modified_login: 'jnovak',
    });
  });

  it('is CARGO_LIST_CREATED after CargoListCreated', () => {
    const created: ShipmentEvent = {
      type: 'CargoListCreated',
      data: { shipmentNumber: NUMBER, loadingListId: 'LL-1', createdAt: jana.time, changes },
    };
    expect(given(drafted(), created)).toMatchObject({ state: 'CARGO_LIST_CREATED', version: 1 });
  });

  it('keeps the quotation of QuotationRecorded beside the order, also through later saves', () => {
    const recorded: ShipmentEvent = {
      type: 'QuotationRecorded',
      data: { shipmentNumber: NUMBER, quotation, quotedAt: jana.time, changes },
    };
    expect(given(drafted(), [recorded, jana])).toMatchObject({
      state: 'DRAFT',
      version: 1,
      last_modified_by: 'Jana Nováková',
      document: { shipment: order(), quotation },
    });
    const changed = order({ orderNumber: 'E-5' });
    expect(given(drafted(), recorded, saved(changed))?.document).toEqual({ shipment: changed, quotation });
  });

  it('moves only the version on PickUpOrderIssued: the order and its last change stay', () => {
    const issued: ShipmentEvent = {
      type: 'PickUpOrderIssued',
      data: {
        shipmentNumber: NUMBER,
        orderType: 'SPEDITIONSAUFTRAG',
        partnerName: 'Spedition Nord',
        partnerEmail: 'dispo@nord.example',
        issuedAt: jana.time,
        changes,
      },
    };
    expect(given(drafted(), [issued, jana])).toEqual({ ...given(drafted()), version: 1 });
  });

  it('takes the journey status a report made current, and only the version from a late one', () => {
    const report = (
      reportId: string,
      status: 'DELIVERY_ATTEMPTED' | 'LOADED',
      current: boolean,
    ): ShipmentEvent => ({
      type: 'ShipmentStatusReported',
      data: {
        shipmentNumber: NUMBER,
        reportId,
        status,
        occurredAt: '2026-11-25T09:12:00+01:00',
        reportedAt: jana.time,
        current,
        changes: [{ path: 'journey.status', value: status }],
      },
    });
    const attempted = given(drafted(), [report('r-1', 'DELIVERY_ATTEMPTED', true), jana]);
    expect(attempted).toEqual({
      ...given(drafted()),
      version: 1,
      journey_status: 'DELIVERY_ATTEMPTED',
      journey_occurred_at: new Date('2026-11-25T08:12:00.000Z'),
      journey_exception: true,
    });
    const late = given(
      drafted(),
      [report('r-1', 'DELIVERY_ATTEMPTED', true), jana],
      report('r-2', 'LOADED', false),
    );
    expect(late).toEqual({ ...attempted, version: 2 });
  });

  it('is gone after ShipmentDeleted, and later events of the shipment bring nothing back', () => {
    const deleted: ShipmentEvent = {
      type: 'ShipmentDeleted',
      data: { shipmentNumber: NUMBER, deletedAt: jana.time },
    };
    expect(given(drafted(), deleted)).toBeUndefined();
    expect(given(drafted(), deleted, saved(order()))).toBeUndefined();
  });

  it('starts afresh with a ShipmentDrafted after the deletion', () => {
    const deleted: ShipmentEvent = {
      type: 'ShipmentDeleted',
      data: { shipmentNumber: NUMBER, deletedAt: jana.time },
    };
    expect(given(drafted(), saved(order({ orderNumber: 'F-6' })), deleted, drafted())).toMatchObject({
      state: 'DRAFT',
      version: 3,
      order_number: 'A-4711',
    });
  });

  it('has no row for events whose ShipmentDrafted it never saw', () => {
    expect(given(saved(order()))).toBeUndefined();
  });

  it('records no author when the metadata names none', () => {
    expect(given([drafted(), { time: petra.time }])).toMatchObject({
      last_modified_by: null,
      last_modified_login: null,
      last_modified_at: new Date(petra.time),
    });
  });
});
