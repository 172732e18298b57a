import type { Kysely } from 'kysely';
import type { Migration, MigrationProvider, MigrationResultSet } from 'kysely/migration';
import { Migrator } from 'kysely/migration';
import { migrations } from '../../../migrations/index.ts';

class StaticProvider implements MigrationProvider {
  constructor(private readonly all: Record<string, Migration>) {}
  async getMigrations() {
    return this.all;
  }
}

export function createMigrator(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider: new StaticProvider(migrations) });
}

function check(result: MigrationResultSet, what: string): MigrationResultSet {
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    const err = new Error(
      `${what} failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(result.error)}`,
    );
    (err as Error & { cause?: unknown }).cause = result.error;
    throw err;
  }
  return result;
}

export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  return check(await createMigrator(db).migrateToLatest(), 'migration');
}

/** Rolls every migration back (used by the migration round-trip test). */
export async function migrateAllDown(db: Kysely<any>): Promise<void> {
  const migrator = createMigrator(db);
  for (;;) {
    const result = check(await migrator.migrateDown(), 'migration down');
    if (!result.results?.length) return;
  }
}
