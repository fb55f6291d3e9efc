import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every `migrations/` folder of a module: services/<module>, services/<area>/<module>, projections/<model>. */
export async function migrationFolders(): Promise<string[]> {
  const found: string[] = [];
  const visit = async (dir: string, depth: number) => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isDirectory() || entry.name === 'node_modules') continue;
      const child = path.join(dir, entry.name);
      if (entry.name === 'migrations') found.push(child);
      else if (depth > 0) await visit(child, depth - 1);
    }
  };
  for (const top of ['services', 'projections', 'workers']) await visit(path.join(root, top), 2);
  return found.sort();
}

/**
 * Migrations live beside the module they belong to; their file names start with a timestamp so that
 * the union of all folders has one global order for a new database. An installation that ran later
 * ones already runs an earlier-named new one too (docs/decisions/0228).
 */
class ModuleMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const migrations: Record<string, Migration> = {};
    for (const folder of await migrationFolders()) {
      for (const file of (await readdir(folder)).sort()) {
        if (!/^\d{12,}_[\w-]+\.ts$/.test(file) || file.endsWith('.test.ts')) continue;
        const name = file.replace(/\.ts$/, '');
        if (migrations[name]) throw new Error(`Duplicate migration name ${name} in ${folder}`);
        migrations[name] = (await import(pathToFileURL(path.join(folder, file)).href)) as Migration;
      }
    }
    return migrations;
  }
}

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // One migrator at a time, even when several processes start together.
  // A module's new migration may sort before one another module ran already in an installation:
  // every migration that has not run runs, whatever its place (docs/decisions/0228).
  const migrator = new Migrator({
    db,
    provider: new ModuleMigrationProvider(),
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
