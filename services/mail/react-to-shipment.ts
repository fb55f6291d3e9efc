import type { Config } from '../../contracts/config.ts';
import { findJourneyStatus } from '../../contracts/shipment/journey-values.ts';
import { findShipmentOwners } from '../../projections/shipment-list/queries.ts';
import type { Db } from '../db/index.ts';
import { derivedUuid } from '../domain/ids.ts';
import { type ShipmentEvent, shipmentDecider, shipmentStreamId } from '../domain/shipment/index.ts';
import { type EventStore, foldRecorded, type RecordedEvent } from '../eventstore/index.ts';
import { portalOrigin } from '../identity/issuer.ts';
import { currencyConfig, findCustomer, findLocation } from '../masterdata/index.ts';
import { personalSetting } from '../masterdata/queries/personal-settings.ts';
import { activeTraceparent } from '../runtime/index.ts';
import { queueMail } from './queue-mail.ts';
import {
  type MailingEvent,
  type MailState,
  needsInsuranceAdvice,
  type ShipmentMailFacts,
  shipmentMails,
} from './shipment-mails.ts';
import { statusMailSubscribers } from './status-subscribers.ts';

/** A shipment event as the store recorded it. */
export type RecordedShipmentEvent = RecordedEvent & ShipmentEvent;

export interface ShipmentMailDeps {
  db: Db;
  eventStore: EventStore;
  config: Pick<Config, 'MAIL_MAX_RETRIES'> & Partial<Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'>>;
}

/**
 * The master data a batch of events looks up, each asked once per batch: a batch of announcements
 * of one customer needs its customer, branch and settings once, not per shipment.
 */
export function shipmentMailLookups(db: Db) {
  const memo = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    let found = memo.get(key) as Promise<T> | undefined;
    if (!found) {
      found = load();
      memo.set(key, found);
    }
    return found;
  };
  return {
    customer: (id: string) => once(`customer:${id}`, () => findCustomer(db, id)),
    location: (id: string) => once(`location:${id}`, () => findLocation(db, id)),
    currency: (code: string) => once(`currency:${code}`, () => currencyConfig(db, code)),
    setting: (username: string | undefined, name: string) =>
      username
        ? once(`setting:${username}:${name}`, async () => (await personalSetting(db, username, name))?.value)
        : Promise.resolve(undefined),
  };
}

export type ShipmentMailLookups = ReturnType<typeof shipmentMailLookups>;

const isMailing = (event: RecordedShipmentEvent): event is RecordedEvent & MailingEvent =>
  event.type === 'ShipmentAnnounced' ||
  event.type === 'ShipmentCancelled' ||
  event.type === 'ShipmentCommissioned' ||
  event.type === 'ShipmentStatusReported';

/** A status report has mails only when it becomes current and is DELIVERED or an exception. */
function statusMayMail(event: RecordedShipmentEvent): boolean {
  if (event.type !== 'ShipmentStatusReported') return true;
  if (!event.data.current) return false;
  return event.data.status === 'DELIVERED' || (findJourneyStatus(event.data.status)?.exception ?? false);
}

/** The web app's page that downloads a report's proof of delivery after sign-in, on the portal's origin. */
export function podLinkOf(
  config: ShipmentMailDeps['config'],
  shipmentNumber: string,
  reportId: string,
): string {
  const origin = portalOrigin({ HOST: 'localhost', PORT: 8080, ...config } as Config);
  return `${origin}/proof-of-delivery/${encodeURIComponent(shipmentNumber)}/${encodeURIComponent(reportId)}`;
}

/** What a status report's mails need beyond the shipment: who switched them on, and the POD link. */
async function statusFacts(deps: ShipmentMailDeps, event: RecordedShipmentEvent, customerId: string) {
  if (event.type !== 'ShipmentStatusReported') return {};
  return {
    statusSubscribers: await statusMailSubscribers(deps.db, customerId),
    ...(event.data.pod?.file
      ? { podLink: podLinkOf(deps.config, event.data.shipmentNumber, event.data.reportId) }
      : {}),
  };
}

/** The threshold of a currency's insurance advice, if the currency has one. */
async function thresholdOf(lookup: ShipmentMailLookups, currency: string | undefined) {
  const limits = currency ? await lookup.currency(currency) : undefined;
  return limits ? Number(limits.insuranceThreshold) : undefined;
}

/** The address a user's setting sends their own copy to, when the setting is ON. */
async function ownCopy(lookup: ShipmentMailLookups, login: string | undefined, on: string, address: string) {
  if ((await lookup.setting(login, on)) !== 'ON') return undefined;
  const value = await lookup.setting(login, address);
  return typeof value === 'string' ? value : undefined;
}

/** The shipment as it stood after `event`, folded from its stream; none while it is not drafted. */
async function stateUpTo(
  eventStore: EventStore,
  event: RecordedShipmentEvent,
): Promise<MailState | undefined> {
  const recorded = await eventStore.readStream(shipmentStreamId(event.data.shipmentNumber));
  const state = foldRecorded(
    shipmentDecider,
    recorded.filter((e) => e.streamVersion <= event.streamVersion),
  );
  return state.state === 'NEW' ? undefined : state;
}

