import type { Location } from '../../contracts/masterdata/locations.ts';
import {
  findJourneyStatus,
  journeyReasonName,
  journeyStatusName,
} from '../../contracts/shipment/journey-values.ts';
import type { SavedShipment, ShipmentEvent } from '../domain/shipment/index.ts';
import type { MailTemplate } from './templates.ts';

/**
 * Who gets which mail about a shipment, as a pure policy: the shipping notice on announcement (the
 * branch's addresses, and the user's own address when their setting is ON), the cancellation, the
 * insurance advice when the insured value exceeds the currency's threshold, and the Belog
 * notification on announcement and commissioning. The use case (react-to-shipment.ts) gathers the
 * facts and queues what this returns.
 */

/** The events that can have mails. */
export type MailingEvent = Extract<
  ShipmentEvent,
  { type: 'ShipmentAnnounced' | 'ShipmentCancelled' | 'ShipmentCommissioned' | 'ShipmentStatusReported' }
>;

/** A user of the shipment's customer and the status mails their personal settings switched on. */
export interface StatusMailSubscriber {
  userId: string;
  login: string;
  email: string;
  delivered: boolean;
  exceptions: boolean;
}

/** What a shipment's mails are made of: its customer, branch, type and order, as after the event. */
export type MailState = Pick<SavedShipment, 'emonsCustomerId' | 'location' | 'type' | 'shipment'>;

/** What the policy needs to know beyond the shipment. */
export interface ShipmentMailFacts {
  /** When the event happened (its metadata's time), ISO 8601. */
  time: string;
  customerName: string | undefined;
  location:
    | (Pick<Location, 'announcementEmail' | 'cancellationEmail' | 'insuranceEmail' | 'belogEmail'> & {
        country: string;
      })
    | undefined;
  /** The insurance threshold of the order's insurance currency, if it has one. */
  insuranceThreshold: number | undefined;
  /** The user who acted, with the addresses their settings send their own copies to (when ON). */
  user: {
    login?: string | undefined;
    fullName?: string | undefined;
    shippingNoticeAddress?: string | undefined;
    belogAddress?: string | undefined;
  };
  /** For a status report: the users of the shipment's customer with a status mail switched on. */
  statusSubscribers?: readonly StatusMailSubscriber[];
  /** For a DELIVERED report with a proof-of-delivery file: its absolute download link. */
  podLink?: string | undefined;
}

/** One mail to queue. `key` tells two mails of one event and template apart (branch, customer). */
export interface PlannedMail {
  template: MailTemplate;
  key: string;
  recipients: string[];
  language: string;
  values: Record<string, string>;
  /** A mail with the user's name or to their own address is theirs too: erased with them. */
  carriesUserData: boolean;
  /** The user a mail is addressed to, when not the one who acted (a status mail): erased with them. */
  recipientUser?: { userId: string; login: string };
}

const BRANCH_LANGUAGE: Record<string, string> = { DE: 'de', AT: 'de', CZ: 'cs', SK: 'sk' };

/** The language of a branch's mails, by the branch's country. */
export function branchMailLanguage(country: string | undefined): string {
  return BRANCH_LANGUAGE[country ?? 'DE'] ?? 'en';
}

const total = <T>(items: readonly T[], value: (item: T) => number) =>
  items.reduce((sum, item) => sum + value(item), 0);

const party = (p: { name: string; zipCode: string; city: string; country: string }) =>
  `${p.name}, ${p.country}-${p.zipCode} ${p.city}`;

/** Whether the order's insured value lies above its currency's threshold. */
export function needsInsuranceAdvice(
  insured: { value: number } | undefined,
  threshold: number | undefined,
): boolean {
  return Boolean(insured && threshold !== undefined && insured.value > threshold);
}

