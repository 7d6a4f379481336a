import { sharedMigrations } from '@bankdir/kysely';
import type { Migration } from 'kysely';
import * as semanticIndex from './semantic-index-migration.ts';

/** What a bankdir SQLite file is migrated with: the shared schema, and the tables of SQLite's semantic index. */
export const sqliteMigrations: Readonly<Record<string, Migration>> = {
  ...sharedMigrations,
  '0002-semantic-index': semanticIndex,
};
