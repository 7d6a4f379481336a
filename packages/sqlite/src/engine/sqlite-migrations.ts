import { directoryMigrations, migrateToLatest } from '@bankdir/kysely';
import type { Kysely, Migration } from 'kysely';
import * as unreadSemanticColumns from '../semantic/0002-unread-semantic-columns.ts';
import { createSemanticIndexTables } from '../semantic/semantic-index-tables.ts';

/**
 * What a bankdir SQLite file is migrated with: the initial layout (the directory's tables, then those of SQLite's
 * semantic index), and every later change after it.
 */
export const sqliteMigrations: Readonly<Record<string, Migration>> = {
  ...directoryMigrations(createSemanticIndexTables),
  '0002-unread-semantic-columns': unreadSemanticColumns,
};

/** Brings the file to the latest layout; processes opening it at once wait for each other's migration. */
export function migrateSqlite(db: Kysely<unknown>): Promise<void> {
  return migrateToLatest(db, sqliteMigrations);
}
