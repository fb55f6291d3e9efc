import { describe, expect, it } from 'vitest';
import {
  type JourneyStatusCode,
  pickUpOrderSchema,
  type ResolvedStatusReport,
  type ShipmentData,
  shipmentDataSchema,
  statusReportSchema,
} from '../../../contracts/shipment/index.ts';
import { IllegalStateError, NotFoundError, ValidationError } from '../errors.ts';
import { deciderSpecification } from '../testing.ts';
import { decide, type ShipmentCommand } from './decide.ts';
import { diff } from './diff.ts';
import { order, rules } from './fixtures.ts';
import { evolve, initialState, type ShipmentEvent } from './shipment.ts';

const spec = deciderSpecification({ decide, evolve, initialState });
const NOW = '2026-11-23T09:30:00.000Z';
const snapshot: ShipmentData = shipmentDataSchema.parse(order());

const drafted = (shipment: ShipmentData = snapshot): ShipmentEvent => ({
  type: 'ShipmentDrafted',
  data: {
    shipmentNumber: '4711',
    emonsCustomerId: '100001',
    location: 'HAM',
    shipmentType: 'DISTRIBUTION',
    shipment,
    changes: [{ path: 'state', value: 'DRAFT' }, ...diff({}, shipment)],
  },
});
const requested: ShipmentEvent = {
  type: 'ShipmentAnnouncementRequested',
  data: {
    shipmentNumber: '4711',
    shipmentType: 'DISTRIBUTION',
    shipment: snapshot,
    changes: [{ path: 'state', value: 'CREATE_ANNOUNCEMENT' }],
  },
};
const announced: ShipmentEvent = {
  type: 'ShipmentAnnounced',
  data: {
    shipmentNumber: '4711',
    shippingNoticeCreated: NOW,
    changes: [{ path: 'state', value: 'ANNOUNCED' }],
  },
};
const commissioned: ShipmentEvent = {
  type: 'ShipmentCommissioned',
  data: {
    shipmentNumber: '4711',
    shipmentType: 'DISTRIBUTION',
    shipment: snapshot,
    commissionedOn: NOW,
    changes: [{ path: 'state', value: 'FINALIZED' }],
  },
};
const cancelled: ShipmentEvent = {
  type: 'ShipmentCancelled',
  data: { shipmentNumber: '4711', cancelledAt: NOW, changes: [{ path: 'state', value: 'CANCELLED' }] },
};
const deleted: ShipmentEvent = { type: 'ShipmentDeleted', data: { shipmentNumber: '4711', deletedAt: NOW } };
const cargoListCreated: ShipmentEvent = {
  type: 'CargoListCreated',
  data: {
    shipmentNumber: '4711',
    loadingListId: 'LL-1',
    createdAt: NOW,
    changes: [{ path: 'state', value: 'CARGO_LIST_CREATED' }],
  },
};

const base = { shipmentNumber: '4711', now: NOW };
const save = (shipment: unknown = order(), overrides = {}): ShipmentCommand => ({
  type: 'SaveShipment',
  data: { ...base, emonsCustomerId: '100001', location: 'HAM', shipment, rules: rules(overrides) },
});
const announce = (shipment: unknown = order(), extra = {}): ShipmentCommand => ({
  type: 'AnnounceShipment',
  data: { ...base, emonsCustomerId: '100001', location: 'HAM', shipment, rules: rules(), ...extra },
});
const commission = (shipment?: unknown, overrides = {}): ShipmentCommand => ({
  type: 'CommissionShipment',
  data: { ...base, shipment, rules: rules(overrides) },
});
const cancel: ShipmentCommand = { type: 'CancelShipment', data: base };
const remove: ShipmentCommand = { type: 'DeleteShipment', data: base };
const createCargoList: ShipmentCommand = {
  type: 'CreateCargoList',
  data: { ...base, loadingListId: 'LL-1' },
};

/** Histories ending in each saved state. */
const histories = {
  DRAFT: [drafted()],
  CREATE_ANNOUNCEMENT: [drafted(), requested],
  ANNOUNCED: [drafted(), requested, announced],
  FINALIZED: [drafted(), commissioned],
  CARGO_LIST_CREATED: [drafted(), commissioned, cargoListCreated],
  CANCELLED: [drafted(), cancelled],
} satisfies Record<string, ShipmentEvent[]>;

