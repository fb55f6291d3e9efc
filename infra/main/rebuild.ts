import { projections } from '../../projections/registry.ts';
import { rebuildProjection } from '../../projections/runner/rebuild.ts';
import { exitOnStartFailure } from '../lifecycle.ts';
import { createLogger, createRuntime, loadConfigOrExit } from '../runtime.ts';
import { startTracing } from '../tracing.ts';

/** `npm run projections:rebuild -- <name>`: rebuilds one read model from zero beside the live one. */
const name = process.argv[2];
const config = loadConfigOrExit();
startTracing(config);
const log = createLogger(config);
const projection = projections.find((candidate) => candidate.name === name);
if (!projection) {
  const known = projections.map((candidate) => candidate.name).join(', ') || 'none registered';
  process.stderr.write(`usage: npm run projections:rebuild -- <name>   (projections: ${known})\n`);
  process.exit(64);
}
try {
  const runtime = await createRuntime(config, log);
  const { build } = await rebuildProjection({
    db: runtime.db,
    store: runtime.eventStore,
    connectionString: runtime.databaseUrl,
    log,
    projection,
  });
  log.info({ projection: projection.name, build }, 'rebuilt projection is live');
  await runtime.close();
} catch (error) {
  exitOnStartFailure(log)(error);
}
