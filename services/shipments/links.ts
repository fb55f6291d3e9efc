import type { HalLink as Link } from '../../contracts/hal.ts';
import type { ShipmentLinkName } from '../../contracts/shipment/index.ts';

/** The tracking site's language of a portal language (spec section 9): en is gb, cs and sk are cz. */
export function trackingLanguage(language: string): string {
  if (language === 'en') return 'gb';
  if (language === 'cs' || language === 'sk') return 'cz';
  return language;
}

/** Where a shipment is tracked: the configured external site (TRACKING_URL), else the portal's own page. */
export interface TrackingSite {
  /** TRACKING_URL: the forwarder's tracking site; it knows the languages gb, de and cz. */
  external?: string | undefined;
  /** The portal's public origin (PUBLIC_URL), whose `/track` page answers without a sign-in. */
  portal: string;
}

/** The one place a tracking link is made: mails, documents and the API's trackAndTrace link use it. */
export function trackingUrl(shipmentNumber: string, language: string, site: TrackingSite): string {
  if (!site.external) {
    const own = new URL('/track', site.portal);
    own.searchParams.set('number', shipmentNumber);
    return own.toString();
  }
  const url = new URL(site.external);
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
  options: { language: string; trackingSite?: string | undefined; loadingListId?: string | undefined },
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
    trackAndTrace: trackingUrl(shipmentNumber, options.language, {
      external: options.trackingSite,
      portal: origin,
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