describe('saving a shipment', () => {
  it('given nothing, when saved, then it is drafted with every entered field as a change', () => {
    spec.given().when(save()).then([drafted()]);
  });

  it('given nothing, when saved, then defaults are filled and text is cleaned', () => {
    const [event] = spec
      .given()
      .when(save(order({ orderNumber: 'A-4711\u0007', referenceNumber: '' })))
      .events();
    expect(event?.type).toBe('ShipmentDrafted');
    const shipment = (event as Extract<ShipmentEvent, { type: 'ShipmentDrafted' }>).data.shipment;
    expect(shipment.orderNumber).toBe('A-4711');
    expect(shipment.referenceNumber).toBeUndefined();
    expect(shipment.cargoList.items[0]).toMatchObject({ dangerousGoods: false, hazmats: [] });
  });

  it('given a draft, when saved with another consignee zip code, then only that change is recorded', () => {
    const changed = order({ consignee: { ...order().consignee, zipCode: '80333' } });
    spec
      .given([drafted()])
      .when(save(changed))
      .then([
        {
          type: 'ShipmentSaved',
          data: {
            shipmentNumber: '4711',
            shipmentType: 'DISTRIBUTION',
            shipment: shipmentDataSchema.parse(changed),
            changes: [{ path: 'consignee.zipCode', value: '80333' }],
          },
        },
      ]);
  });

  it('given a draft, when saved unchanged (empty fields sent as blanks), then nothing is recorded', () => {
    spec
      .given([drafted()])
      .when(save({ ...order(), shippingNotice: '', neutralConsignor: null }))
      .then([]);
  });

  it('given an announced shipment, when saved, then the change is recorded and it stays announced', () => {
    const changed = order({ orderNumber: 'A-4712' });
    const events = spec.given(histories.ANNOUNCED).when(save(changed)).events();
    expect(events).toMatchObject([
      { type: 'ShipmentSaved', data: { changes: [{ path: 'orderNumber', value: 'A-4712' }] } },
    ]);
    expect([...histories.ANNOUNCED, ...events].reduce(evolve, initialState).state).toBe('ANNOUNCED');
  });

  it.each(['CREATE_ANNOUNCEMENT', 'FINALIZED', 'CARGO_LIST_CREATED', 'CANCELLED'] as const)(
    'given a %s shipment, when saved, then it is refused',
    (state) => {
      spec
        .given(histories[state])
        .when(save())
        .thenThrows(IllegalStateError, { code: 'shipment.not-modifiable' });
    },
  );

  it('given a deleted shipment, when saved, then it is not found', () => {
    spec.given([drafted(), deleted]).when(save()).thenThrows(NotFoundError);
  });

  it('given an order failing the schema, when saved, then field errors name the fields', () => {
    const broken = { ...order(), consignee: { ...order().consignee, name: '' }, shippingDate: '24.11.2026' };
    spec
      .given()
      .when(save(broken))
      .thenThrows(ValidationError, {
        errors: [
          { field: 'consignee.name', defaultMessage: 'field.required' },
          { field: 'shippingDate', defaultMessage: 'validation.date' },
        ],
      });
  });

  it('given an order breaking a rule, when saved, then the rule error is reported', () => {
    spec
      .given()
      .when(save(order({ deliveryDate: '2026-11-30' })))
      .thenThrows(ValidationError, {
        errors: [{ field: 'deliveryDate', defaultMessage: 'shipment.deliveryDate.outsideWindow' }],
      });
  });

  it('derives the main type: pick-up in another branch area makes a cross transport', () => {
    const fromPrague = order({
      sender: {
        ...order().sender,
        zipCode: '110 00',
        city: 'Praha',
        country: 'CZ',
        phone: '+420 222 123 456',
      },
      shippingTerms: { identifier: '24' },
    });
    const [event] = spec.given().when(save(fromPrague)).events();
    expect(event).toMatchObject({ type: 'ShipmentDrafted', data: { shipmentType: 'QUER' } });
  });
});

