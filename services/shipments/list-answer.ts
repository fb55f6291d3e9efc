import type { HalLinks, PageMetadata } from '../../contracts/hal.ts';
import type { ShipmentLinkName } from '../../contracts/shipment/index.ts';
import { isOpenState } from '../../contracts/shipment/state-values.ts';
import type { ShipmentListItem } from '../../projections/shipment-list/queries.ts';
import type { Db } from '../db/index.ts';
import { type ShipmentState, shipmentLinks } from '../domain/shipment/index.ts';
import { loadingListPath, shipmentLinkHrefs } from './links.ts';
import { latestLoadingLists } from './loading-lists.ts';
import { visibleQuotation } from './quotation.ts';
import { findShipmentCustomers, type ShipmentCustomer } from './settings.ts';
import { viewerOf } from './tenancy.ts';
import type { ViewContext } from './views.ts';

/**
 * The shipment list's answer written straight into one buffer (docs/decisions/0169): the same JSON
 * as `halCollection` of `shipmentViews` would serialise (tests/shipments-list.test.ts compares every
 * row with GET of the shipment), without building a view object per row, parsing the order's JSON
 * and writing it again, or holding the whole answer as one large string.
 */

/** Stands for the shipment number in a link's template; letters pass through URL encoding as they are. */
const NUMBER = 'SHIPMENTNUMBER';

/** A JSON string's content without its quotes. */
const escaped = (text: string) => JSON.stringify(text).slice(1, -1);

/**
 * One link of a row: `"name":{"href":"` and its href around the number; the loading list's link
 * names the list, and a link whose href does not hold the number once is worked out per row.
 */
interface LinkTemplate {
  name: ShipmentLinkName;
  opening: string;
  kind: 'number' | 'loadingList' | 'perRow';
  /** For `number`: the UTF-8 bytes of `"name":{"href":"` and the href up to the number, and after it to `"}`. */
  head: Buffer;
  rest: Buffer;
}

/** A growing buffer of UTF-8 text. */
class TextBuffer {
  bytes: Buffer;
  length = 0;

  constructor(expected: number) {
    this.bytes = Buffer.allocUnsafeSlow(expected);
  }

  write(text: string) {
    // A UTF-16 code unit takes at most three bytes in UTF-8.
    this.reserve(text.length * 3);
    this.length += this.bytes.write(text, this.length);
  }

  /** Bytes as they are. */
  copy(bytes: Uint8Array) {
    this.reserve(bytes.length);
    this.bytes.set(bytes, this.length);
    this.length += bytes.length;
  }

  /** A text of ASCII characters only (a shipment number's digits), without encoding it. */
  ascii(text: string) {
    this.reserve(text.length);
    const bytes = this.bytes;
    let at = this.length;
    for (let index = 0; index < text.length; index++) bytes[at++] = text.charCodeAt(index);
    this.length = at;
  }

  reserve(more: number) {
    if (this.length + more <= this.bytes.length) return;
    const grown = Buffer.allocUnsafeSlow(Math.max(this.bytes.length * 2, this.length + more));
    this.bytes.copy(grown, 0, 0, this.length);
    this.bytes = grown;
  }

  /**
   * Drops the spaces outside strings from `start` on: PostgreSQL writes jsonb with a space after
   * each colon and comma, JSON.stringify without.
   */
  compact(start: number) {
    const bytes = this.bytes;
    const end = this.length;
    let to = start;
    let inString = false;
    for (let from = start; from < end; from++) {
      const byte = bytes[from] as number;
      if (inString) {
        if (byte === 0x5c) {
          bytes[to++] = byte;
          from++;
          bytes[to++] = bytes[from] as number;
          continue;
        }
        if (byte === 0x22) inString = false;
      } else if (byte === 0x22) {
        inString = true;
      } else if (byte === 0x20 || byte === 0x0a || byte === 0x09 || byte === 0x0d) {
        continue;
      }
      bytes[to++] = byte;
    }
    this.length = to;
  }

  result() {
    return this.bytes.subarray(0, this.length);
  }
}

/**
 * The body of the list's answer: `{"_embedded":{"shipments":[...]},"_links":...,"page":...}` with each
 * shipment as `shipmentViews` shows it, for rows read by `findShipmentListItems`.
 */
export async function shipmentListAnswer(
  db: Db,
  items: readonly ShipmentListItem[],
  view: ViewContext,
  collection: { _links: HalLinks; page: PageMetadata },
): Promise<Buffer> {
  const [customers, loadingLists] = await Promise.all([
    findShipmentCustomers(
      db,
      items.map((item) => item.customer_id),
    ),
    items.some((item) => item.state === 'CARGO_LIST_CREATED')
      ? latestLoadingLists(
          db,
          items.map((item) => item.shipment_number),
        )
      : new Map<string, string>(),
  ]);
  return writeShipmentListAnswer(items, view, customers, loadingLists, collection);
}

