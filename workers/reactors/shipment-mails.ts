import { defineReactor } from '../../projections/runner/projection.ts';
import type { Recorded } from '../../projections/runner/recorded.ts';
import { derivedUuid } from '../../services/domain/ids.ts';
import {
  evolve,
  initialState,
  type SavedShipment,
  type ShipmentEvent,
  shipmentStreamId,
} from '../../services/domain/shipment/index.ts';
import { queueMail } from '../../services/mail/queue-mail.ts';
import type { MailTemplate } from '../../services/mail/templates.ts';
import { currencyConfig, findCustomer, findLocation } from '../../services/masterdata/index.ts';
import { activeTraceparent, inSpan, type Runtime } from '../../services/runtime/index.ts';

const branchLanguage: Record<string, string> = { DE: 'de', AT: 'de', CZ: 'cs', SK: 'sk' };

/**
 * The master data a batch of events looks up, each asked once per batch: a batch of announcements
 * of one customer needs its customer, branch and settings once, not per shipment.
 */
function lookups(runtime: Runtime) {
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
    customer: (id: string) => once(`customer:${id}`, () => findCustomer(runtime.db, id)),
    location: (id: string) => once(`location:${id}`, () => findLocation(runtime.db, id)),
    currency: (code: string) => once(`currency:${code}`, () => currencyConfig(runtime.db, code)),
    personalSetting: (username: string | undefined, name: string) =>
      username
        ? once(`setting:${username}:${name}`, async () => {
            const row = await runtime.db
              .selectFrom('personal_settings')
              .select('value')
              .where('username', '=', username)
              .where('name', '=', name)
              .executeTakeFirst();
            return row?.value as unknown;
          })
        : Promise.resolve(undefined),
  };
}

type Lookups = ReturnType<typeof lookups>;

/** Whether the state after a commissioning (its type and order, which the event carries) can have a mail. */
async function mayMailOnCommissioning(
  data: {
    shipmentType: string;
    shipment: { insuranceValue?: { value: number; currency: string } | undefined };
  },
  lookup: Lookups,
): Promise<boolean> {
  if (data.shipmentType === 'BELOG') return true;
  const insured = data.shipment.insuranceValue;
  if (!insured) return false;
  const limits = await lookup.currency(insured.currency);
  return Boolean(limits && insured.value > Number(limits.insuranceThreshold));
}

/** What a shipment's mails are made of: its customer, branch, type and order. */
type MailState = Pick<SavedShipment, 'emonsCustomerId' | 'location' | 'type' | 'shipment'>;

/** Events of one batch handled at once; each queues its mails with ids of its own. */
const REACT_CONCURRENCY = 8;

const total = <T>(items: T[], value: (item: T) => number) =>
  items.reduce((sum, item) => sum + value(item), 0);

/**
 * The mails the branches and customers get about shipments: the shipping notice on announcement
 * (branch addresses, and the user's own address when their setting is ON), the cancellation, the
 * insurance advice when the insured value exceeds the currency's threshold, and the Belog
 * notification. Each mail's id derives from the event and the template, so a replay queues nothing
 * new.
 */
