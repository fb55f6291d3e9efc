import { z } from 'zod';

/**
 * Which values of the stored events are personal data, and whose (docs/decisions/0112-0113). The
 * event store seals each group below under its data subject's key before it stores an event and
 * opens it on read; erasing the subject's key leaves `ERASED_TEXT` wherever its values were.
 */

/** What readers see in place of an erased text (names, streets, phone numbers, mail bodies). */
export const ERASED_TEXT = '[erased]';
/** An erased e-mail address still reads as one (the reserved `.invalid` domain), so forms and schemas accept it. */
export const ERASED_EMAIL = 'erased@erased.invalid';

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * The people personal data belongs to. `party`: a name at an address (sender, consignee, neutral
 * consignor, invoice recipient; an address-book entry), the same wherever it is entered. `user`: a
 * portal user (login and full name in the events' metadata). `shipment` and `mail`: what is derived
 * from a shipment's parties (a pick-up partner, a mail's recipients and body); they are erased
 * together with any party of the shipment they belong to.
 */
export const dataSubjectKinds = ['party', 'user', 'shipment', 'mail'] as const;
export type DataSubjectKind = (typeof dataSubjectKinds)[number];

export interface DataSubject {
  kind: DataSubjectKind;
  /** Normalised values that identify the subject; only a hash of them is stored. */
  identity: string[];
}

/** One subject's personal values in one event. */
export interface PersonalFields {
  subject: DataSubject;
  /** Shipments the values belong to (`shipment:<number>`): erasing a party erases what derives from them. */
  contexts: string[];
  /** Dotted paths from the event (`data.shipment.consignee.name`, `metadata.userFullName`); numbers index arrays. */
  paths: string[];
}

/** A stored event as the declaration sees it. */
export interface EventForSealing {
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
}

/** The fields of a party that name or reach a person; zip code, country and ids stay readable. */
export const personalPartyFields = [
  'name',
  'additionalName',
  'street',
  'city',
  'contactName',
  'phone',
  'mobile',
  'email',
  'web',
] as const;

const partyRoles = ['sender', 'consignee', 'neutralConsignor', 'invoiceRecipient'] as const;

const normalise = (value: unknown) =>
  typeof value === 'string' ? value.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase() : '';

/** A party's identity: its name at its street, zip code and country, compared without case and spacing. */
export function partyIdentity(party: {
  name?: unknown;
  street?: unknown;
  zipCode?: unknown;
  country?: unknown;
}): string[] | null {
  const identity = [party.name, party.street, party.zipCode, party.country ?? 'DE'].map(normalise);
  if (!identity[0] || party.name === ERASED_TEXT) return null;
  return identity;
}

export const shipmentContext = (shipmentNumber: unknown) => `shipment:${String(shipmentNumber)}`;
/** Links a mail that carries a user's data (its metadata names the user) to that user's subject. */
export const mailContext = (mailId: unknown) => `mail:${String(mailId)}`;

const record = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

/** Changes whose path lies under `prefix` (`consignee.name`, `pickUpOrder.partnerEmail`), as event paths. */
function changePaths(data: Record<string, unknown>, accept: (path: string) => boolean): string[] {
  const changes = Array.isArray(data.changes) ? data.changes : [];
  return changes.flatMap((change, index) => {
    const path = record(change)?.path;
    return typeof path === 'string' && accept(path) ? [`data.changes.${index}.value`] : [];
  });
}

const fieldOfChange = (role: string) => (path: string) => {
  if (!path.startsWith(`${role}.`)) return false;
  const field = path.slice(role.length + 1);
  return (personalPartyFields as readonly string[]).includes(field);
};

/**
 * Free texts of an order that may name or reach a person although they belong to no one party: the
 * shipping notice ("ring at the back door, Mrs Novak"), the cargo items' markings, and the delivery
 * notes' texts (typed by hand, or copied from the consignee's e-mail address or phone). They are
 * sealed under the shipment's own subject, so erasing any party of the shipment erases them
 * (docs/decisions/0140). Order numbers, references and the goods description stay: business facts.
 */
