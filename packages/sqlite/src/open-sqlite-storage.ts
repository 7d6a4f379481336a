import type { Storage } from '@bankdir/core';
import { Kysely } from 'kysely';
import { migrateToLatest } from './migrations/index.ts';
import { kyselyStorage } from './queries/kysely-storage.ts';
import type { Database } from './schema/database.ts';
import { cachedStatements } from './sqlite/cached-statements.ts';
import { ImmediateSqliteDialect } from './sqlite/immediate-sqlite-dialect.ts';
import { openDatabase } from './sqlite/open-database.ts';
import { type SqliteVectorStoreOptions, sqliteVectorStore } from './sqlite/sqlite-vector-store.ts';

export interface SqliteStorageOptions {
  /** The database file; created and migrated when it does not exist. `:memory:` works for throwaway use. */
  file: string;
  /** How long a write waits for another process's lock before failing; default 5000 ms. */
  busyTimeoutMs?: number;
  /** Tuning of the semantic index's search (bench and tests); the defaults suit directories of any size. */
  vectors?: SqliteVectorStoreOptions;
}

/** The SQLite storage, with the connection plugins share to keep their own tables in the same file. */
export interface SqliteStorage extends Storage {
  /** The Kysely connection; a plugin runs its own migrations on it (see migrateToLatest) and its own queries. */
  readonly kysely: Kysely<Database>;
}

/** The default storage: one SQLite file, migrated to the latest schema on open. */
export async function openSqliteStorage(options: SqliteStorageOptions): Promise<SqliteStorage> {
  const sqlite = openDatabase({
    file: options.file,
    ...(options.busyTimeoutMs !== undefined && { busyTimeoutMs: options.busyTimeoutMs }),
  });
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: cachedStatements(sqlite) }) });
  try {
    await migrateToLatest(db as Kysely<unknown>);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const vectors = (scoped: Kysely<Database>) => sqliteVectorStore(scoped, options.vectors);
  return Object.assign(kyselyStorage(db, { vectors, close: () => db.destroy() }), { kysely: db });
}
