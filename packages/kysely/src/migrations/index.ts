import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as initial from './0001-initial.ts';
import * as bankFacts from './0003-bank-facts.ts';
import * as countryScores from './0004-country-scores.ts';
import * as stories from './0005-stories.ts';

/**
 * The directory's migrations every engine runs, in name order. An engine adds its own (its semantic index) under
 * names of its own; names never change once released.
 */
export const sharedMigrations: Readonly<Record<string, Migration>> = {
  '0001-initial': initial,
  // 0002 is taken by the engines' own semantic index migrations.
  '0003-bank-facts': bankFacts,
  '0004-country-scores': countryScores,
  '0005-stories': stories,
};

export interface MigrateOptions {
  /** The table recording applied migrations; default `bankdir_migrations`. */
  table?: string;
  /** The schema holding that table, on engines with schemas: named, since Kysely looks for the table in every schema. */
  schema?: string;
}

/**
 * Brings the database to the latest of `migrations`; a failed migration is rolled back and rethrown. On PostgreSQL,
 * Kysely's Migrator migrates in one transaction under an advisory lock, so nodes starting at once apply each
 * migration once.
 */
export async function migrateToLatest(
  db: Kysely<unknown>,
  migrations: Readonly<Record<string, Migration>>,
  options: MigrateOptions = {},
): Promise<void> {
  const table = options.table ?? 'bankdir_migrations';
  const provider: MigrationProvider = { getMigrations: async () => ({ ...migrations }) };
  const migrator = new Migrator({
    db,
    provider,
    migrationTableName: table,
    migrationLockTableName: `${table}_lock`,
    ...(options.schema !== undefined && { migrationTableSchema: options.schema }),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