const FREE_TEXT_CHANGE =
  /^(shippingNotice|cargoList\.items\[\d+\]\.marking|deliveryNotes\[\d+\]\.attachmentValue)$/;
const isFreeTextChange = (path: string) => FREE_TEXT_CHANGE.test(path);

/** The free texts' paths in an event's `shipment`, for the entries that have them. */
function freeTextPaths(shipment: Record<string, unknown> | undefined): string[] {
  if (!shipment) return [];
  const listed = (list: unknown, field: string, prefix: string) =>
    (Array.isArray(list) ? list : []).flatMap((entry, index) =>
      record(entry) && field in (entry as Record<string, unknown>) ? [`${prefix}.${index}.${field}`] : [],
    );
  return [
    ...('shippingNotice' in shipment ? ['data.shipment.shippingNotice'] : []),
    ...listed(record(shipment.cargoList)?.items, 'marking', 'data.shipment.cargoList.items'),
    ...listed(shipment.deliveryNotes, 'attachmentValue', 'data.shipment.deliveryNotes'),
  ];
}

function shipmentFields(event: EventForSealing, data: Record<string, unknown>): PersonalFields[] {
  const contexts = [shipmentContext(data.shipmentNumber)];
  const shipment = record(data.shipment);
  const groups: PersonalFields[] = [];
  if (shipment) {
    for (const role of partyRoles) {
      const party = record(shipment[role]);
      const identity = party && partyIdentity(party);
      if (!party || !identity) continue;
      groups.push({
        subject: { kind: 'party', identity },
        contexts,
        paths: [
          ...personalPartyFields
            .filter((field) => field in party)
            .map((field) => `data.shipment.${role}.${field}`),
          ...changePaths(data, fieldOfChange(role)),
        ],
      });
    }
  }
  const texts = [...freeTextPaths(shipment), ...changePaths(data, isFreeTextChange)];
  if (event.type === 'PickUpOrderIssued')
    texts.push(
      'data.partnerName',
      'data.partnerEmail',
      ...changePaths(
        data,
        (path) => path === 'pickUpOrder.partnerName' || path === 'pickUpOrder.partnerEmail',
      ),
    );
  // A status report's remarks ("left with neighbour Mrs Novak") and reporter (a driver) may name people.
  if (event.type === 'ShipmentStatusReported')
    texts.push(
      ...(['remarks', 'reporter'] as const).filter((field) => field in data).map((field) => `data.${field}`),
      ...changePaths(data, (path) => path === 'journey.remarks' || path === 'journey.reporter'),
      // The receiver's name of a proof of delivery (docs/decisions/0233).
      ...(typeof (data.pod as { receiverName?: unknown } | undefined)?.receiverName === 'string'
        ? ['data.pod.receiverName']
        : []),
      ...changePaths(data, (path) => path === 'journey.pod.receiverName'),
    );
  if (texts.length > 0)
    groups.push({
      subject: { kind: 'shipment', identity: [String(data.shipmentNumber)] },
      contexts,
      paths: texts,
    });
  return groups;
}

const userIdOf = (metadata: Record<string, unknown>) =>
  typeof metadata.userId === 'string' && metadata.userId ? metadata.userId : undefined;

/**
 * A mail's values are its own subject's, linked to its shipment. A mail queued with a user in its
 * metadata carries that user's data (their name, their own address, their inquiry): it is linked to
 * the user too (`mailContext`) and erased with them (docs/decisions/0137). Who asked for a retry is
 * the user's (new events; older ones keep it under the mail, as their envelope records).
 */
function mailFields(event: EventForSealing, data: Record<string, unknown>): PersonalFields[] {
  const mailId = data.mailId;
  if (typeof mailId !== 'string') return [];
  const byUser = userIdOf(event.metadata) !== undefined;
  // Attachments' file names are free text (an inquiry's `pod-jana-novakova.pdf`); ids and sizes stay.
  const attachmentNames = Array.isArray(data.attachments)
    ? data.attachments.map((_attachment, index) => `data.attachments.${index}.filename`)
    : [];
  const paths: Record<string, string[]> = {
    MailQueued: ['data.recipients', 'data.subject', 'data.content', ...attachmentNames],
    MailDeliveryFailed: ['data.reason'],
    MailGivenUp: ['data.reason'],
    MailRetryRequested: byUser ? [] : ['data.requestedBy'],
  };
  const contextId = data.contextId;
  return [
    {
      subject: { kind: 'mail', identity: [mailId] },
      contexts: [
        ...(typeof contextId === 'string' && contextId ? [shipmentContext(contextId)] : []),
        ...(byUser && event.type === 'MailQueued' ? [mailContext(mailId)] : []),
      ],
      paths: paths[event.type] ?? [],
    },
  ];
}