/**
 * The use case behind the shipment mails: gathers what the policy needs (shipment-mails.ts,
 * `shipmentMails`) and queues its mails. Each mail's id derives from the event and the template,
 * so a replay queues nothing new. `known` is the state when the caller has it already.
 */
export async function queueShipmentMails(
  deps: ShipmentMailDeps,
  event: RecordedShipmentEvent,
  lookup: ShipmentMailLookups = shipmentMailLookups(deps.db),
  known?: MailState,
): Promise<void> {
  if (!isMailing(event) || !statusMayMail(event)) return;
  // A commissioning carries the whole order: without an insured value above the threshold and
  // unless it is a Belog shipment it has no mail, and its stream need not be read (decision 0148).
  if (event.type === 'ShipmentCommissioned' && event.data.shipmentType !== 'BELOG') {
    const insured = event.data.shipment.insuranceValue;
    if (!needsInsuranceAdvice(insured, await thresholdOf(lookup, insured?.currency))) return;
  }
  const state = known ?? (await stateUpTo(deps.eventStore, event));
  if (!state) return;
  const login = event.metadata.userLogin as string | undefined;
  const [customer, location, insuranceThreshold] = await Promise.all([
    lookup.customer(state.emonsCustomerId),
    state.location ? lookup.location(state.location) : undefined,
    thresholdOf(lookup, state.shipment.insuranceValue?.currency),
  ]);
  const belog = state.type === 'BELOG' && event.type !== 'ShipmentCancelled';
  const facts: ShipmentMailFacts = {
    time: event.metadata.time,
    customerName: customer?.name,
    location: location && { ...location, country: location.address.country },
    insuranceThreshold,
    user: {
      login,
      fullName: event.metadata.userFullName as string | undefined,
      shippingNoticeAddress:
        event.type === 'ShipmentAnnounced'
          ? await ownCopy(lookup, login, 'ANNOUNCEMENT_SEND_MAIL', 'ANNOUNCEMENT_MAIL_ADDRESS')
          : undefined,
      belogAddress: belog ? await ownCopy(lookup, login, 'BELOG_SEND_MAIL', 'BELOG_MAIL_ADDRESS') : undefined,
    },
    ...(await statusFacts(deps, event, state.emonsCustomerId)),
  };
  for (const mail of shipmentMails(event, state, facts)) {
    await queueMail(deps, {
      mailId: derivedUuid(event.id, mail.template, mail.key),
      template: mail.template,
      language: mail.language,
      recipients: mail.recipients,
      values: mail.values,
      contextId: event.data.shipmentNumber,
      emonsCustomerId: state.emonsCustomerId,
      metadata: {
        time: event.metadata.time,
        causationId: event.id,
        correlationId: event.metadata.correlationId,
        // A status mail goes to a user's own address: it is theirs, erased with them (0234).
        ...(mail.recipientUser
          ? { userId: mail.recipientUser.userId, userLogin: mail.recipientUser.login }
          : {}),
        ...(mail.carriesUserData && event.metadata.userId
          ? {
              userId: event.metadata.userId,
              userLogin: event.metadata.userLogin,
              userFullName: event.metadata.userFullName,
            }
          : {}),
        // The mail continues the trace of the request that announced the shipment.
        ...(activeTraceparent() ? { traceparent: activeTraceparent() } : {}),
      },
    });
  }
}

/**
 * The shipments announced in a batch without reading their streams (decision 0159): an
 * announcement is appended together with its request, which carries the order and its type, and
 * a shipment's customer and branch never change after its draft, so the list has them. An
 * announcement whose request is not in the batch, or whose shipment the list does not have yet,
 * is left to `stateUpTo`. Keyed by the announcement's event id.
 */
export async function announcedStates(
  db: Db,
  events: readonly RecordedShipmentEvent[],
): Promise<Map<string, MailState>> {
  const requests = new Map<string, RecordedShipmentEvent>();
  for (const event of events)
    if (event.type === 'ShipmentAnnouncementRequested')
      requests.set(`${event.streamId}@${event.streamVersion}`, event);
  const pairs = events.flatMap((event) => {
    const request = requests.get(`${event.streamId}@${event.streamVersion - 1}`);
    return event.type === 'ShipmentAnnounced' && request?.type === 'ShipmentAnnouncementRequested'
      ? [{ event, request }]
      : [];
  });
  const states = new Map<string, MailState>();
  if (pairs.length === 0) return states;
  const rows = await findShipmentOwners(
    db,
    pairs.map(({ event }) => event.data.shipmentNumber),
  );
  const listed = new Map(rows.map((row) => [String(row.shipment_number), row]));
  for (const { event, request } of pairs) {
    const row = listed.get(event.data.shipmentNumber);
    if (!row) continue;
    states.set(event.id, {
      emonsCustomerId: row.customer_id,
      location: row.location ?? undefined,
      type: request.data.shipmentType,
      shipment: request.data.shipment,
    });
  }
  return states;
}