export function shipmentMailsReactor(runtime: Runtime) {
  /** The shipment as it stood after `event`, from its stream; none while it is not drafted. */
  async function stateUpTo(event: Recorded<ShipmentEvent>): Promise<MailState | undefined> {
    const recorded = await runtime.eventStore.readStream(shipmentStreamId(event.data.shipmentNumber));
    const state = recorded
      .filter((e) => e.streamVersion <= event.streamVersion)
      .map((e) => ({ type: e.type, data: e.data }) as ShipmentEvent)
      .reduce(evolve, initialState);
    return state.state === 'NEW' ? undefined : state;
  }

  /**
   * The shipments announced in a batch without reading their streams (decision 0159): an
   * announcement is appended together with its request, which carries the order and its type, and
   * a shipment's customer and branch never change after its draft, so the list has them. An
   * announcement whose request is not in the batch, or whose shipment the list does not have yet,
   * is left to `stateUpTo`. Keyed by the announcement's event id.
   */
  async function announcedStates(events: Recorded<ShipmentEvent>[]): Promise<Map<string, MailState>> {
    const requests = new Map<string, Recorded<ShipmentEvent>>();
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
    const rows = await runtime.db
      .selectFrom('shipment_list')
      .select(['shipment_number', 'customer_id', 'location'])
      .where(
        'shipment_number',
        'in',
        pairs.map(({ event }) => event.data.shipmentNumber),
      )
      .execute();
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

  const reactor = {
    name: 'shipment_mails',
    // The announcement's request (appended with it) is read for its order, and queues nothing itself.
    handles: [
      'ShipmentAnnouncementRequested',
      'ShipmentAnnounced',
      'ShipmentCancelled',
      'ShipmentCommissioned',
    ] as ShipmentEvent['type'][],
    async react(
      event: Recorded<ShipmentEvent>,
      _effectId?: string,
      lookup = lookups(runtime),
      known?: MailState,
    ) {
      if (event.type === 'ShipmentAnnouncementRequested') return;
      const { shipmentNumber } = event.data;
      // A commissioning carries the whole order: without an insured value above the threshold and
      // unless it is a Belog shipment it has no mail, and its stream need not be read (decision 0148).
      if (event.type === 'ShipmentCommissioned' && !(await mayMailOnCommissioning(event.data, lookup)))
        return;
      const state = known ?? (await stateUpTo(event));
      if (!state) return;
      const order = state.shipment;
      const customer = await lookup.customer(state.emonsCustomerId);
      const location = state.location ? await lookup.location(state.location) : undefined;
      const login = event.metadata.userLogin as string | undefined;
      const branchLang = branchLanguage[location?.address.country ?? 'DE'] ?? 'en';
      const values = {
        shipmentNumber,
        customerName: customer?.name ?? state.emonsCustomerId,
        customerId: state.emonsCustomerId,
      };
      const send = async (
        template: MailTemplate,
        recipients: string[],
        language: string,
        extra: Record<string, string>,
        key = '',
        carriesUserData = false,
      ) => {
        const to = [...new Set(recipients.filter(Boolean))];
        if (to.length === 0) return;
        await queueMail(runtime, {
          mailId: derivedUuid(event.id, template, key),
          template,
          language,
          recipients: to,
          values: { ...values, ...extra },
          contextId: shipmentNumber,
          emonsCustomerId: state.emonsCustomerId,
          metadata: {
            time: event.metadata.time,
            causationId: event.id,
            correlationId: event.metadata.correlationId,
            // A mail with the user's name or to their own address is theirs too: erased with them.
            ...(carriesUserData && event.metadata.userId
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
      };
      const party = (p: { name: string; zipCode: string; city: string; country: string }) =>
        `${p.name}, ${p.country}-${p.zipCode} ${p.city}`;

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
        await send('shipping-notice', location?.announcementEmail ?? [], branchLang, notice, 'branch');
        if ((await lookup.personalSetting(login, 'ANNOUNCEMENT_SEND_MAIL')) === 'ON') {
          const address = await lookup.personalSetting(login, 'ANNOUNCEMENT_MAIL_ADDRESS');
          if (typeof address === 'string')
            await send('shipping-notice', [address], branchLang, notice, 'customer', true);
        }
      }
      if (event.type === 'ShipmentCancelled') {
        await send(
          'cancellation',
          location?.cancellationEmail ?? [],
          branchLang,
          {
            cancelledAt: event.metadata.time.slice(0, 10),
            user: (event.metadata.userFullName as string | undefined) ?? login ?? '',
          },
          '',
          true,
        );
      }
      if (event.type === 'ShipmentAnnounced' || event.type === 'ShipmentCommissioned') {
        const insured = order.insuranceValue;
        const limits = insured ? await lookup.currency(insured.currency) : undefined;
        if (insured && limits && insured.value > Number(limits.insuranceThreshold)) {
          await send(
            'insurance-advice',
            location?.insuranceEmail ?? [],
            branchLang,
            {
              insuranceValue: `${insured.value} ${insured.currency}`,
              threshold: `${limits.insuranceThreshold} ${insured.currency}`,
            },
            `${insured.value}${insured.currency}`,
          );
        }
        if (state.type === 'BELOG') {
          const action = event.type === 'ShipmentAnnounced' ? 'announced' : 'commissioned';
          const date = event.metadata.time.slice(0, 10);
          await send(
            'belog-notification',
            location?.belogEmail ?? [],
            branchLang,
            { action, date },
            'branch',
          );
          if ((await lookup.personalSetting(login, 'BELOG_SEND_MAIL')) === 'ON') {
            const address = await lookup.personalSetting(login, 'BELOG_MAIL_ADDRESS');
            if (typeof address === 'string')
              await send('belog-notification', [address], branchLang, { action, date }, 'customer', true);
          }
        }
      }
    },
    // The events of a batch at once, each in its own span: its mails continue its request's trace.
    async reactMany(events: Recorded<ShipmentEvent>[]) {
      const lookup = lookups(runtime);
      const announced = await announcedStates(events);
      const queued = events.filter((event) => event.type !== 'ShipmentAnnouncementRequested');
      let next = 0;
      const work = async () => {
        for (let event = queued[next++]; event; event = queued[next++]) {
          const current = event;
          await inSpan(
            'reactor shipment_mails',
            current.metadata.traceparent,
            () => reactor.react(current, current.id, lookup, announced.get(current.id)),
            { event: current.type },
          );
        }
      };
      await Promise.all(Array.from({ length: Math.min(REACT_CONCURRENCY, queued.length) }, work));
    },
  };
  return defineReactor<ShipmentEvent>(reactor);
}
