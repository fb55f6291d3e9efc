import { sql } from 'kysely';
import type { Db } from '../../services/db/index.ts';
import { buildContext, type Projection } from './projection.ts';
import type { ProjectionBuildsTable } from './tables.ts';

export interface Build {
  projection: string;
  build: string;
  version: number;
  status: ProjectionBuildsTable['status'];
  checkpoint: string | null;
}

const columns = ['projection', 'build', 'version', 'status', 'checkpoint'] as const;

export async function listBuilds(db: Db, projection: string): Promise<Build[]> {
  return db
    .selectFrom('projection_builds')
    .select(columns)
    .where('projection', '=', projection)
    .orderBy('created_at')
    .execute();
}

/** Serialises set-up and switches of one projection across processes, for one transaction. */
async function lockProjection(trx: Db, projection: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('projection-builds'), hashtext(${projection}))`.execute(
    trx,
  );
}

async function createBuild(db: Db, projection: Projection, options: { rebuild: boolean }): Promise<Build> {
  return db.transaction().execute(async (trx) => {
    await lockProjection(trx, projection.name);
    const builds = await listBuilds(trx, projection.name);
    const live = builds.find((build) => build.status === 'live');
    const sameVersion = builds.filter((build) => build.version === projection.version);
    const current = sameVersion.find((build) => build.status !== 'retired');
    if (current && !(options.rebuild && current.status === 'live')) return current;
    const name =
      sameVersion.length === 0 ? `v${projection.version}` : `v${projection.version}_r${sameVersion.length}`;
    const context = buildContext(projection.name, name);
    await sql`create schema ${sql.id(context.schema)}`.execute(trx);
    await projection.setup(trx.withSchema(context.schema), context);
    // The first build has nothing to stand beside: it serves at once and fills as it goes, so it
    // needs its indexes from the start; a rebuild creates them after loading (createIndexes).
    const status = live ? 'building' : 'live';
    if (status === 'live') {
      for (const statement of projection.indexes?.(context) ?? []) await sql.raw(statement).execute(trx);
    }
    await trx
      .insertInto('projection_builds')
      .values({
        projection: projection.name,
        build: name,
        version: projection.version,
        status,
        checkpoint: null,
        checkpoint_at: null,
      })
      .execute();
    if (status === 'live') await pointViewsAt(trx, context.schema, null);
    return {
      projection: projection.name,
      build: name,
      version: projection.version,
      status,
      checkpoint: null,
    };
  });
}

/**
 * The build this code should run: a build of its version that is building, else the live one of its
 * version; created when missing. Null when a newer version is live (this process runs old code).
 */
export async function ensureBuild(db: Db, projection: Projection): Promise<Build | null> {
  const builds = await listBuilds(db, projection.name);
  if (builds.some((build) => build.version > projection.version && build.status !== 'retired')) return null;
  const building = builds.find(
    (build) => build.version === projection.version && build.status === 'building',
  );
  const live = builds.find((build) => build.version === projection.version && build.status === 'live');
  return building ?? live ?? createBuild(db, projection, { rebuild: false });
}

/** Starts a rebuild from zero beside the live build; an unfinished rebuild is reused. */
export async function startRebuild(db: Db, projection: Projection): Promise<Build> {
  return createBuild(db, projection, { rebuild: true });
}

async function tablesIn(trx: Db, schema: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name
    from information_schema.tables
    where table_schema = ${schema} and table_type = 'BASE TABLE'
  `.execute(trx);
  return rows.map((row) => row.name);
}

/** Readers query `public.<table>`: a view on the live build's table of that name. */
async function pointViewsAt(trx: Db, schema: string, previous: string | null): Promise<void> {
  const tables = await tablesIn(trx, schema);
  const stale = previous ? (await tablesIn(trx, previous)).filter((table) => !tables.includes(table)) : [];
  for (const table of [...tables, ...stale]) {
    await sql`drop view if exists ${sql.id('public', table)}`.execute(trx);
  }
  for (const table of tables) {
    await sql`create view ${sql.id('public', table)} as select * from ${sql.id(schema, table)}`.execute(trx);
  }
}

/**
 * Creates a loaded build's secondary indexes, two at a time on connections of their own (PostgreSQL
 * builds one index per connection; two keep both cores of a small server busy), each without
 * parallel workers: beside the other connection's build they would only contend for the same cores
 * (decision 0182). The inverted (GIN) indexes go first: each takes longer than all the B-trees
 * together, which the other connection builds meanwhile.
 */
export async function createIndexes(db: Db, projection: Projection, build: string): Promise<void> {
  const statements = projection.indexes?.(buildContext(projection.name, build)) ?? [];
  const inverted = (statement: string) => /\busing\s+gin\b/i.test(statement);
  const pending = [...statements.filter(inverted), ...statements.filter((statement) => !inverted(statement))];
  // Each worker keeps one connection: its settings are set once and reset before it goes back.
  const worker = () =>
    db.connection().execute(async (connection) => {
      await sql`select set_config('maintenance_work_mem', '256MB', false),
        set_config('max_parallel_maintenance_workers', '0', false)`.execute(connection);
      try {
        for (let statement = pending.shift(); statement; statement = pending.shift())
          await sql.raw(statement).execute(connection);
      } finally {
        await sql
          .raw('reset maintenance_work_mem; reset max_parallel_maintenance_workers')
          .execute(connection);
      }
    });
  await Promise.all([worker(), worker()]);
}

/**
 * Makes a caught-up build the live one: the views move to its tables, the old build is retired and
 * its schema dropped, all in one transaction. Readers see either the old tables or the new ones.
 */
export async function switchToLive(db: Db, projection: string, build: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockProjection(trx, projection);
    const builds = await listBuilds(trx, projection);
    const next = builds.find((candidate) => candidate.build === build);
    if (next?.status !== 'building') return;
    const old = builds.find((candidate) => candidate.status === 'live');
    const oldSchema = old ? buildContext(projection, old.build).schema : null;
    await pointViewsAt(trx, buildContext(projection, build).schema, oldSchema);
    if (old) {
      await trx
        .updateTable('projection_builds')
        .set({ status: 'retired' })
        .where('projection', '=', projection)
        .where('build', '=', old.build)
        .execute();
    }
    await trx
      .updateTable('projection_builds')
      .set({ status: 'live' })
      .where('projection', '=', projection)
      .where('build', '=', build)
      .execute();
    if (oldSchema) await sql`drop schema if exists ${sql.id(oldSchema)} cascade`.execute(trx);
  });
}
