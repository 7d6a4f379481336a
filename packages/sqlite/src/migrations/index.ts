import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as initial from './0001-initial.ts';
import * as semanticIndex from './0002-semantic-index.ts';

/** The directory's migrations, in order. Names never change once released. */
export const directoryMigrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-semantic-index': semanticIndex,
};

/** Brings the database to the latest schema; a failed migration is rolled back and rethrown. */
export async function migrateToLatest(
  db: Kysely<unknown>,
  migrations: Record<string, Migration> = directoryMigrations,
  table = 'bankdir_migrations',
): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  const migrator = new Migrator({ db, provider, migrationTableName: table, migrationLockTableName: `${table}_lock` });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
