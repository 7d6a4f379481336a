import type BetterSqlite3 from 'better-sqlite3';

/**
 * Gives the file back the pages a migration freed, when they are a large share of it: a migration that rewrites
 * tables (the lean layout) leaves the old pages free inside the file, which SQLite would otherwise keep for ever.
 * A no-op on a file with few free pages, so it costs nothing on every other open.
 */
export function compactAfterMigration(database: BetterSqlite3.Database): void {
  const pages = Number(database.pragma('page_count', { simple: true }));
  const free = Number(database.pragma('freelist_count', { simple: true }));
  if (free === 0 || free < pages / 4) return;
  database.exec('vacuum');
  database.pragma('wal_checkpoint(TRUNCATE)');
}
