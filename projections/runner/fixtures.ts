import type { Checkpoint, EventMetadata } from '../../services/eventstore/port.ts';
import type { AnyEvent, Recorded } from './recorded.ts';

/** `event` as the store records it at `version` of stream `streamId`, for the folds' tests. */
export function recordedAt<E extends AnyEvent>(
  streamId: string,
  version: number,
  event: E,
  metadata: EventMetadata,
): Recorded<E> {
  return {
    ...event,
    id: `00000000-0000-4000-8000-${String(version).padStart(12, '0')}`,
    schemaVersion: 1,
    metadata,
    streamId,
    streamVersion: version,
    checkpoint: String(version).padStart(20, '0') as Checkpoint,
    recordedAt: metadata.time,
  };
}
