// The ordered list of migrations. Add new files here (name = file name without .ts); the migrator reads this map,
// so the same list runs under tsx, vitest and any bundler without a file-system provider.
import type { Migration } from 'kysely/migration';
import * as m20261122000100 from './20261122000100_initial_schema.ts';

export const migrations: Record<string, Migration> = {
  '20261122000100_initial_schema': m20261122000100,
};
