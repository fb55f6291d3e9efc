/*
 * The live stream's path and event names as plain values, without zod, for the web app's first
 * screen; `live.ts` re-exports them beside the schemas of the events' data.
 */

/**
 * The live updates of the signed-in user: one server-sent event stream (`GET /api/events/stream`,
 * text/event-stream) that names what changed, so the web app fetches or patches exactly that.
 * Decision: docs/decisions/0100-live-updates-over-server-sent-events.md.
 */
export const LIVE_STREAM_PATH = '/api/events/stream';

/** The SSE `event:` names of the stream. */
export const liveEventNames = ['ready', 'shipment', 'mail', 'batch', 'reset', 'heartbeat'] as const;
export type LiveEventName = (typeof liveEventNames)[number];
