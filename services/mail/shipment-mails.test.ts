import { describe, expect, it } from 'vitest';
import { shipmentDataSchema } from '../../contracts/shipment/shipment.ts';
import { order } from '../domain/shipment/fixtures.ts';
import {
  branchMailLanguage,
  type MailingEvent,
  type MailState,
  type ShipmentMailFacts,
  shipmentMails,
} from './shipment-mails.ts';

/** Given a shipment and what is known around it, when an event happens, then these mails go out. */

const shipment = (overrides: Parameters<typeof order>[0] = {}) => shipmentDataSchema.parse(order(overrides));

const state = (overrides: Partial<MailState> = {}): MailState => ({
  emonsCustomerId: '100001',
  location: 'HAM',
  type: 'DISTRIBUTION',
  shipment: shipment(),
  ...overrides,
});

const facts = (overrides: Partial<ShipmentMailFacts> = {}): ShipmentMailFacts => ({
  time: '2026-11-24T09:30:00.000Z',
  customerName: 'Müller Maschinenbau GmbH',
  location: {
    country: 'DE',
    announcementEmail: ['dispo@branch.example'],
    cancellationEmail: ['storno@branch.example'],
    insuranceEmail: ['insurance@branch.example'],
    belogEmail: ['belog@branch.example'],
  },
  insuranceThreshold: 5000,
  user: { login: 'customer1', fullName: 'Clara Customer' },
  ...overrides,
});

const announced: MailingEvent = {
  type: 'ShipmentAnnounced',
  data: { shipmentNumber: '1000001', shippingNoticeCreated: '2026-11-24', changes: [] },
};
const cancelled: MailingEvent = {
  type: 'ShipmentCancelled',
  data: { shipmentNumber: '1000001' },
} as MailingEvent;
const commissioned = (current: MailState): MailingEvent => ({
  type: 'ShipmentCommissioned',
  data: {
    shipmentNumber: '1000001',
    shipmentType: current.type,
    shipment: current.shipment,
    commissionedOn: '2026-11-24',
    changes: [],
  },
});

const summary = (mails: ReturnType<typeof shipmentMails>) =>
  mails.map((mail) => `${mail.template}/${mail.key} -> ${mail.recipients.join(',')}`);

describe('the shipment mails', () => {
  it("send the shipping notice to the branch on announcement, in the branch's language", () => {
    const mails = shipmentMails(announced, state(), facts());
    expect(summary(mails)).toEqual(['shipping-notice/branch -> dispo@branch.example']);
    expect(mails[0]?.language).toBe('de');
    expect(mails[0]?.carriesUserData).toBe(false);
    expect(mails[0]?.values).toMatchObject({
      shipmentNumber: '1000001',
      customerName: 'Müller Maschinenbau GmbH',
      sender: 'Müller Maschinenbau GmbH, DE-20457 Hamburg',
      shippingDate: '2026-11-24',
    });
  });

  it("send the user's own copy of the shipping notice when their setting gives an address", () => {
    const mails = shipmentMails(
      announced,
      state(),
      facts({ user: { login: 'customer1', shippingNoticeAddress: 'me@customer.example' } }),
    );
    expect(summary(mails)).toEqual([
      'shipping-notice/branch -> dispo@branch.example',
      'shipping-notice/customer -> me@customer.example',
    ]);
    expect(mails[1]?.carriesUserData).toBe(true);
  });

  it('send the cancellation with the date and the user who cancelled', () => {
    const mails = shipmentMails(cancelled, state(), facts());
    expect(summary(mails)).toEqual(['cancellation/ -> storno@branch.example']);
    expect(mails[0]?.values).toMatchObject({ cancelledAt: '2026-11-24', user: 'Clara Customer' });
    expect(mails[0]?.carriesUserData).toBe(true);
  });

  it('send the insurance advice on announcement and commissioning only above the threshold', () => {
    const insured = state({ shipment: shipment({ insuranceValue: { value: 6000, currency: 'EUR' } }) });
    expect(summary(shipmentMails(announced, insured, facts()))).toContain(
      'insurance-advice/6000EUR -> insurance@branch.example',
    );
    expect(summary(shipmentMails(commissioned(insured), insured, facts()))).toEqual([
      'insurance-advice/6000EUR -> insurance@branch.example',
    ]);
    const atThreshold = state({ shipment: shipment({ insuranceValue: { value: 5000, currency: 'EUR' } }) });
    expect(summary(shipmentMails(commissioned(atThreshold), atThreshold, facts()))).toEqual([]);
    expect(
      summary(shipmentMails(commissioned(insured), insured, facts({ insuranceThreshold: undefined }))),
    ).toEqual([]);
    const advice = shipmentMails(commissioned(insured), insured, facts())[0];
    expect(advice?.values).toMatchObject({ insuranceValue: '6000 EUR', threshold: '5000 EUR' });
  });

  it('send the Belog notification to the branch and the user on announcement and commissioning', () => {
    const belog = state({ type: 'BELOG' });
    const withCopy = facts({ user: { login: 'customer1', belogAddress: 'belog@customer.example' } });
    expect(summary(shipmentMails(commissioned(belog), belog, withCopy))).toEqual([
      'belog-notification/branch -> belog@branch.example',
      'belog-notification/customer -> belog@customer.example',
    ]);
    const onAnnouncement = shipmentMails(announced, belog, facts());
    expect(summary(onAnnouncement)).toContain('belog-notification/branch -> belog@branch.example');
    expect(onAnnouncement.find((mail) => mail.template === 'belog-notification')?.values).toMatchObject({
      action: 'announced',
      date: '2026-11-24',
    });
    expect(summary(shipmentMails(cancelled, belog, facts()))).toEqual([
      'cancellation/ -> storno@branch.example',
    ]);
  });

  it('send nothing on a commissioning without Belog or insurance, nor to a branch without addresses', () => {
    expect(shipmentMails(commissioned(state()), state(), facts())).toEqual([]);
    const silent = facts({
      location: {
        country: 'CZ',
        announcementEmail: [],
        cancellationEmail: [],
        insuranceEmail: [],
        belogEmail: [],
      },
    });
    expect(shipmentMails(announced, state(), silent)).toEqual([]);
    expect(shipmentMails(cancelled, state(), silent)).toEqual([]);
  });

  it("write each recipient once and speak the branch country's language", () => {
    const twice = facts({
      location: {
        ...(facts().location as NonNullable<ShipmentMailFacts['location']>),
        announcementEmail: ['a@x.example', 'a@x.example'],
      },
    });
    expect(shipmentMails(announced, state(), twice)[0]?.recipients).toEqual(['a@x.example']);
    expect(['DE', 'AT', 'CZ', 'SK', 'PL', undefined].map(branchMailLanguage)).toEqual([
      'de',
      'de',
      'cs',
      'sk',
      'en',
      'de',
    ]);
  });
});

