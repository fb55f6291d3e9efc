import type { Logger } from 'pino';
import type { Db } from '../../services/db/index.ts';
import type { Checkpoint, EventStore } from '../../services/eventstore/port.ts';
import { listBuilds, startRebuild } from './builds.ts';
import type { Projection } from './projection.ts';
import { startProjectionRunner } from './runner.ts';

/** How many events behind a rebuild's progress report counts at most. */
const PROGRESS_CAP = 10_000;

export interface RebuildOptions {
  db: Db;
  store: EventStore;
  connectionString: string;
  log: Logger;
  projection: Projection;
  batchSize?: number;
}

/**
 * Replays the whole log into a new build of `projection` beside the live one, which keeps serving;
 * resolves when the new build has caught up and the views point at it.
 */
export async function rebuildProjection(options: RebuildOptions): Promise<{ build: string }> {
  const { db, projection, log } = options;
  const build = await startRebuild(db, projection);
  log.info({ projection: projection.name, build: build.build }, 'rebuilding projection from the start');
  const runner = await startProjectionRunner({ ...options, projections: [projection], standbyRetryMs: 200 });
  try {
    let reported = Date.now();
    for (;;) {
      const current = (await listBuilds(db, projection.name)).find((row) => row.build === build.build);
      if (!current || current.status === 'retired') throw new Error(`build ${build.build} was retired`);
      if (current.status === 'live') return { build: build.build };
      if (Date.now() - reported > 5000) {
        reported = Date.now();
        // Counted up to a cap: counting a million rows would take a core for half a second.
        const backlog = await options.store.backlog(current.checkpoint as Checkpoint | null, PROGRESS_CAP);
        log.info(
          {
            projection: projection.name,
            build: build.build,
            behind: backlog.events,
            atLeast: backlog.events >= PROGRESS_CAP,
          },
          'rebuilding',
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await runner.stop();
  }
}
