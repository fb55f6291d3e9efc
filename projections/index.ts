import type { Runtime } from '../services/runtime/index.ts';
import type { ReadinessCheck } from '../services/runtime/readiness.ts';
import { projections as registeredProjections, reactors as registeredReactors } from './registry.ts';
import { lagReadinessCheck, registerLagMetrics } from './runner/lag.ts';
import type { Projection, Reactor } from './runner/projection.ts';
import { startProjectionRunner } from './runner/runner.ts';

export { measureLag } from './runner/lag.ts';
export {
  type BuildContext,
  defineProjection,
  defineReactor,
  type Projection,
  type Reactor,
} from './runner/projection.ts';
export { rebuildProjection } from './runner/rebuild.ts';
export { type AnyEvent, authorOf, type EventAuthor, type Recorded } from './runner/recorded.ts';
export { PROJECTION_COMMITTED_CHANNEL, startProjectionRunner } from './runner/runner.ts';
export { waitForProjections } from './runner/wait.ts';

/**
 * Starts the projection runner for every registered read model and reactor. In each, only one
 * instance across processes is active; `stop` finishes the batch in flight.
 */
export async function startProjections(
  runtime: Runtime,
  options: { projections?: readonly Projection[]; reactors?: readonly Reactor[] } = {},
): Promise<{ readiness: ReadinessCheck[]; active(): string[]; stop(): Promise<void> }> {
  const log = runtime.log.child({ component: 'projections' });
  registerLagMetrics(runtime.metrics, runtime.db, runtime.eventStore);
  const runner = await startProjectionRunner({
    db: runtime.db,
    store: runtime.eventStore,
    connectionString: runtime.databaseUrl,
    log,
    projections: options.projections ?? registeredProjections,
    reactors: options.reactors ?? registeredReactors,
  });
  log.info('projection runner started');
  return {
    readiness: [lagReadinessCheck(runtime.db, runtime.eventStore)],
    active: runner.active,
    async stop() {
      await runner.stop();
      log.info('projection runner stopped');
    },
  };
}
