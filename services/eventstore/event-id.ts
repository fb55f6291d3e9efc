import { v7 } from 'uuid';

/**
 * A new event's id when the caller derives none: a UUID version 7 (RFC 9562), whose first 48 bits
 * are the time in milliseconds, so ids made later sort after earlier ones and each append writes
 * the event-id index at its right edge instead of a random page of it (decision 0187). Ids that
 * must repeat on a retry (batches, SFTP files, mails) stay derived from their inputs.
 */
export const newEventId = (): string => v7();
