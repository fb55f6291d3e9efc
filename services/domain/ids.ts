import { createHash } from 'node:crypto';

/**
 * A UUID (version 8, name-based) derived from its parts: the same parts always give the same id,
 * so an effect keyed by it (a mail for an event, a job for a mail) happens once even when replayed.
 */
export function deterministicUuid(...parts: string[]): string {
  const bytes = createHash('sha256').update(parts.join('\u0000')).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A UUID of version 7 (RFC 9562): its first 48 bits are the time in milliseconds. */
const TIME_ORDERED = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab]/i;

/**
 * An id derived from another id (an event's, a batch's) and `parts`, as `deterministicUuid(base,
 * ...parts)`; when the base is time-ordered (version 7), the derived id starts with the base's 48
 * bits of time, so ids derived from recent ids land at the end of an index, as the base ids do
 * (decision 0188). Bases of other versions derive exactly as `deterministicUuid` does.
 */
export function derivedUuid(base: string, ...parts: string[]): string {
  const id = deterministicUuid(base, ...parts);
  return TIME_ORDERED.test(base) ? `${base.slice(0, 13).toLowerCase()}${id.slice(13)}` : id;
}