/** Values in an event's data that name the user of its metadata (new events; older ones as recorded). */
const userDataPaths: Record<string, string[]> = {
  MailRetryRequested: ['data.requestedBy'],
  SftpIngestionStarted: ['data.by'],
  SftpIngestionStopped: ['data.by'],
};

/**
 * The user who made a change, by the id in the metadata; their login and name are personal. A mail
 * queued for them links their subject to the mail (`mailContext`), so erasing them finds it.
 */
function userFields(event: EventForSealing): PersonalFields[] {
  const userId = userIdOf(event.metadata);
  if (!userId) return [];
  const mailId = record(event.data)?.mailId;
  return [
    {
      subject: { kind: 'user', identity: [userId] },
      contexts: event.type === 'MailQueued' && typeof mailId === 'string' ? [mailContext(mailId)] : [],
      paths: ['metadata.userLogin', 'metadata.userFullName', ...(userDataPaths[event.type] ?? [])],
    },
  ];
}

/**
 * The declaration: the personal values of one event, grouped by subject. Events of other types keep
 * only their users' names sealed. Paths to values that are absent are skipped when sealing.
 */
export function personalFieldsOf(event: EventForSealing): PersonalFields[] {
  const data = record(event.data) ?? {};
  const groups =
    'mailId' in data && event.type.startsWith('Mail')
      ? mailFields(event, data)
      : 'shipmentNumber' in data
        ? shipmentFields(event, data)
        : [];
  return [...groups, ...userFields(event)];
}

/**
 * A value as it reads once erased: e-mail addresses become `ERASED_EMAIL`, other texts `ERASED_TEXT`;
 * lists and objects keep their shape.
 */
export function erasedValue(value: unknown): unknown {
  if (typeof value === 'string') return looksLikeEmail(value) ? ERASED_EMAIL : ERASED_TEXT;
  if (Array.isArray(value)) return value.map(erasedValue);
  const object = record(value);
  if (object)
    return Object.fromEntries(Object.entries(object).map(([key, inner]) => [key, erasedValue(inner)]));
  return null;
}

/** The answer to an erasure: when, and how much it reached (no personal data). */
export const dataSubjectErasureSchema = z.object({
  erasedAt: z.string(),
  /** Shipments whose events named the party: their personal values now read as erased. */
  shipments: z.number().int(),
  /** Mails about those shipments: recipients and bodies erased, attachments deleted. */
  mails: z.number().int(),
  /** Address-book entries and invoice recipients of any customer that were the same party, deleted. */
  addresses: z.number().int(),
  invoiceRecipients: z.number().int(),
});
export type DataSubjectErasure = z.infer<typeof dataSubjectErasureSchema>;

/** The answer to a user's erasure (docs/decisions/0136): when, and how much it reached (no personal data). */
export const userErasureSchema = z.object({
  erasedAt: z.string(),
  /** Mails that carried the user's data (their name, own address or inquiry): erased, attachments deleted. */
  mails: z.number().int(),
  /** Sign-in sessions, grants, codes and refresh tokens of the user, removed. */
  signIns: z.number().int(),
  /** Personal settings and registrations of the user, deleted. */
  personalSettings: z.number().int(),
  registrations: z.number().int(),
  /** Master data change-log entries the user made or that were about them, their name replaced. */
  changes: z.number().int(),
  /** Loading lists, API clients, webhook subscriptions and batches that named the user, their name replaced. */
  records: z.number().int(),
});
export type UserErasure = z.infer<typeof userErasureSchema>;
