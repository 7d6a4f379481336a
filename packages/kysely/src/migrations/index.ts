import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import * as initial from './0001-initial.ts';
import * as bankFacts from './0003-bank-facts.ts';
import * as countryScores from './0004-country-scores.ts';
import * as stories from './0005-stories.ts';
import * as leanLayout from './0006-lean-layout.ts';
import * as bankRanks from './0007-bank-ranks.ts';
import * as representativeApplications from './0009-representative-applications.ts';
import * as auditTrail from './0010-audit-trail.ts';

/**
 * The directory's migrations every engine runs, in name order. An engine adds its own (its semantic index) under
 * names of its own; names never change once released.
 */
export const sharedMigrations: Readonly<Record<string, Migration>> = {
  '0001-initial': initial,
  // 0002 is taken by the engines' own semantic index migrations, 0008 by PostgreSQL's term counts.
  '0003-bank-facts': bankFacts,
  '0004-country-scores': countryScores,
  '0005-stories': stories,
  '0006-lean-layout': leanLayout,
  '0007-bank-ranks': bankRanks,
  '0009-representative-applications': representativeApplications,
  '0010-audit-trail': auditTrail,
};

export interface MigrateOptions {
  /** The table recording applied migrations; default `bankdir_migrations`. */
  table?: string;
  /** The schema holding that table, on engines with schemas: named, since Kysely looks for the table in every schema. */
  schema?: string;
  /** Set when the caller already holds the transaction the run should happen in. */
  inTransaction?: boolean;
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
  // Kysely migrates SQLite outside any transaction and without a lock: one transaction around the run, on the one
  // connection the migrator uses (BEGIN IMMEDIATE takes the file's write lock), makes processes opening a new file at
  // once migrate one after another, and rolls a failed run back whole.
  if (!db.getExecutor().adapter.supportsTransactionalDdl && !db.isTransaction && !options.inTransaction) {
    await db.connection().execute(async (connection) => {
      await sql`begin immediate`.execute(connection);
      try {
        await migrateToLatest(connection, migrations, { ...options, inTransaction: true });
        await sql`commit`.execute(connection);
      } catch (error) {
        await sql`rollback`.execute(connection);
        throw error;
      }
    });
    return;
  }
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
    // Kysely refuses a database that has run a migration this version does not have: a newer bankdir migrated it.
    const unknown = /previously executed migration (\S+) is missing/.exec(String((error as Error).message))?.[1];
    if (unknown !== undefined) {
      throw new Error(
        `the database was migrated by a newer version of bankdir (its migration ${unknown} is unknown to this version): run that version or a later one, or restore a backup taken before the upgrade`,
      );
    }
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
