import type { FastifyRequest } from 'fastify';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../documents/index.ts';

/** The header in which the web app sends the reader's IANA time zone (the browser's). */
export const TIME_ZONE_HEADER = 'x-time-zone';

/**
 * The time zone a document or an export shows times in: the reader's, as the web app sends it,
 * else the portal's home time zone (an unknown name counts as none; docs/decisions/0123).
 */
export function requestTimeZone(request: FastifyRequest): string {
  const value = request.headers[TIME_ZONE_HEADER];
  const name = Array.isArray(value) ? value[0] : value;
  return isTimeZone(name) ? name : DEFAULT_TIME_ZONE;
}
