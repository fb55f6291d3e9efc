import type { Principal } from '../../contracts/access.ts';

/** Who asks, on whose behalf events are recorded, and the one clock of a use case. */
export interface Actor {
  principal: Principal;
  /** The request id (or batch id), recorded as the events' correlation id. */
  correlationId: string;
  /** When the command is decided: every date the use case derives comes from this instant. */
  now: Date;
  /** The W3C trace context of the request, carried in the metadata of the events it appends. */
  traceparent?: string | undefined;
}
