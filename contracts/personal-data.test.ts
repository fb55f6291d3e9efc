import { describe, expect, it } from 'vitest';
import { ERASED_EMAIL, ERASED_TEXT, erasedValue, partyIdentity, personalFieldsOf } from './personal-data.ts';

const consignee = {
  name: 'Jana  Nováková',
  street: 'Vrbová 5',
  zipCode: '60200',
  city: 'Brno',
  country: 'CZ',
};

describe('the declaration of personal data in events', () => {
  it("names a shipment's parties, their changes and the user, each with its subject", () => {
    const groups = personalFieldsOf({
      type: 'ShipmentSaved',
      data: {
        shipmentNumber: '4711',
        shipment: {
          sender: { name: '', street: 'x', zipCode: '1' },
          consignee: { ...consignee, email: 'j@n.cz' },
        },
        changes: [
          { path: 'consignee.email', value: 'j@n.cz' },
          { path: 'consignee.zipCode', value: '60200' },
          { path: 'cargoList.items[0].weight', value: 10 },
        ],
      },
      metadata: { time: 't', userId: 'u-1', userLogin: 'customer1' },
    });
    expect(groups).toEqual([
      {
        subject: { kind: 'party', identity: ['jana nováková', 'vrbová 5', '60200', 'cz'] },
        contexts: ['shipment:4711'],
        paths: [
          'data.shipment.consignee.name',
          'data.shipment.consignee.street',
          'data.shipment.consignee.city',
          'data.shipment.consignee.email',
          'data.changes.0.value',
        ],
      },
      {
        subject: { kind: 'user', identity: ['u-1'] },
        contexts: [],
        paths: ['metadata.userLogin', 'metadata.userFullName'],
      },
    ]);
  });

  it('seals the free texts of an order and their changes under the shipment, linked to it', () => {
    const groups = personalFieldsOf({
      type: 'ShipmentAnnouncementRequested',
      data: {
        shipmentNumber: '4711',
        shipment: {
          consignee,
          orderNumber: 'A-1',
          shippingNotice: 'Ring twice, Mrs Novak',
          cargoList: { items: [{ goods: 'Parts', marking: 'NOVAK 1' }, { goods: 'Tools' }] },
          deliveryNotes: [
            { identifier: '102', attachmentValue: 'j@n.cz' },
            { identifier: '200', name: 'Tail lift' },
          ],
        },
        changes: [
          { path: 'state', value: 'CREATE_ANNOUNCEMENT' },
          { path: 'shippingNotice', value: 'Ring twice, Mrs Novak' },
          { path: 'cargoList.items[0].marking', value: 'NOVAK 1' },
          { path: 'cargoList.items[0].goods', value: 'Parts' },
          { path: 'deliveryNotes[0].attachmentValue', value: 'j@n.cz' },
          { path: 'deliveryNotes[0].identifier', value: '102' },
          { path: 'orderNumber', value: 'A-1' },
        ],
      },
      metadata: { time: 't' },
    });
    expect(groups).toHaveLength(2);
    expect(groups[1]).toEqual({
      subject: { kind: 'shipment', identity: ['4711'] },
      contexts: ['shipment:4711'],
      paths: [
        'data.shipment.shippingNotice',
        'data.shipment.cargoList.items.0.marking',
        'data.shipment.deliveryNotes.0.attachmentValue',
        'data.changes.1.value',
        'data.changes.2.value',
        'data.changes.4.value',
      ],
    });
  });

  it("seals a pick-up partner together with the order's free texts under one shipment subject", () => {
    const groups = personalFieldsOf({
      type: 'PickUpOrderIssued',
      data: {
        shipmentNumber: '4712',
        partnerName: 'Spedice Novák',
        partnerEmail: 'p@novak.cz',
        changes: [
          { path: 'pickUpOrder.type', value: 'PICK_UP' },
          { path: 'pickUpOrder.partnerName', value: 'Spedice Novák' },
          { path: 'pickUpOrder.partnerEmail', value: 'p@novak.cz' },
        ],
      },
      metadata: { time: 't' },
    });
    expect(groups).toEqual([
      {
        subject: { kind: 'shipment', identity: ['4712'] },
        contexts: ['shipment:4712'],
        paths: ['data.partnerName', 'data.partnerEmail', 'data.changes.1.value', 'data.changes.2.value'],
      },
    ]);
  });

  it("seals a status report's remarks and reporter under the shipment subject, its codes not", () => {
    const groups = personalFieldsOf({
      type: 'ShipmentStatusReported',
      data: {
        shipmentNumber: '4713',
        reportId: 'r-1',
        status: 'DELIVERED',
        occurredAt: '2026-11-30T10:00:00+01:00',
        remarks: 'Left with neighbour Mrs Novak',
        reporter: 'Driver Jan Dvořák',
        changes: [
          { path: 'journey.status', value: 'DELIVERED' },
          { path: 'journey.remarks', value: 'Left with neighbour Mrs Novak' },
          { path: 'journey.reporter', value: 'Driver Jan Dvořák' },
        ],
      },
      metadata: { time: 't' },
    });
    expect(groups).toEqual([
      {
        subject: { kind: 'shipment', identity: ['4713'] },
        contexts: ['shipment:4713'],
        paths: ['data.remarks', 'data.reporter', 'data.changes.1.value', 'data.changes.2.value'],
      },
    ]);
    const plain = personalFieldsOf({
      type: 'ShipmentStatusReported',
      data: { shipmentNumber: '4713', reportId: 'r-2', status: 'LOADED', changes: [] },
      metadata: { time: 't' },
    });
    expect(plain).toEqual([]);
  });

  it('adds no shipment subject to an order without free texts or to events that carry none', () => {
    const kinds = (event: { type: string; data: unknown }) =>
      personalFieldsOf({ ...event, metadata: { time: 't' } }).map((group) => group.subject.kind);
    expect(
      kinds({
        type: 'ShipmentSaved',
        data: {
          shipmentNumber: '1',
          shipment: { consignee, cargoList: { items: [{ goods: 'Parts' }] }, deliveryNotes: [] },
          changes: [{ path: 'cargoList.items[0].goods', value: 'Parts' }],
        },
      }),
    ).toEqual(['party']);
    expect(
      kinds({
        type: 'ShipmentAnnounced',
        data: {
          shipmentNumber: '1',
          shippingNoticeCreated: 't',
          changes: [{ path: 'state', value: 'ANNOUNCED' }],
        },
      }),
    ).toEqual([]);
  });

  it('seals a mail under its own subject, linked to the shipment it is about', () => {
    expect(
      personalFieldsOf({
        type: 'MailQueued',
        data: { mailId: 'm-1', contextId: '4711', recipients: ['a@b.de'], subject: 's', content: 'c' },
        metadata: { time: 't' },
      }),
    ).toEqual([
      {
        subject: { kind: 'mail', identity: ['m-1'] },
        contexts: ['shipment:4711'],
        paths: ['data.recipients', 'data.subject', 'data.content'],
      },
    ]);
  });

  it("links a mail queued with a user's data to the user, who is erased with it", () => {
    expect(
      personalFieldsOf({
        type: 'MailQueued',
        data: {
          mailId: 'm-2',
          contextId: '4711',
          recipients: ['me@b.de'],
          subject: 's',
          content: 'c',
          attachments: [{ id: 'a-1', filename: 'pod-jana.pdf', contentType: 'application/pdf', size: 9 }],
        },
        metadata: { time: 't', userId: 'u-1', userLogin: 'customer1', userFullName: 'Jana' },
      }),
    ).toEqual([
      {
        subject: { kind: 'mail', identity: ['m-2'] },
        contexts: ['shipment:4711', 'mail:m-2'],
        paths: ['data.recipients', 'data.subject', 'data.content', 'data.attachments.0.filename'],
      },
      {
        subject: { kind: 'user', identity: ['u-1'] },
        contexts: ['mail:m-2'],
        paths: ['metadata.userLogin', 'metadata.userFullName'],
      },
    ]);
  });

  it('keeps who asked for a retry or switched the SFTP processing under that user, when the metadata names them', () => {
    const retry = (metadata: Record<string, unknown>) =>
      personalFieldsOf({
        type: 'MailRetryRequested',
        data: { mailId: 'm-1', requestedBy: 'admin' },
        metadata,
      });
    expect(retry({ time: 't', userId: 'u-9', userLogin: 'admin' })).toEqual([
      { subject: { kind: 'mail', identity: ['m-1'] }, contexts: [], paths: [] },
      {
        subject: { kind: 'user', identity: ['u-9'] },
        contexts: [],
        paths: ['metadata.userLogin', 'metadata.userFullName', 'data.requestedBy'],
      },
    ]);
    // Written before the metadata named the user: under the mail, as before.
    expect(retry({ time: 't', userLogin: 'admin' })).toEqual([
      { subject: { kind: 'mail', identity: ['m-1'] }, contexts: [], paths: ['data.requestedBy'] },
    ]);
    expect(
      personalFieldsOf({
        type: 'SftpIngestionStopped',
        data: { at: 't', by: 'admin' },
        metadata: { time: 't', userId: 'u-9', userLogin: 'admin' },
      }),
    ).toEqual([
      {
        subject: { kind: 'user', identity: ['u-9'] },
        contexts: [],
        paths: ['metadata.userLogin', 'metadata.userFullName', 'data.by'],
      },
    ]);
  });

  it('identifies a party by name and address without case, spacing or Unicode form', () => {
    expect(partyIdentity({ ...consignee, name: ' JANA NOVÁKOVÁ ' })).toEqual(partyIdentity(consignee));
    expect(partyIdentity({ ...consignee, name: 'Jana Nova\u0301kova\u0301' })).toEqual(
      partyIdentity(consignee),
    );
    expect(partyIdentity({ ...consignee, street: 'Vrbová 6' })).not.toEqual(partyIdentity(consignee));
    expect(partyIdentity({ ...consignee, name: ERASED_TEXT })).toBeNull();
  });

  it('erases texts, keeps the shape of lists and objects, and keeps e-mail addresses looking like one', () => {
    expect(erasedValue(['a@b.de', 'Jana'])).toEqual([ERASED_EMAIL, ERASED_TEXT]);
    expect(erasedValue({ name: 'Jana', count: 2 })).toEqual({ name: ERASED_TEXT, count: null });
  });
});