describe('announcing a shipment', () => {
  it('given a draft, when announced, then it goes through CREATE_ANNOUNCEMENT to ANNOUNCED', () => {
    spec.given([drafted()]).when(announce()).then([requested, announced]);
    const state = [drafted(), requested, announced].reduce(evolve, initialState);
    expect(state).toMatchObject({ state: 'ANNOUNCED', shippingNoticeCreated: NOW });
  });

  it('given an announced shipment, when announced again, then it is announced anew', () => {
    spec.given(histories.ANNOUNCED).when(announce()).then([requested, announced]);
  });

  it('given nothing, when announced, then it is drafted and announced at once', () => {
    spec.given().when(announce()).then([drafted(), requested, announced]);
  });

  it.each(['CREATE_ANNOUNCEMENT', 'FINALIZED', 'CARGO_LIST_CREATED', 'CANCELLED'] as const)(
    'given a %s shipment, when announced, then it is refused as ALREADY_FINALIZED',
    (state) => {
      spec
        .given(histories[state])
        .when(announce())
        .thenThrows(IllegalStateError, {
          code: 'ALREADY_FINALIZED',
          params: { shipmentNumber: '4711', state },
        });
    },
  );

  it('given a cross transport, when announced, then it is refused as WRONG_SHIPMENT_TYPE', () => {
    const command = announce(order(), { rules: rules({ customerBranch: 'PRG' }) });
    spec.given([drafted()]).when(command).thenThrows(IllegalStateError, { code: 'WRONG_SHIPMENT_TYPE' });
  });

  it('given a contract-logistics customer, when announced, then it is refused as WRONG_SHIPMENT_TYPE', () => {
    const command = announce(order(), { rules: rules({ isBelogCustomer: true }) });
    spec.given().when(command).thenThrows(IllegalStateError, { code: 'WRONG_SHIPMENT_TYPE' });
  });

  it('given the dialog result, when announced, then dates, times and notice are copied into the order', () => {
    const command = announce(order(), {
      announcement: {
        dateFrom: '2026-11-25',
        timeFrom: '08:00',
        timeUntil: '12:00',
        notice: 'Rampe 3',
        deliveryDate: '2026-11-26',
      },
    });
    const [event] = spec.given([drafted()]).when(command).events();
    expect(event).toMatchObject({
      type: 'ShipmentAnnouncementRequested',
      data: {
        shipment: {
          shippingDate: '2026-11-25',
          shippingTimeFrom: '08:00',
          shippingTimeUntil: '12:00',
          shippingNotice: 'Rampe 3',
          deliveryDate: '2026-11-26',
        },
        changes: [
          { path: 'state', value: 'CREATE_ANNOUNCEMENT' },
          { path: 'shippingDate', value: '2026-11-25' },
          { path: 'deliveryDate', value: '2026-11-26' },
          { path: 'shippingTimeFrom', value: '08:00' },
          { path: 'shippingTimeUntil', value: '12:00' },
          { path: 'shippingNotice', value: 'Rampe 3' },
        ],
      },
    });
  });

  it('given an optional window and no delivery date in the dialog, then an early delivery date moves to the window start', () => {
    const optional = rules({
      product: {
        identifier: 'P01',
        deliveryDateWindow: { min: 2 },
        deliveryDateIsOptional: true,
        codEnabled: false,
      },
    });
    const command = announce(order({ deliveryDate: '2026-11-26' }), {
      announcement: { dateFrom: '2026-12-23' },
      rules: optional,
    });
    const [event] = spec.given([drafted()]).when(command).events();
    expect(event).toMatchObject({
      data: { shipment: { shippingDate: '2026-12-23', deliveryDate: '2026-12-29' } },
    });
  });

  it('given an invalid order, when announced, then field errors come back', () => {
    spec
      .given([drafted()])
      .when(announce(order({ shippingDate: '2026-11-20' })))
      .thenThrows(ValidationError, {
        errors: [{ field: 'shippingDate', defaultMessage: 'shipment.shippingDate.past' }],
      });
  });
});

