import type { HalLink as Link } from '../../contracts/hal.ts';
import type { ShipmentLinkName } from '../../contracts/shipment/index.ts';

/** The portal's own tracking page for consignees (web/track.html, served at `/track`). */
export const TRACKING_PAGE_PATH = '/track';

/** The external tracking site's language of a portal language (spec section 9): en is gb, cs and sk are cz. */
export function trackingLanguage(language: string): string {
  if (language === 'en') return 'gb';
  if (language === 'cs' || language === 'sk') return 'cz';
  return language;
}

/**
 * A shipment's track-and-trace URL: on the external tracking site when one is configured
 * (TRACKING_URL, which knows the languages gb, de and cz), else the portal's own tracking page,
 * which picks the reader's language itself.
 */
export function trackingUrl(
  shipmentNumber: string,
  options: { origin: string; language: string; externalUrl?: string | undefined },
): string {
  if (!options.externalUrl) {
    const url = new URL(TRACKING_PAGE_PATH, options.origin);
    url.searchParams.set('number', shipmentNumber);
    return url.toString();
  }
  const url = new URL(options.externalUrl);
  url.searchParams.set('lang', trackingLanguage(options.language));
  url.searchParams.set('shipment', shipmentNumber);
  return url.toString();
}

export const shipmentPath = (shipmentNumber: string) => `/api/shipments/${shipmentNumber}`;
export const loadingListPath = (id: string) => `/api/loadinglists/${id}`;

/**
 * The URL of each action link: modify, delete and announce are the self link (PUT with the state,
 * DELETE), the others sub-resources of it. A loadinglist link needs the loading list's id.
 */
export function shipmentLinkHrefs(
  origin: string,
  shipmentNumber: string,
  names: ReadonlySet<ShipmentLinkName>,
  options: { language: string; loadingListId?: string | undefined; trackingUrl?: string | undefined },
): Partial<Record<ShipmentLinkName, Link>> {
  const self = `${origin}${shipmentPath(shipmentNumber)}`;
  const hrefs: Record<ShipmentLinkName, string | undefined> = {
    self,
    modify: self,
    delete: self,
    announce: self,
    commission: `${self}/commission`,
    inquiry: `${self}/inquiry`,
    inquiries: `${self}/mails`,
    pickUpOrder: `${self}/pickUpOrder`,
    requestQuotation: `${self}/requestQuotation`,
    auditLog: `${self}/auditLog`,
    trackAndTrace: trackingUrl(shipmentNumber, {
      origin,
      language: options.language,
      externalUrl: options.trackingUrl,
    }),
    loadinglist: options.loadingListId ? `${origin}${loadingListPath(options.loadingListId)}` : undefined,
  };
  const links: Partial<Record<ShipmentLinkName, Link>> = {};
  for (const name of names) {
    const href = hrefs[name];
    if (href) links[name] = { href };
  }
  return links;
}