/** The answer's body from the items and what their links depend on (no database). */
export function writeShipmentListAnswer(
  items: readonly ShipmentListItem[],
  view: ViewContext,
  customers: ReadonlyMap<string, ShipmentCustomer>,
  loadingLists: ReadonlyMap<string, string>,
  collection: { _links: HalLinks; page: PageMetadata },
): Buffer {
  const templates = linkTemplates(view, customers);
  // About 1.4 KB a row in the bench's data; the buffer grows when that is not enough.
  const out = new TextBuffer(4096 + items.length * 2048);
  out.write('{"_embedded":{"shipments":[');
  items.forEach((item, index) => {
    if (index > 0) out.write(',');
    const start = out.length;
    out.write(item.shipment);
    out.compact(start);
    // The order's closing brace gives way to the fields of the representation.
    out.length -= 1;
    const empty = out.bytes[out.length - 1] === 0x7b;
    const customer = customers.get(item.customer_id);
    const number = String(item.shipment_number);
    let tail = `${empty ? '' : ','}"shipmentNumber":${JSON.stringify(number)}`;
    tail += `,"emonsCustomerId":${JSON.stringify(item.customer_id)}`;
    tail += `,"state":${JSON.stringify(item.state)},"type":${JSON.stringify(item.type)}`;
    tail += `,"isOpen":${isOpenState(item.state)}`;
    if (item.location) tail += `,"location":${JSON.stringify(item.location)}`;
    if (item.shipping_terms_identifier !== null)
      tail += `,"shippingTermsIdentifier":${JSON.stringify(item.shipping_terms_identifier)}`;
    if (item.shipping_notice_created_iso)
      tail += `,"shippingNoticeCreated":"${item.shipping_notice_created_iso}"`;
    if (item.commissioned_on_iso) tail += `,"commissionedOn":"${item.commissioned_on_iso}"`;
    if (item.last_modified_by !== null) tail += `,"lastModifiedBy":${JSON.stringify(item.last_modified_by)}`;
    tail += `,"lastModifiedAt":"${item.last_modified_at_iso}","version":${item.version}`;
    if (item.quotation) {
      const quotation = visibleQuotation(item.quotation, customer?.quotationDetailsEnabled ?? false);
      tail += `,"quotation":${JSON.stringify(quotation)}`;
    }
    if (item.journey_status && item.journey_occurred_at_iso) {
      const journey = {
        status: item.journey_status,
        occurredAt: item.journey_occurred_at_iso,
        exception: item.journey_exception,
      };
      tail += `,"journey":${JSON.stringify(journey)}`;
    }
    // Absent unless late, like `journey` unless reported (decision 0235).
    if (item.late) tail += `,"late":true`;
    out.write(`${tail},"_links":{`);
    writeLinks(out, templates(item), number, loadingLists.get(number), view);
    out.write('}}');
  });
  out.write(`]},"_links":${JSON.stringify(collection._links)},"page":${JSON.stringify(collection.page)}}`);
  return out.result();
}

/** A row's links, `"name":{"href":"..."}` each, comma-separated, from their templates. */
function writeLinks(
  out: TextBuffer,
  templates: readonly LinkTemplate[],
  number: string,
  loadingListId: string | undefined,
  view: ViewContext,
) {
  let first = true;
  for (const template of templates) {
    if (template.kind === 'number') {
      if (!first) out.ascii(',');
      out.copy(template.head);
      // Shipment numbers are digits (the column is a bigint).
      out.ascii(number);
      out.copy(template.rest);
      first = false;
      continue;
    }
    let href: string | undefined;
    if (template.kind === 'loadingList') {
      href = loadingListId && escaped(`${view.origin}${loadingListPath(loadingListId)}`);
    } else {
      const hrefs = shipmentLinkHrefs(view.origin, number, new Set([template.name]), {
        language: view.language,
        loadingListId,
        trackingUrl: view.trackingUrl,
      });
      href = hrefs[template.name] && escaped(hrefs[template.name]?.href ?? '');
    }
    if (!href) continue;
    out.write(`${first ? '' : ','}${template.opening}${href}"}`);
    first = false;
  }
}

/**
 * The links of a row, by its customer, state and type: the names `shipmentLinks` offers, in its
 * order, each with its href as a template around the shipment number (from `shipmentLinkHrefs`
 * itself). Worked out once per answer for each such kind of row.
 */
function linkTemplates(view: ViewContext, customers: ReadonlyMap<string, ShipmentCustomer>) {
  const known = new Map<string, LinkTemplate[]>();
  return (item: ShipmentListItem): LinkTemplate[] => {
    const key = `${item.customer_id}\u0000${item.state}\u0000${item.type}`;
    let templates = known.get(key);
    if (templates) return templates;
    const names = shipmentLinks({
      state: item.state as ShipmentState['state'],
      type: item.type as ShipmentState['type'],
      viewer: viewerOf(view.principal, view.scope, item.customer_id),
      settings: { quotationEnabled: customers.get(item.customer_id)?.quotationEnabled ?? false },
    });
    const hrefs = shipmentLinkHrefs(view.origin, NUMBER, names, {
      language: view.language,
      loadingListId: 'loading-list',
      trackingUrl: view.trackingUrl,
    });
    templates = [...names].map((name): LinkTemplate => {
      const opening = `${JSON.stringify(name)}:{"href":"`;
      const parts = escaped(hrefs[name]?.href ?? '').split(NUMBER);
      const none = Buffer.alloc(0);
      if (name === 'loadinglist') return { name, opening, kind: 'loadingList', head: none, rest: none };
      // An origin or tracking site that itself contains the stand-in: no template, the href per row.
      if (parts.length !== 2) return { name, opening, kind: 'perRow', head: none, rest: none };
      return {
        name,
        opening,
        kind: 'number',
        head: Buffer.from(`${opening}${parts[0]}`),
        rest: Buffer.from(`${parts[1]}"}`),
      };
    });
    known.set(key, templates);
    return templates;
  };
}