describe('commissioning a shipment', () => {
  it.each(['DRAFT', 'ANNOUNCED'] as const)(
    'given a %s shipment, when commissioned, then it is FINALIZED',
    (state) => {
      spec.given(histories[state]).when(commission()).then([commissioned]);
    },
  );

  it('given a draft, when commissioned with changes, then they are recorded with the state', () => {
    const events = spec
      .given([drafted()])
      .when(commission(order({ orderNumber: 'A-9' })))
      .events();
    expect(events).toMatchObject([
      {
        type: 'ShipmentCommissioned',
        data: {
          changes: [
            { path: 'state', value: 'FINALIZED' },
            { path: 'orderNumber', value: 'A-9' },
          ],
        },
      },
    ]);
    expect([drafted(), ...events].reduce(evolve, initialState)).toMatchObject({
      state: 'FINALIZED',
      commissionedOn: NOW,
    });
  });

  it.each(['CREATE_ANNOUNCEMENT', 'FINALIZED', 'CARGO_LIST_CREATED', 'CANCELLED'] as const)(
    'given a %s shipment, when commissioned, then it is refused',
    (state) => {
      spec.given(histories[state]).when(commission()).thenThrows(IllegalStateError, {
        code: 'shipment.commission.not-allowed',
      });
    },
  );

  it('given no shipment, when commissioned, then it is not found', () => {
    spec.given().when(commission()).thenThrows(NotFoundError, { code: 'shipment.not-found' });
  });

  it('given a draft whose shipping date has passed, when commissioned, then the rules refuse it', () => {
    spec
      .given([drafted()])
      .when(commission(undefined, { today: '2026-11-25' }))
      .thenThrows(ValidationError, {
        errors: [{ field: 'shippingDate', defaultMessage: 'shipment.shippingDate.past' }],
      });
  });
});

describe('cancelling a shipment', () => {
  it.each(['DRAFT', 'ANNOUNCED'] as const)(
    'given a %s shipment, when cancelled, then it is CANCELLED',
    (state) => {
      spec.given(histories[state]).when(cancel).then([cancelled]);
      expect([...histories[state], cancelled].reduce(evolve, initialState).state).toBe('CANCELLED');
    },
  );

  it('given a cancelled shipment, when cancelled again, then nothing happens', () => {
    spec.given(histories.CANCELLED).when(cancel).then([]);
  });

  it.each(['CREATE_ANNOUNCEMENT', 'FINALIZED', 'CARGO_LIST_CREATED'] as const)(
    'given a %s shipment, when cancelled, then it is refused',
    (state) => {
      spec
        .given(histories[state])
        .when(cancel)
        .thenThrows(IllegalStateError, { code: 'shipment.cancel.not-allowed' });
    },
  );

  it('given no shipment, when cancelled, then it is not found', () => {
    spec.given().when(cancel).thenThrows(NotFoundError);
  });
});

describe('deleting a shipment', () => {
  it.each(['DRAFT', 'ANNOUNCED'] as const)('given a %s shipment, when deleted, then it is gone', (state) => {
    spec.given(histories[state]).when(remove).then([deleted]);
  });

  it.each(['CREATE_ANNOUNCEMENT', 'FINALIZED', 'CARGO_LIST_CREATED', 'CANCELLED'] as const)(
    'given a %s shipment, when deleted, then it is refused',
    (state) => {
      spec
        .given(histories[state])
        .when(remove)
        .thenThrows(IllegalStateError, { code: 'shipment.delete.not-allowed' });
    },
  );

  it('given an unsaved (NEW) or deleted shipment, when deleted, then it is not found', () => {
    spec.given().when(remove).thenThrows(NotFoundError);
    spec.given([drafted(), deleted]).when(remove).thenThrows(NotFoundError);
  });

  it('given a deleted shipment, then every command finds nothing', () => {
    for (const command of [announce(), commission(), cancel, createCargoList]) {
      spec.given([drafted(), deleted]).when(command).thenThrows(NotFoundError);
    }
  });
});