/** The mails `event` sends, each with recipients; none without recipients. */
export function shipmentMails(
  event: MailingEvent,
  state: MailState,
  facts: ShipmentMailFacts,
): PlannedMail[] {
  const order = state.shipment;
  const language = branchMailLanguage(facts.location?.country);
  const common = {
    shipmentNumber: event.data.shipmentNumber,
    customerName: facts.customerName ?? state.emonsCustomerId,
    customerId: state.emonsCustomerId,
  };
  const mails: PlannedMail[] = [];
  const add = (
    template: MailTemplate,
    recipients: readonly (string | undefined)[],
    values: Record<string, string>,
    key = '',
    carriesUserData = false,
  ) => {
    const to = [...new Set(recipients.filter((address): address is string => Boolean(address)))];
    if (to.length > 0)
      mails.push({
        template,
        key,
        recipients: to,
        language,
        values: { ...common, ...values },
        carriesUserData,
      });
  };

  if (event.type === 'ShipmentAnnounced') {
    const notice = {
      sender: party(order.sender),
      consignee: party(order.consignee),
      shippingDate: order.shippingDate,
      shippingTime: [order.shippingTimeFrom, order.shippingTimeUntil].filter(Boolean).join(' - '),
      deliveryDate: order.deliveryDate ?? '-',
      product: order.product.name ?? order.product.identifier,
      packages: String(total(order.cargoList.items, (item) => item.colliQty)),
      weight: String(total(order.cargoList.items, (item) => item.weight)),
      notice: order.shippingNotice ?? '-',
    };
    add('shipping-notice', facts.location?.announcementEmail ?? [], notice, 'branch');
    add('shipping-notice', [facts.user.shippingNoticeAddress], notice, 'customer', true);
  }
  if (event.type === 'ShipmentCancelled') {
    add(
      'cancellation',
      facts.location?.cancellationEmail ?? [],
      { cancelledAt: facts.time.slice(0, 10), user: facts.user.fullName ?? facts.user.login ?? '' },
      '',
      true,
    );
  }
  if (event.type === 'ShipmentAnnounced' || event.type === 'ShipmentCommissioned') {
    const insured = order.insuranceValue;
    if (insured && needsInsuranceAdvice(insured, facts.insuranceThreshold)) {
      add(
        'insurance-advice',
        facts.location?.insuranceEmail ?? [],
        {
          insuranceValue: `${insured.value} ${insured.currency}`,
          threshold: `${facts.insuranceThreshold} ${insured.currency}`,
        },
        `${insured.value}${insured.currency}`,
      );
    }
    if (state.type === 'BELOG') {
      const values = {
        action: event.type === 'ShipmentAnnounced' ? 'announced' : 'commissioned',
        date: facts.time.slice(0, 10),
      };
      add('belog-notification', facts.location?.belogEmail ?? [], values, 'branch');
      add('belog-notification', [facts.user.belogAddress], values, 'customer', true);
    }
  }
  if (event.type === 'ShipmentStatusReported')
    mails.push(...statusMails(event, state, facts, language, common));
  return mails;
}

/**
 * A status report that becomes current and is DELIVERED or an exception: one mail to each user of
 * the shipment's customer who switched that mail on. A late report (not current) sends nothing.
 */
function statusMails(
  event: Extract<MailingEvent, { type: 'ShipmentStatusReported' }>,
  state: MailState,
  facts: ShipmentMailFacts,
  language: string,
  common: Record<string, string>,
): PlannedMail[] {
  const report = event.data;
  const status = findJourneyStatus(report.status);
  if (!report.current || !status) return [];
  const delivered = report.status === 'DELIVERED';
  if (!delivered && !status.exception) return [];
  const template: MailTemplate = delivered ? 'status-delivered' : 'status-exception';
  const place = report.place ?? {};
  const values = {
    ...common,
    orderNumber: state.shipment.orderNumber ?? '-',
    consignee: party(state.shipment.consignee),
    status: journeyStatusName(report.status, language),
    occurredAt: report.occurredAt.slice(0, 16).replace('T', ' '),
    place:
      [place.branch, [place.country, place.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') || '-',
    ...(delivered
      ? {
          packages: report.pod?.packages !== undefined ? String(report.pod.packages) : '-',
          podLink: report.pod?.file && facts.podLink ? facts.podLink : '-',
        }
      : { reason: report.reason ? journeyReasonName(report.reason, language) : '-' }),
  };
  return (facts.statusSubscribers ?? [])
    .filter((user) => user.email && (delivered ? user.delivered : user.exceptions))
    .map((user) => ({
      template,
      key: user.userId,
      recipients: [user.email],
      language,
      values,
      carriesUserData: false,
      recipientUser: { userId: user.userId, login: user.login },
    }));
}
