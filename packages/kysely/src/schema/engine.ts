import { type Kysely, SqliteAdapter } from 'kysely';

/** Whether `db` speaks to SQLite; the shared schema differs by engine only where this is asked. */
// biome-ignore lint/suspicious/noExplicitAny: any schema
export function isSqlite(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}
