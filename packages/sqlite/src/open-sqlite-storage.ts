import { type Database, type EngineStorage, engineStorage, type SemanticIndexOptions } from '@bankdir/kysely';
import { Kysely } from 'kysely';
import { ImmediateSqliteDialect } from './engine/immediate-sqlite-dialect.ts';
import { openDatabase } from './engine/open-database.ts';
import { openFailure, refuseForeignDatabase } from './engine/open-failure.ts';
import { preparedStatements } from './engine/prepared-statements.ts';
import { migrateSqlite } from './engine/sqlite-migrations.ts';
import { sqliteSemanticEngine } from './semantic/semantic-engine.ts';

export interface SqliteStorageOptions {
  /** The database file; created and migrated when it does not exist. `:memory:` works for throwaway use. */
  file: string;
  /** How long a write waits for another process's lock before failing; default 5000 ms. */
  busyTimeoutMs?: number;
  /**
   * 'full' (the default): a write returns once it is synced to the disk, so no answered write is lost to a power cut
   * or a disk that fails into read-only. 'normal' syncs only at checkpoints: writes cost less (about 60% of the time
   * per vote measured on a 2-core test machine), and those of the last moments can be lost in such a failure (never
   * to a crash of the process alone).
   */
  synchronous?: 'full' | 'normal';
  /** Tuning of the semantic index's search (bench and tests); the defaults suit directories of any size. */
  vectors?: SemanticIndexOptions;
}

/** The SQLite storage; plugins keep their own tables in the same file through `database`. */
export type SqliteStorage = EngineStorage;

/**
 * The default storage: one SQLite file, migrated to the latest schema on open. Refuses, with a SqliteOpenError saying
 * why, a file that is not a SQLite database, another application's database, one a newer bankdir migrated, or one it
 * cannot write.
 */
export async function openSqliteStorage(options: SqliteStorageOptions): Promise<SqliteStorage> {
  let sqlite: ReturnType<typeof openDatabase>;
  try {
    sqlite = openDatabase({
      file: options.file,
      ...(options.busyTimeoutMs !== undefined && { busyTimeoutMs: options.busyTimeoutMs }),
      ...(options.synchronous !== undefined && { synchronous: options.synchronous }),
    });
  } catch (error) {
    throw openFailure(options.file, error);
  }
  // Migrations run over statements of their own: a statement prepared before a table changed shape is not reused.
  const migrating = new Kysely<unknown>({
    dialect: new ImmediateSqliteDialect({ database: preparedStatements(sqlite) }),
  });
  try {
    refuseForeignDatabase(options.file, sqlite);
    await migrateSqlite(migrating);
  } catch (error) {
    sqlite.close();
    throw openFailure(options.file, error);
  }
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: preparedStatements(sqlite) }) });
  return engineStorage(db, {
    engine: 'sqlite',
    semantic: sqliteSemanticEngine(),
    ...(options.vectors && { vectors: options.vectors }),
  });
}
