import { migrateToLatest, migrationsUpTo } from '@bankdir/kysely';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { sqliteMigrations } from '../src/index.ts';

/**
 * A new SQLite file migrated only up to the migration `last`, as the version that ended there left it: the test
 * fills it through the connection returned (a schema change's upgrade test inserts rows of the layout before it),
 * destroys that, then opens the file with openSqliteStorage, which runs the migrations after `last`.
 */
export async function migratedUpTo(file: string, last: string): Promise<Kysely<any>> {
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new BetterSqlite3(file) }) });
  await migrateToLatest(db, migrationsUpTo(sqliteMigrations, last));
  return db;
}
