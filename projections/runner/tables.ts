import type { Generated } from 'kysely';

export interface ProjectionBuildsTable {
  projection: string;
  build: string;
  version: number;
  status: 'building' | 'live' | 'retired';
  checkpoint: string | null;
  checkpoint_at: Date | null;
  created_at: Generated<Date>;
}

export interface ReactorCheckpointsTable {
  reactor: string;
  checkpoint: string | null;
  checkpoint_at: Date | null;
}

export interface ProjectionRunnerTables {
  projection_builds: ProjectionBuildsTable;
  reactor_checkpoints: ReactorCheckpointsTable;
}
