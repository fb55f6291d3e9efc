import type { HalLink as Link } from '../../contracts/hal.ts';
import type { ShipmentLinkName } from '../../contracts/shipment/index.ts';

/** The forwarder's public shipment tracking; it knows the languages gb, de and cz. */
export const TRACKING_URL = 'https://tracking.freight-portal.example/track';

/** The tracking site's language of a portal language (spec section 9): en is gb, cs and sk are cz. */
export function trackingLanguage(language: string): string {
  if (language === 'en') return 'gb';
  if (language === 'cs' || language === 'sk') return 'cz';
  return language;
}

export function trackingUrl(shipmentNumber: string, language: string): string {
  const url = new URL(TRACKING_URL);
  url.searchParams.set('lang', trackingLanguage(language));
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
  options: { language: string; loadingListId?: string | undefined },
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
    trackAndTrace: trackingUrl(shipmentNumber, options.language),
    loadinglist: options.loadingListId ? `${origin}${loadingListPath(options.loadingListId)}` : undefined,
  };
  const links: Partial<Record<ShipmentLinkName, Link>> = {};
  for (const name of names) {
    const href = hrefs[name];
    if (href) links[name] = { href };
  }
  return links;
}
