import { type Kysely, sql } from 'kysely';

/**
 * Builds of projections (blue/green: one live build serves, a new one may build beside it) and the
 * checkpoints of reactors. See docs/decisions, "projection builds".
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table projection_builds (
      projection text not null,
      build text not null,
      version integer not null,
      status text not null check (status in ('building', 'live', 'retired')),
      checkpoint text,
      checkpoint_at timestamptz,
      created_at timestamptz not null default now(),
      primary key (projection, build)
    )
  `.execute(db);
  await sql`
    create unique index projection_builds_one_live on projection_builds (projection) where status = 'live'
  `.execute(db);
  await sql`
    create table reactor_checkpoints (
      reactor text primary key,
      checkpoint text,
      checkpoint_at timestamptz
    )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table reactor_checkpoints`.execute(db);
  await sql`drop table projection_builds`.execute(db);
}