describe('creating a cargo list', () => {
  it('given a finalized shipment, when a loading list takes it, then CARGO_LIST_CREATED', () => {
    spec.given(histories.FINALIZED).when(createCargoList).then([cargoListCreated]);
    expect(histories.CARGO_LIST_CREATED.reduce(evolve, initialState)).toMatchObject({
      state: 'CARGO_LIST_CREATED',
      loadingListIds: ['LL-1'],
    });
  });

  it.each(['DRAFT', 'CREATE_ANNOUNCEMENT', 'ANNOUNCED', 'CARGO_LIST_CREATED', 'CANCELLED'] as const)(
    'given a %s shipment, when a loading list takes it, then it is refused',
    (state) => {
      spec.given(histories[state]).when(createCargoList).thenThrows(IllegalStateError, {
        code: 'shipment.cargo-list.not-finalized',
      });
    },
  );

  it('given no shipment, when a loading list takes it, then it is not found', () => {
    spec.given().when(createCargoList).thenThrows(NotFoundError);
  });
});

describe('recording a quotation', () => {
  const quotation = { price: { value: 189.5, currency: 'EUR' }, additionalCosts: [] };
  const record: ShipmentCommand = { type: 'RecordQuotation', data: { ...base, quotation } };
  const recorded: ShipmentEvent = {
    type: 'QuotationRecorded',
    data: {
      shipmentNumber: '4711',
      quotation,
      quotedAt: NOW,
      changes: [
        { path: 'quotation.price.value', value: 189.5 },
        { path: 'quotation.price.currency', value: 'EUR' },
      ],
    },
  };

  it.each(['DRAFT', 'ANNOUNCED'] as const)('given a %s shipment, then the quotation is recorded', (state) => {
    spec.given(histories[state]).when(record).then([recorded]);
    const folded = [...histories[state], recorded].reduce(evolve, initialState);
    expect(folded.state !== 'NEW' && folded.quotation).toEqual(quotation);
  });

  it('given the same quotation again, then nothing is recorded', () => {
    spec.given([drafted(), recorded]).when(record).then([]);
  });

  it.each(['CREATE_ANNOUNCEMENT', 'FINALIZED', 'CARGO_LIST_CREATED', 'CANCELLED'] as const)(
    'given a %s shipment, then it is refused',
    (state) => {
      spec
        .given(histories[state])
        .when(record)
        .thenThrows(IllegalStateError, { code: 'shipment.quotation.not-allowed' });
    },
  );

  it('given no shipment, then it is not found', () => {
    spec.given().when(record).thenThrows(NotFoundError);
  });
});

