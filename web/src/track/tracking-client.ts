import type { Tracking } from '../../../contracts/shipment/tracking.ts';

/** What a look-up can end in, as the tracking page tells it. */
export type TrackingOutcome =
  | { kind: 'found'; tracking: Tracking }
  /** Unknown number, wrong zip code, a draft or a deleted shipment: the server does not say which. */
  | { kind: 'not-found' }
  | { kind: 'invalid' }
  | { kind: 'limited' }
  | { kind: 'failed' };

/** The shipment number as the API takes it: digits only, at most 18 of them. */
export const isShipmentNumber = (value: string) => /^\d{1,18}$/.test(value.trim());

/** The outcome of an answer of `POST /api/tracking`. */
export async function outcomeOf(response: Response): Promise<TrackingOutcome> {
  if (response.ok) return { kind: 'found', tracking: (await response.json()) as Tracking };
  if (response.status === 404) return { kind: 'not-found' };
  if (response.status === 400) return { kind: 'invalid' };
  if (response.status === 429) return { kind: 'limited' };
  return { kind: 'failed' };
}

/**
 * Looks a shipment up with its number and the consignee's zip code. A POST, so neither lands in
 * access logs or the browser's history; no sign-in, no token.
 */
export async function trackShipment(
  request: { shipmentNumber: string; zipCode: string },
  language: string,
): Promise<TrackingOutcome> {
  try {
    const response = await fetch('/api/tracking', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': language },
      body: JSON.stringify({
        shipmentNumber: request.shipmentNumber.trim(),
        zipCode: request.zipCode.trim(),
      }),
    });
    return await outcomeOf(response);
  } catch {
    return { kind: 'failed' };
  }
}
