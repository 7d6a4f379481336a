import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import * as initialLayout from './0001-initial-layout.ts';
import * as scoreOrders from './0003-score-orders.ts';
import * as rankOrderByKey from './0005-rank-order-by-key.ts';

/** The name of the first migration of every namespace: the layout a new database starts from. */
export const INITIAL_LAYOUT = '0001-initial-layout';

/**
 * The directory's migrations on one engine, in name order: the initial layout (0001-initial-layout.ts) followed by
 * `engineLayout`, the engine's own tables (its semantic index), in one migration; then the changes every engine runs.
 *
 * The initial layout never changes once released. A later change to the schema is a migration of its own, under a
 * new name that sorts after the ones before it (`0002-...`): added below when every engine runs it, or in the
 * engine's own list when only one does, and tested by upgrading a database made by the migrations before it
 * (`migrationsUpTo`). Names never change once released.
 */
export function directoryMigrations(
  // biome-ignore lint/suspicious/noExplicitAny: a migration works below the typed schema
  engineLayout: (db: Kysely<any>) => Promise<void>,
): Readonly<Record<string, Migration>> {
  return {
    [INITIAL_LAYOUT]: {
      async up(db) {
        await initialLayout.up(db);
        await engineLayout(db);
      },
    },
    // After each engine's own 0002.
    '0003-score-orders': scoreOrders,
    // After PostgreSQL's 0004.
    '0005-rank-order-by-key': rankOrderByKey,
  };
}

/**
 * The migrations of `migrations` up to and including `last`: what an earlier version of bankdir ran, for a test
 * that makes a database as that version left it and then opens it with the current one.
 */
export function migrationsUpTo(
  migrations: Readonly<Record<string, Migration>>,
  last: string,
): Readonly<Record<string, Migration>> {
  if (!(last in migrations)) throw new RangeError(`no migration ${last}`);
  return Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= last));
}

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
    // Kysely refuses a database that has run a migration this version does not have.
    const unknown = /previously executed migration (\S+) is missing/.exec(String((error as Error).message))?.[1];
    if (unknown !== undefined) {
      // Without this version's first migration, the initial layout, it was made by a development build before it.
      const first = Object.keys(migrations).sort()[0] ?? INITIAL_LAYOUT;
      if (!(await hasRun(db, table, options.schema, first))) {
        throw new Error(
          `the database was made by a development build of bankdir from before the first release (its migration ${unknown} predates the initial layout, ${first}), and is not upgraded: export it with the build that made it (bankdir export --all FILE) and import that archive into a new database (bankdir import --all FILE), or create the database again`,
        );
      }
      throw new Error(
        `the database was migrated by a newer version of bankdir (its migration ${unknown} is unknown to this version): run that version or a later one, or restore a backup taken before the upgrade`,
      );
    }
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Whether the migration table records `name` as run. */
async function hasRun(db: Kysely<unknown>, table: string, schema: string | undefined, name: string): Promise<boolean> {
  const from = schema === undefined ? sql.table(table) : sql.id(schema, table);
  const { rows } = await sql`select 1 from ${from} where name = ${name}`.execute(db);
  return rows.length > 0;
}