describe('issuing a pick-up order', () => {
  const cross = (event: ShipmentEvent): ShipmentEvent =>
    event.type === 'ShipmentDrafted' || event.type === 'ShipmentCommissioned'
      ? ({ ...event, data: { ...event.data, shipmentType: 'QUER' } } as ShipmentEvent)
      : event;
  const crossHistories = {
    DRAFT: [drafted()].map(cross),
    FINALIZED: [drafted(), commissioned].map(cross),
    CARGO_LIST_CREATED: [drafted(), commissioned, cargoListCreated].map(cross),
    CREATE_ANNOUNCEMENT: [drafted(), requested].map(cross),
    CANCELLED: [drafted(), cancelled].map(cross),
  };
  const pickUpOrder = pickUpOrderSchema.parse({
    type: 'QUERTRANSPORT',
    partnerName: 'Partner Spedice s.r.o.',
    partnerEmail: 'dispo@partner.example',
    locationContactName: 'Anna Müller',
    locationEmail: 'anna@portal.example',
    sender: { name: 'Lager Praha s.r.o.' },
    consignee: { name: 'Bauer Werkzeuge KG' },
    shippingDate: '2026-11-24',
    notes: 'Rampe 3',
  });
  const issue = (order = pickUpOrder): ShipmentCommand => ({
    type: 'IssuePickUpOrder',
    data: { ...base, order, today: '2026-11-23' },
  });
  const issued: ShipmentEvent = {
    type: 'PickUpOrderIssued',
    data: {
      shipmentNumber: '4711',
      orderType: 'QUERTRANSPORT',
      partnerName: 'Partner Spedice s.r.o.',
      partnerEmail: 'dispo@partner.example',
      shippingDate: '2026-11-24',
      issuedAt: NOW,
      changes: [
        { path: 'pickUpOrder.type', value: 'QUERTRANSPORT' },
        { path: 'pickUpOrder.partnerName', value: 'Partner Spedice s.r.o.' },
        { path: 'pickUpOrder.partnerEmail', value: 'dispo@partner.example' },
        { path: 'pickUpOrder.shippingDate', value: '2026-11-24' },
      ],
    },
  };

  it.each(['DRAFT', 'FINALIZED', 'CARGO_LIST_CREATED'] as const)(
    'given a %s cross transport, then the issue is recorded with partner and dates only',
    (state) => {
      spec.given(crossHistories[state]).when(issue()).then([issued]);
      const before = crossHistories[state].reduce(evolve, initialState);
      expect(evolve(before, issued)).toEqual(before);
    },
  );

  it('given a cancelled cross transport or one being announced, then it is refused', () => {
    for (const history of [crossHistories.CANCELLED, crossHistories.CREATE_ANNOUNCEMENT]) {
      spec
        .given(history)
        .when(issue())
        .thenThrows(IllegalStateError, { code: 'shipment.pick-up-order.not-allowed' });
    }
  });

  it('given a distribution shipment, then it is refused', () => {
    spec
      .given(histories.DRAFT)
      .when(issue())
      .thenThrows(IllegalStateError, { code: 'shipment.pick-up-order.not-allowed' });
  });

  it('given dates in the past or beyond two months, then both are field errors', () => {
    spec
      .given(crossHistories.DRAFT)
      .when(issue({ ...pickUpOrder, shippingDate: '2026-11-20', deliveryDate: '2027-01-24' }))
      .thenThrows(ValidationError, {
        errors: [
          { field: 'order.shippingDate', defaultMessage: 'shipment.shippingDate.past' },
          { field: 'order.deliveryDate', defaultMessage: 'shipment.shippingDate.tooFar' },
        ],
      });
  });

  it('given no shipment, then it is not found', () => {
    spec.given().when(issue()).thenThrows(NotFoundError);
  });
});

