export { type BatchSnapshot, batchSnapshot, recentBatches } from './batches.ts';
export { LIVE_EVENT_TYPES, type LiveChange, LOG_START, readChanges } from './changes.ts';
export {
  createLiveHub,
  LIVE_DEFAULTS,
  type LiveHub,
  type LiveHubOptions,
  type LiveSink,
  type LiveStream,
  visibleLivePosition,
} from './hub.ts';
export { LIVE_BATCH_CHANNEL, signalBatchProgress } from './signal.ts';
export { acceptsEventStream, sseFrame } from './sse.ts';