describe('status mails', () => {
  const reported = (
    status: 'DELIVERED' | 'DELIVERY_ATTEMPTED' | 'ARRIVED',
    current = true,
    pod?: Record<string, unknown>,
  ): MailingEvent =>
    ({
      type: 'ShipmentStatusReported',
      data: {
        shipmentNumber: '1000001',
        reportId: 'r-1',
        status,
        occurredAt: '2026-11-26T10:00:00+01:00',
        place: { branch: 'MUC', city: 'München', country: 'DE' },
        ...(status === 'DELIVERY_ATTEMPTED' ? { reason: 'CONSIGNEE_ABSENT' } : {}),
        ...(pod ? { pod } : {}),
        reportedAt: '2026-11-26T09:01:00.000Z',
        current,
        changes: [],
      },
    }) as MailingEvent;
  const subscribers = [
    { userId: 'u-1', login: 'clara', email: 'clara@customer.example', delivered: true, exceptions: false },
    { userId: 'u-2', login: 'emil', email: 'emil@customer.example', delivered: false, exceptions: true },
  ];
  const withSubscribers = facts({
    statusSubscribers: subscribers,
    podLink: 'https://portal.example/proof-of-delivery/1000001/r-1',
  });
  const file = { id: 'f', kind: 'SIGNATURE', contentType: 'image/png', size: 1, sha256: 'x' };

  it('given a current DELIVERED report, when a user switched "delivered" on, then that user gets a mail with the POD link', () => {
    const mails = shipmentMails(reported('DELIVERED', true, { packages: 2, file }), state(), withSubscribers);
    expect(summary(mails)).toEqual(['status-delivered/u-1 -> clara@customer.example']);
    expect(mails[0]?.values).toMatchObject({
      status: 'Zugestellt',
      packages: '2',
      podLink: 'https://portal.example/proof-of-delivery/1000001/r-1',
      occurredAt: '2026-11-26 10:00',
    });
    expect(mails[0]?.recipientUser).toEqual({ userId: 'u-1', login: 'clara' });
  });

  it('given a DELIVERED report without a file, then the mail has no link', () => {
    const [mail] = shipmentMails(reported('DELIVERED'), state(), withSubscribers);
    expect(mail?.values).toMatchObject({ podLink: '-', packages: '-' });
  });

  it('given a current exception, then the users with "exceptions" on get a mail with the reason', () => {
    const mails = shipmentMails(reported('DELIVERY_ATTEMPTED'), state(), withSubscribers);
    expect(summary(mails)).toEqual(['status-exception/u-2 -> emil@customer.example']);
    expect(mails[0]?.values).toMatchObject({
      status: 'Zustellversuch',
      reason: 'Empfänger nicht angetroffen',
    });
  });

  it('given a late report, a calm status or nobody switched on, then no mail', () => {
    expect(shipmentMails(reported('DELIVERED', false), state(), withSubscribers)).toEqual([]);
    expect(shipmentMails(reported('DELIVERY_ATTEMPTED', false), state(), withSubscribers)).toEqual([]);
    expect(shipmentMails(reported('ARRIVED'), state(), withSubscribers)).toEqual([]);
    expect(shipmentMails(reported('DELIVERED'), state(), facts())).toEqual([]);
  });
});