describe('reporting a status of the journey', () => {
  const report = (reportId: string, status: JourneyStatusCode, occurredAt: string, extra = {}) =>
    ({
      ...statusReportSchema.parse({ reportId, status, occurredAt, ...extra }),
      status,
    }) as ResolvedStatusReport;
  const reportStatus = (body: ResolvedStatusReport): ShipmentCommand => ({
    type: 'ReportStatus',
    data: { shipmentNumber: '4711', report: body, now: NOW },
  });
  const reported = (body: ResolvedStatusReport, current: boolean): ShipmentEvent => {
    const { reportId, status, occurredAt, ...details } = body;
    return {
      type: 'ShipmentStatusReported',
      data: {
        shipmentNumber: '4711',
        reportId,
        status,
        occurredAt,
        ...details,
        reportedAt: NOW,
        current,
        changes: diff({}, { status, occurredAt, ...details }, 'journey'),
      },
    };
  };
  const pickedUp = report('r-1', 'PICKED_UP', '2026-11-24T08:00:00+01:00', {
    place: { branch: 'HAM', zipCode: '20539', city: 'Hamburg', country: 'DE' },
  });
  const departed = report('r-2', 'DEPARTED', '2026-11-24T18:00:00+01:00');
  const delivered = report('r-3', 'DELIVERED', '2026-11-25T10:00:00+01:00', { remarks: 'At the gate' });

  it.each(['FINALIZED', 'CARGO_LIST_CREATED'] as const)(
    'given a %s shipment, then the report is recorded as the current status',
    (state) => {
      spec
        .given(histories[state])
        .when(reportStatus(pickedUp))
        .then([reported(pickedUp, true)]);
    },
  );

  it('lists the report in changes under journey, for the audit log', () => {
    const [event] = spec.given(histories.FINALIZED).when(reportStatus(delivered)).events();
    expect(event && 'changes' in event.data ? event.data.changes : []).toEqual([
      { path: 'journey.status', value: 'DELIVERED' },
      { path: 'journey.occurredAt', value: '2026-11-25T10:00:00+01:00' },
      { path: 'journey.remarks', value: 'At the gate' },
    ]);
  });

  it('given the same report id again, then nothing is recorded', () => {
    spec
      .given([...histories.FINALIZED, reported(pickedUp, true)])
      .when(reportStatus({ ...pickedUp, status: 'DELIVERED' }))
      .then([]);
  });

  it('given a later status, then a late scan of an earlier time is history only', () => {
    const history = [...histories.FINALIZED, reported(departed, true)];
    spec
      .given(history)
      .when(reportStatus(pickedUp))
      .then([reported(pickedUp, false)]);
    const state = [...history, reported(pickedUp, false)].reduce(evolve, initialState);
    expect(state.state !== 'NEW' && state.journey?.current).toEqual({
      status: 'DEPARTED',
      occurredAt: '2026-11-24T18:00:00+01:00',
    });
  });

  it('compares instants, not the text of their offsets', () => {
    const history = [...histories.FINALIZED, reported(departed, true)];
    // 17:30Z is 18:30 in Hamburg: later than the departure at 18:00+01:00.
    const arrived = report('r-4', 'ARRIVED', '2026-11-24T17:30:00Z');
    spec
      .given(history)
      .when(reportStatus(arrived))
      .then([reported(arrived, true)]);
  });

  it('given a journey-ending status, then a later non-ending report is kept but does not replace it', () => {
    const history = [...histories.FINALIZED, reported(delivered, true)];
    const damaged = report('r-5', 'DAMAGED', '2026-11-25T12:00:00+01:00', { sscc: '340123450000000018' });
    spec
      .given(history)
      .when(reportStatus(damaged))
      .then([reported(damaged, false)]);
    const returned = report('r-6', 'RETURNED', '2026-11-26T09:00:00+01:00');
    spec
      .given(history)
      .when(reportStatus(returned))
      .then([reported(returned, true)]);
  });

  it.each(['DRAFT', 'ANNOUNCED', 'CANCELLED', 'CREATE_ANNOUNCEMENT'] as const)(
    'given a %s shipment, then it is refused: only a commissioned shipment has a journey',
    (state) => {
      spec
        .given(histories[state])
        .when(reportStatus(pickedUp))
        .thenThrows(IllegalStateError, { code: 'shipment.status.not-commissioned' });
    },
  );

  it('given a DELIVERED report with a proof of delivery, then the event keeps it and the file by its hash', () => {
    const file = {
      id: '6f1c1d2e-0000-4000-8000-000000000001',
      kind: 'SIGNATURE' as const,
      contentType: 'image/png',
      size: 68,
      sha256: 'ab'.repeat(32),
    };
    const pod = { receiverName: 'Jana Nováková', packages: 2, condition: 'GOOD', fileId: file.id };
    const withPod = report('r-7', 'DELIVERED', '2026-11-25T10:00:00+01:00', { pod });
    const [event] = spec
      .given(histories.FINALIZED)
      .when({
        type: 'ReportStatus',
        data: { shipmentNumber: '4711', report: withPod, now: NOW, podFile: file },
      })
      .events();
    expect(event?.type === 'ShipmentStatusReported' && event.data.pod).toEqual({
      receiverName: 'Jana Nováková',
      packages: 2,
      condition: 'GOOD',
      file,
    });
    expect(event && 'changes' in event.data ? event.data.changes : []).toContainEqual({
      path: 'journey.pod.receiverName',
      value: 'Jana Nováková',
    });
  });

  it('given a proof of delivery on another status, then it is not recorded', () => {
    const arrived = report('r-8', 'ARRIVED', '2026-11-25T10:00:00+01:00', { pod: { packages: 2 } });
    const [event] = spec.given(histories.FINALIZED).when(reportStatus(arrived)).events();
    expect(event?.type === 'ShipmentStatusReported' && 'pod' in event.data).toBe(false);
  });

  it('given no shipment or a deleted one, then it is not found', () => {
    spec.given().when(reportStatus(pickedUp)).thenThrows(NotFoundError);
    spec
      .given([...histories.DRAFT, deleted])
      .when(reportStatus(pickedUp))
      .thenThrows(NotFoundError);
  });
});
